import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { rateWebVital, type MeasuredWebVital } from '../../lib/web-vitals';

/** What the realtime layer can tell at scrape time (src/server/start.ts wires it once sockets are attached). */
export interface RealtimeReadings {
  pendingEvents(): number;
  connectedSockets(): number;
}

// Bucket edges include the SPEC 9 thresholds, so good / needs-improvement / poor counts can be read off the buckets too.
// The vital's label is `vital`, not `name`: some text-format parsers (parse-prometheus-text-format) mistake a `name`
// label for the metric's own name.
const VITAL_SECONDS_BUCKETS = [0.05, 0.1, 0.2, 0.5, 0.8, 1, 1.8, 2.5, 3, 4, 6, 10, 20];
const CLS_BUCKETS = [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1];
const HTTP_SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The server's Prometheus metrics (issue #10), on a registry of its own per server instance: tests and the bench
 * start several servers in one process, and prom-client's global registry would refuse the second set of names.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const httpRequests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by route pattern, method and status', labelNames: ['route', 'method', 'status'] as const, registers });
  const httpDuration = new Histogram({ name: 'http_request_duration_seconds', help: 'Time to answer HTTP requests, by route pattern and method', labelNames: ['route', 'method'] as const, buckets: HTTP_SECONDS_BUCKETS, registers });
  const feedbacksStored = new Counter({ name: 'canvass_feedbacks_stored_total', help: 'Feedback saves acknowledged (POST /v1/feedbacks answered 2xx), complete or partial', labelNames: ['completed'] as const, registers });
  const vitalSeconds = new Histogram({ name: 'canvass_web_vital_seconds', help: 'LCP, FCP, INP and TTFB measured on respondent pages, rated by the SPEC 9 thresholds', labelNames: ['vital', 'rating', 'page'] as const, buckets: VITAL_SECONDS_BUCKETS, registers });
  const vitalCls = new Histogram({ name: 'canvass_web_vital_cls', help: 'Cumulative layout shift measured on respondent pages, rated by the SPEC 9 thresholds', labelNames: ['rating', 'page'] as const, buckets: CLS_BUCKETS, registers });

  let realtime: RealtimeReadings = { pendingEvents: () => 0, connectedSockets: () => 0 };
  new Gauge({
    name: 'canvass_realtime_pending_events',
    help: 'Chat changes accepted but not yet pushed to their room (waiting behind an earlier push of the same chat, or being read)',
    registers,
    collect() {
      this.set(realtime.pendingEvents());
    },
  });
  new Gauge({
    name: 'canvass_connected_sockets',
    help: 'Realtime sockets connected to this process (respondents and agents)',
    registers,
    collect() {
      this.set(realtime.connectedSockets());
    },
  });

  return {
    registry,
    recordRequest(route: string, method: string, status: number, seconds: number): void {
      httpRequests.inc({ route, method, status: String(status) });
      httpDuration.observe({ route, method }, seconds);
    },
    recordFeedbackStored(completed: boolean): void {
      feedbacksStored.inc({ completed: String(completed) });
    },
    /** `value` as measured: milliseconds, except CLS. */
    recordWebVital(name: MeasuredWebVital, value: number, page: string): void {
      const rating = rateWebVital(name, value);
      if (name === 'CLS') vitalCls.observe({ rating, page }, value);
      else vitalSeconds.observe({ vital: name, rating, page }, value / 1000);
    },
    readRealtime(readings: RealtimeReadings): void {
      realtime = readings;
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
