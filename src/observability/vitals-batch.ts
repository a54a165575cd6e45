import { WEB_VITALS_PER_BEACON, type MeasuredWebVital, type WebVitalsBeacon } from '../lib/web-vitals';

/**
 * Collects a page's measurements and sends them together (one request when the page is hidden, not five);
 * a full batch goes at once so a long-lived page never holds an unbounded list.
 */
export function createVitalsBatch(page: string, send: (body: string) => void) {
  let pending: WebVitalsBeacon['vitals'] = [];
  const flush = () => {
    if (pending.length === 0) return;
    const body: WebVitalsBeacon = { page, vitals: pending };
    pending = [];
    send(JSON.stringify(body));
  };
  return {
    add(name: MeasuredWebVital, value: number) {
      // Whole milliseconds are plenty; CLS keeps four decimals.
      pending.push({ name, value: name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value) });
      if (pending.length >= WEB_VITALS_PER_BEACON) flush();
    },
    flush,
  };
}

/**
 * sendBeacon survives the page closing; where it is missing or refuses (a full queue), fetch with keepalive does the
 * same. Plain text keeps the request "simple" (no preflight); the server parses it as JSON.
 */
export function beaconTo(url: string): (body: string) => void {
  return (body) => {
    if (typeof navigator !== 'undefined' && navigator.sendBeacon?.(url, body)) return;
    void fetch(url, { method: 'POST', body, keepalive: true, credentials: 'same-origin', headers: { 'content-type': 'text/plain;charset=UTF-8' } }).catch(() => undefined);
  };
}
