/**
 * Runs `task` once the browser is idle (2 s at most; after a short timer where there is no requestIdleCallback, as
 * in Safari), for work that may wait until the screen has painted. Returns what cancels it (an effect's cleanup).
 */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 200);
  return () => clearTimeout(timer);
}
