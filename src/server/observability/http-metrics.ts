import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics';

/**
 * Counts every answer by route pattern (never the raw URL: ids and queries would make a series per request), and
 * acknowledged feedback saves, from the answer of POST /v1/feedbacks so the feedback service stays untouched.
 */
export function trackHttpMetrics(app: FastifyInstance, metrics: Metrics): void {
  // A callback, not an async hook: every request runs it (issue #21).
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.recordRequest(route, request.method, reply.statusCode, reply.elapsedTime / 1000);
    if (route === '/v1/feedbacks' && request.method === 'POST' && reply.statusCode >= 200 && reply.statusCode < 300) {
      // SPEC 7: X-COMPLETED false marks a partial save; anything else completes the feedback (routes/feedbacks.ts).
      metrics.recordFeedbackStored(request.headers['x-completed'] !== 'false');
    }
    done();
  });
}
