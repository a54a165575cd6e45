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
 * An init script: records when an element matching `selector` (the first question's option labels) is first on
 * screen: the first rendering update at which it intersects the viewport (IntersectionObserver's `time`), and is not
 * transparent (an enter animation from opacity 0 counts from its first frame above 0). The rendering update's own
 * time, not when the observer's callback ran: a page busy with a long script task right after it painted (a drawn
 * page's scripts starting) hears of the intersection late, though the respondent already saw the question. Until
 * 2026-11-27 this probe took the question as shown when it was in the DOM and styled, which a drawn page is before
 * any paint; the widget frame's probe (bench/widget-open.ts) always waited for a rendering update, so the two now
 * measure the same moment. A MutationObserver finds the element (again if it is replaced); no frame loop runs
 * before that, so the probe adds no work to the page's loading.
 */
export function watchFirstQuestion(selector: string): void {
  // Member assignments, not named functions: see the note at the top of this file.
  const probe = { watched: undefined } as { watched: Element | undefined; opaque(element: Element, at: number): void };
  probe.opaque = (element, at) => {
    if (window.benchFirstQuestionAt !== undefined) return;
    if (element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) {
      window.benchFirstQuestionAt = at;
      mutations.disconnect();
      intersection.disconnect();
    } else requestAnimationFrame((frame) => probe.opaque(element, frame));
  };
  const intersection = new IntersectionObserver((entries) => {
    const seen = entries.find((entry) => entry.isIntersecting && entry.target === probe.watched);
    if (seen) probe.opaque(seen.target, seen.time);
  });
  const mutations = new MutationObserver(() => {
    if (probe.watched?.isConnected) return;
    const element = document.querySelector(selector);
    if (!element) return;
    if (probe.watched) intersection.unobserve(probe.watched);
    probe.watched = element;
    intersection.observe(element);
  });
  mutations.observe(document, { subtree: true, childList: true });
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

declare global {
  interface Window {
    /** performance.now() of the click that opened a screen, and of its content in the DOM and the frame after; set by `watchShown`. */
    benchClickAt?: number;
    benchShownAt?: number;
    benchFrameAt?: number;
    /** The pending measure of `armEditProbe`. */
    benchEdit?: Promise<{ domMs: number; frameMs: number }>;
  }
}

/**
 * An init script, or a call before a click: records when an element matching each of `selectors` is in the document
 * and displayed (`benchShownAt`), the frame after it (`benchFrameAt`: a task after the next animation frame, so
 * the style, layout and paint of that frame are done), and the first click from now (`benchClickAt`).
 */
export function watchShown(selectors: readonly string[]): void {
  window.benchClickAt = undefined;
  window.benchShownAt = undefined;
  window.benchFrameAt = undefined;
  addEventListener('click', (event) => void (window.benchClickAt = event.timeStamp), { capture: true, once: true });
  const observer = new MutationObserver(() => {
    if (window.benchShownAt !== undefined || !selectors.every((selector) => document.querySelector(selector)?.checkVisibility())) return;
    window.benchShownAt = performance.now();
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => void (window.benchFrameAt = performance.now()), 0));
  });
  observer.observe(document, { subtree: true, childList: true });
}

/**
 * Before a keystroke: resolves with the milliseconds from the keydown event (its timeStamp, when the input arrived)
 * to `text` in the text of the element matching `region`, and to the frame after that.
 */
export function armEditProbe({ region, text }: { region: string; text: string }): void {
  window.benchEdit = new Promise((resolve) => {
    const at = { key: 0 };
    addEventListener('keydown', (event) => void (at.key = event.timeStamp), { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (at.key === 0 || !document.querySelector(region)?.textContent?.includes(text)) return;
      observer.disconnect();
      const domMs = performance.now() - at.key;
      requestAnimationFrame(() => setTimeout(() => resolve({ domMs, frameMs: performance.now() - at.key }), 0));
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}
