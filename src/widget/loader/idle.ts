/** How long a page without requestIdleCallback (Safari) waits before it counts as idle. */
const IDLE_FALLBACK_MS = 1500;

/**
 * Runs `task` once the browser is idle after the page has loaded (issue #21: the frame is prepared then, never
 * competing with the host page's own start).
 */
export function whenIdle(task: () => void, signal: AbortSignal): void {
  const schedule = () => {
    if (signal.aborted) return;
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(task, { timeout: 5000 });
      signal.addEventListener('abort', () => cancelIdleCallback(id));
    } else {
      const timer = setTimeout(task, IDLE_FALLBACK_MS);
      signal.addEventListener('abort', () => clearTimeout(timer));
    }
  };
  if (document.readyState === 'complete') schedule();
  else addEventListener('load', schedule, { once: true, signal });
}

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** The visitor asked to save data, or the connection is 2G: nothing is fetched before they ask for it. */
export function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return connection?.saveData === true || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}
