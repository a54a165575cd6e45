import { describe, it, expect } from 'vitest';
import { delayElapsed, preventMultipleFeedback } from './repeat-feedback';

const T0 = Date.UTC(2024, 0, 1, 12, 0, 0);
const HOUR_S = 3600;

// SPEC 5: "Repeat-feedback suppression compares now with firstNow plus the delay period."
describe('delayElapsed', () => {
  it('is elapsed when the channel was never displayed', () => {
    expect(delayElapsed(undefined, HOUR_S, T0)).toBe(true);
  });

  it('is not elapsed one millisecond before firstNow plus the period (in seconds)', () => {
    expect(delayElapsed(T0, HOUR_S, T0 + HOUR_S * 1000 - 1)).toBe(false);
  });

  it('is elapsed exactly at firstNow plus the period, and after it', () => {
    expect(delayElapsed(T0, HOUR_S, T0 + HOUR_S * 1000)).toBe(true);
    expect(delayElapsed(T0, HOUR_S, T0 + HOUR_S * 1000 + 1)).toBe(true);
  });

  it('elapses at once with a period of 0', () => {
    expect(delayElapsed(T0, 0, T0)).toBe(true);
  });

  it('never elapses without a usable period', () => {
    const muchLater = T0 + 10 * 365 * 24 * HOUR_S * 1000;
    expect(delayElapsed(T0, undefined, muchLater)).toBe(false);
    expect(delayElapsed(T0, Number.NaN, muchLater)).toBe(false);
    expect(delayElapsed(T0, -1, muchLater)).toBe(false);
  });

  it('treats a corrupt firstNow as never displayed', () => {
    expect(delayElapsed(Number.NaN, HOUR_S, T0)).toBe(true);
  });

  it('is not elapsed while the clock is before firstNow', () => {
    expect(delayElapsed(T0, 0, T0 - 1)).toBe(false);
  });
});

// SPEC 4.2: "if the node forbids multiple feedback and the channel was displayed before, and the delay period has
// elapsed since firstNow, the displayed flag resets to false. If the flag is still set afterwards,
// preventMultipleFeedbackMessage becomes true and the repeat-feedback message is shown. Otherwise the displayed
// flag is recorded as false."
describe('preventMultipleFeedback', () => {
  const base = { preventMultiple: true, displayedBefore: true, firstNow: T0, delayPeriodSeconds: HOUR_S };

  it('shows the repeat message while the delay has not elapsed', () => {
    expect(preventMultipleFeedback({ ...base, now: T0 + 1000 })).toEqual({ displayedBefore: true, showRepeatMessage: true });
  });

  it('resets the flag and shows the flow once the delay has elapsed', () => {
    expect(preventMultipleFeedback({ ...base, now: T0 + HOUR_S * 1000 })).toEqual({ displayedBefore: false, showRepeatMessage: false });
  });

  it('shows the flow when the channel was not displayed before', () => {
    expect(preventMultipleFeedback({ ...base, displayedBefore: false, now: T0 + 1000 }))
      .toEqual({ displayedBefore: false, showRepeatMessage: false });
  });

  it('never shows the message when the node allows multiple feedback, and records the flag as false', () => {
    expect(preventMultipleFeedback({ ...base, preventMultiple: false, now: T0 + 1000 }))
      .toEqual({ displayedBefore: false, showRepeatMessage: false });
  });

  it('keeps suppressing without a delay period', () => {
    expect(preventMultipleFeedback({ ...base, delayPeriodSeconds: undefined, now: T0 + 1e12 }))
      .toEqual({ displayedBefore: true, showRepeatMessage: true });
  });

  it('shows the flow when displayed before but firstNow was never recorded', () => {
    expect(preventMultipleFeedback({ ...base, firstNow: undefined, now: T0 }))
      .toEqual({ displayedBefore: false, showRepeatMessage: false });
  });
});
