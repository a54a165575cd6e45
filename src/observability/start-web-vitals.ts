// Loaded as a chunk of its own after the page has rendered: measuring must not delay what it measures.
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { WEB_VITALS_PATH } from '../lib/web-vitals';
import { beaconTo, createVitalsBatch } from './vitals-batch';

/**
 * Measures LCP, FCP, CLS, INP and TTFB on a respondent page and sends them to the server in one beacon when the page
 * is hidden or left (web-vitals reports most of them only then). The server classifies them (SPEC 9 thresholds).
 */
export function startWebVitals(page: string, send: (body: string) => void = beaconTo(WEB_VITALS_PATH)): () => void {
  const batch = createVitalsBatch(page, send);
  const report = (metric: Metric) => {
    batch.add(metric.name, metric.value);
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
