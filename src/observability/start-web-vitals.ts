// Loaded as a chunk of its own after the page has rendered: measuring must not delay what it measures.
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { WEB_VITALS_PATH } from '../lib/web-vitals';
import { beaconTo, createVitalsBatch } from './vitals-batch';

/** Vitals timed from the navigation's start, which a page first seen later counts from its showing instead. */
const FROM_START = new Set(['FCP', 'LCP']);

/**
 * Measures LCP, FCP, CLS, INP and TTFB on a respondent page and sends them to the server in one beacon when the page
 * is hidden or left (web-vitals reports most of them only then). The server classifies them (SPEC 9 thresholds).
 *
 * `shownAt`: when the page was first shown, in performance.now() time; 0 for a page seen as it loads. A widget frame
 * prepared hidden (issue #21) is shown only when the widget opens: its paints count from then, as the respondent
 * waits for them from then, and its TTFB, a load nobody waited for, is not reported.
 */
export function startWebVitals(page: string, send: (body: string) => void = beaconTo(WEB_VITALS_PATH), shownAt = 0): () => void {
  const batch = createVitalsBatch(page, send);
  const report = (metric: Metric) => {
    if (shownAt > 0 && metric.name === 'TTFB') return;
    batch.add(metric.name, FROM_START.has(metric.name) ? Math.max(0, metric.value - shownAt) : metric.value);
    // web-vitals reports on the same "hidden" event we flush on; whichever listener ran first, this one is sent too.
    if (document.visibilityState === 'hidden') queueMicrotask(batch.flush);
  };
  for (const on of [onLCP, onFCP, onCLS, onINP, onTTFB]) on(report);
  const flushWhenHidden = () => document.visibilityState === 'hidden' && batch.flush();
  document.addEventListener('visibilitychange', flushWhenHidden);
  addEventListener('pagehide', batch.flush);
  return () => {
    document.removeEventListener('visibilitychange', flushWhenHidden);
    removeEventListener('pagehide', batch.flush);
  };
}
