/** How long after the first question shows the flow validators wait at least: the respondent reads it meanwhile. */
const VALIDATE_DELAY_MS = 2000;

/**
 * The flow validators, fetched and compiled (about 350 KB of generated code), would compete with the first work a
 * shown flow does (the taps held before hydration, replayed, and the respondent's first clicks): a flow shown before
 * it was validated (validateLater) gets `validationDue` after 2 s, then once the browser is idle (2 s at most; at
 * once where there is no requestIdleCallback, as in Safari). Returns what cancels it (an effect's cleanup).
 */
export function validateWhenIdle(validationDue: () => void): () => void {
  let idle: number | undefined;
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(() => validationDue(), { timeout: 2000 });
    else validationDue();
  }, VALIDATE_DELAY_MS);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}
