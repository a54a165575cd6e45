// Functions that run inside the page (serialised by Playwright, so they use nothing from this module's scope):
// they time from the page's own clock, so the driver's round trips do not count. They declare no named
// functions inside: tsx (esbuild keepNames) would wrap those in a `__name` helper the page does not have.

declare global {
  interface Window {
    /** performance.now() when the first question showed its options; set by `watchFirstQuestion`. */
    benchFirstQuestionAt?: number;
    /** The pending measure of `armVisibilityProbe`. */
    benchProbe?: Promise<number>;
  }
}

/**
 * An init script: records when an element matching `selector` (the first question's option labels) is first in
 * the document and visible. A MutationObserver sees every DOM change as it happens, so nothing waits for a poll.
 */
export function watchFirstQuestion(selector: string): void {
  const observer = new MutationObserver(() => {
    if (!(document.querySelector(selector)?.checkVisibility() ?? false)) return;
    window.benchFirstQuestionAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
}

/**
 * Before a click: resolves with the milliseconds from the click event (its timeStamp, taken when the input
 * arrived) to the moment `target` became visible (`visible`) or hidden in the DOM.
 */
export function armVisibilityProbe({ target, visible }: { target: string; visible: boolean }): void {
  window.benchProbe = new Promise<number>((resolve) => {
    let clickedAt = 0;
    addEventListener('click', (event) => void (clickedAt = event.timeStamp), { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (clickedAt === 0 || (document.querySelector(target)?.checkVisibility() ?? false) !== visible) return;
      observer.disconnect();
      resolve(performance.now() - clickedAt);
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  });
}
