/**
 * Moves focus to the first heading inside `container` (or to the container itself when it has none), so keyboard
 * and screen-reader users start reading where the new content starts (issue #7). The target gets tabIndex -1: it
 * takes focus from script without becoming a Tab stop.
 */
export function focusHeading(container: HTMLElement | null | undefined): void {
  const target = container?.querySelector<HTMLElement>('h1, h2, h3') ?? container;
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus();
}

/** Nothing in the document has focus (it sits on the body): new content may take it without stealing it. */
export const focusIsLost = (): boolean => !document.activeElement || document.activeElement === document.body;
