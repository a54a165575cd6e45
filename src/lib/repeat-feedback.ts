// SPEC 4.2, 4.6 and 5: repeat-feedback suppression. "Repeat-feedback suppression compares now with firstNow plus
// the delay period."
//
// Units: `now` and `firstNow` are milliseconds since the epoch; delay periods (multiple_feedback_delay_period,
// display_once_delay_period) are seconds. The SPEC gives no unit for them, but its one explicit period,
// display_interval, is in seconds, so the admin settings stay in one unit.

/**
 * True when the delay period has passed since the first display (`now >= firstNow + delay`).
 * - Never displayed (no firstNow) counts as elapsed, and so does a corrupt, non-finite firstNow: a broken
 *   record must not suppress feedback forever.
 * - No delay period (undefined, negative or non-finite) never elapses: switching prevention on without a period
 *   means "once"; a period of 0 elapses at once.
 */
export function delayElapsed(firstNow: number | undefined, delayPeriodSeconds: number | undefined, now: number): boolean {
  if (firstNow === undefined || !Number.isFinite(firstNow)) return true;
  if (delayPeriodSeconds === undefined || !Number.isFinite(delayPeriodSeconds) || delayPeriodSeconds < 0) return false;
  return now >= firstNow + delayPeriodSeconds * 1000;
}

export interface PreventMultipleFeedbackInput {
  /** The node's prevent_multiple_feedback. */
  preventMultiple: boolean;
  /** The stored per-node flag isLinkChannelDisplayedBefore. */
  displayedBefore: boolean;
  firstNow: number | undefined;
  /** The node's multiple_feedback_delay_period, in seconds. */
  delayPeriodSeconds: number | undefined;
  now: number;
}

export interface PreventMultipleFeedbackResult {
  /** The value to store back as isLinkChannelDisplayedBefore. */
  displayedBefore: boolean;
  /** The node's preventMultipleFeedbackMessage: show the repeat-feedback message instead of the flow. */
  showRepeatMessage: boolean;
}

/**
 * SPEC 4.2: "if the node forbids multiple feedback and the channel was displayed before, and the delay period has
 * elapsed since firstNow, the displayed flag resets to false. If the flag is still set afterwards,
 * preventMultipleFeedbackMessage becomes true and the repeat-feedback message is shown. Otherwise the displayed
 * flag is recorded as false."
 * The message needs prevention switched on: a node that allows repeat feedback never shows it, whatever was
 * stored while prevention was on.
 */
export function preventMultipleFeedback(input: PreventMultipleFeedbackInput): PreventMultipleFeedbackResult {
  const { preventMultiple, displayedBefore, firstNow, delayPeriodSeconds, now } = input;
  const stillDisplayed = preventMultiple && displayedBefore && !delayElapsed(firstNow, delayPeriodSeconds, now);
  return { displayedBefore: stillDisplayed, showRepeatMessage: stillDisplayed };
}
