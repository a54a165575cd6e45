/** How long a page without requestIdleCallback (Safari) waits before it counts as idle. */
const IDLE_FALLBACK_MS = 1500;

/**
 * Runs `task` once the browser is idle after the page has loaded (issue #21: the frame is prepared then, never
 * competing with the host page's own start).
 */
export function whenIdle(task: () => void, signal: AbortSignal): void {
  // A destroyed widget's task finds its signal aborted and does nothing: cheaper in bytes than cancelling it.
  const later: (run: () => void, options: IdleRequestOptions) => unknown = typeof requestIdleCallback === 'function' ? requestIdleCallback : (run) => setTimeout(run, IDLE_FALLBACK_MS);
  const schedule = () => void later(() => signal.aborted || task(), { timeout: 5000 });
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
