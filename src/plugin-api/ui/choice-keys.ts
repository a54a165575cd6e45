import type { KeyboardEvent } from 'react';

/** How the up and down arrows run along a row: down to the next option (lists, scales) or up to more (stars). */
export type VerticalArrows = 'down-is-next' | 'up-is-next';

/**
 * Where a key moves within a row of `count` choices from index `from`: the arrows step (the horizontal ones
 * mirrored right to left), Home and End go to the ends. Undefined for any other key. Shared by the single-choice
 * views (Scale, star, custom_score, the option list) so every row answers the keyboard alike.
 */
export function choiceKeyTarget(event: KeyboardEvent<HTMLElement>, from: number, count: number, vertical: VerticalArrows = 'down-is-next'): number | undefined {
  if (event.key === 'Home') return 0;
  if (event.key === 'End') return count - 1;
  const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
  const down = vertical === 'down-is-next' ? 1 : -1;
  const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1, ArrowDown: down, ArrowUp: -down }[event.key];
  return step === undefined ? undefined : Math.min(count - 1, Math.max(0, from + step));
}

/** The index of the element holding focus among `elements`, or -1. */
export function focusedIndex(elements: readonly (HTMLElement | null | undefined)[]): number {
  const active = typeof document === 'undefined' ? null : document.activeElement;
  return active ? elements.indexOf(active as HTMLElement) : -1;
}
