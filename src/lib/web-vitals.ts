import { WEB_VITAL_THRESHOLDS } from './constants';

/** The vitals measured on respondent pages (issue #10); FID is gone from web-vitals 5+, INP replaced it. */
export const MEASURED_WEB_VITALS = ['LCP', 'FCP', 'CLS', 'INP', 'TTFB'] as const;
export type MeasuredWebVital = (typeof MEASURED_WEB_VITALS)[number];
export type WebVitalName = keyof typeof WEB_VITAL_THRESHOLDS;
export type WebVitalRating = 'good' | 'needs-improvement' | 'poor';

/** Where respondent pages send their measurements, in batches (the beacon body below). */
export const WEB_VITALS_PATH = '/v1/web_vitals';
/** Most measurements one beacon carries; a page yields at most one of each vital, more after a back-forward restore. */
export const WEB_VITALS_PER_BEACON = 20;

export interface WebVitalsBeacon {
  /** The respondent route measured (SPEC 2.1), e.g. "/feedback". */
  page: string;
  /** Milliseconds, except CLS (unitless). */
  vitals: { name: MeasuredWebVital; value: number }[];
}

/**
 * SPEC 9 classification: at or under the first threshold is good, over the second is poor, in between needs
 * improvement (the same boundaries web-vitals uses, so a value right on a threshold keeps the better rating).
 */
export function rateWebVital(name: WebVitalName, value: number): WebVitalRating {
  const [good, poor] = WEB_VITAL_THRESHOLDS[name];
  if (value > poor) return 'poor';
  return value > good ? 'needs-improvement' : 'good';
}
