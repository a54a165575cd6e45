const LOCATION_CHANGED = 'canvass:locationchange';

type HistoryMethod = History['pushState'];

/**
 * Calls `onChange` whenever the page address changes without a load (issue #5: single-page apps): through
 * history.pushState or replaceState (wrapped once a page, whoever wraps them next), back and forward, hash links.
 */
export function onUrlChange(onChange: () => void, signal: AbortSignal): void {
  const marked = history as History & { canvassWatched?: boolean };
  if (!marked.canvassWatched) {
    marked.canvassWatched = true;
    for (const name of ['pushState', 'replaceState'] as const) {
      const original: HistoryMethod = history[name];
      history[name] = function (this: History, ...args: Parameters<HistoryMethod>) {
        original.apply(this, args);
        dispatchEvent(new Event(LOCATION_CHANGED));
      };
    }
  }
  for (const type of [LOCATION_CHANGED, 'popstate', 'hashchange']) addEventListener(type, onChange, { signal });
}
