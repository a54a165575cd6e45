import type { FastifyInstance } from 'fastify';
import { CANVASS_VERSION } from '../../lib/version';
import { secretsEqual } from '../services/tokens';
import type { Metrics } from './metrics';
import type { createReadinessCheck } from './readiness';

export interface HealthRouteOptions {
  metrics: Metrics;
  readiness: ReturnType<typeof createReadinessCheck>;
  /** METRICS_TOKEN: when set, /metrics answers only `Authorization: Bearer <token>`. */
  metricsToken: string | undefined;
}

// Probes and scrapes come every few seconds: their request lines would drown the log, so only warnings are kept.
const QUIET = { logLevel: 'warn' } as const;

/**
 * Operations endpoints (issue #10). Not rate limited (only routes marked rateLimited are) and same-origin only for
 * CORS (app.ts lists the cross-origin paths); a probe or a scraper is not a browser.
 */
export function healthRoutes(app: FastifyInstance, { metrics, readiness, metricsToken }: HealthRouteOptions): void {
  /** The process is up and its event loop answers; the version tells a rolling upgrade which release answers. */
  app.get('/healthz', QUIET, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok', version: CANVASS_VERSION };
  });

  /** The database answers: a load balancer sends traffic only while this is 200. */
  app.get('/readyz', QUIET, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const result = await readiness.check();
    if (result.ready) return { status: 'ready' };
    return reply.status(503).header('retry-after', '5').send({ status: 'unavailable', database: result.reason });
  });

  app.get('/metrics', QUIET, async (request, reply) => {
    if (metricsToken) {
      const presented = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
      if (!secretsEqual(presented, metricsToken)) return reply.status(401).header('www-authenticate', 'Bearer').send({ status: 'unauthorized' });
    }
    reply.header('cache-control', 'no-store').type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}
