import type { FastifyInstance } from 'fastify';
import { MEASURED_WEB_VITALS, WEB_VITALS_PATH, WEB_VITALS_PER_BEACON, type WebVitalsBeacon } from '../../lib/web-vitals';
import { RESPONDENT_ROUTES } from '../routes/pages';
import type { Metrics } from './metrics';

const BEACON_BYTES = 4096;

/** The beacon body (src/lib/web-vitals.ts); Fastify validates it before the handler runs. */
const beaconSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['page', 'vitals'],
  properties: {
    page: { type: 'string', enum: [...RESPONDENT_ROUTES] },
    vitals: {
      type: 'array',
      minItems: 1,
      maxItems: WEB_VITALS_PER_BEACON,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'value'],
        // Up to 10 minutes: anything longer is a page left open in a background tab, not a measurement.
        properties: { name: { type: 'string', enum: [...MEASURED_WEB_VITALS] }, value: { type: 'number', minimum: 0, maximum: 600_000 } },
      },
    },
  },
} as const;

/**
 * POST /v1/web_vitals: respondent pages' measurements (LCP, FCP, CLS, INP, TTFB) into the /metrics histograms.
 * Pages send with navigator.sendBeacon, whose body is text/plain; here that text is read as JSON.
 */
export function webVitalsRoutes(app: FastifyInstance, metrics: Metrics): void {
  app.register(async (scope) => {
    scope.removeContentTypeParser('text/plain');
    scope.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: BEACON_BYTES }, (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(Object.assign(new Error('The body is not JSON'), { statusCode: 400 }), undefined);
      }
    });
    scope.post(WEB_VITALS_PATH, { config: { rateLimited: true }, bodyLimit: BEACON_BYTES, schema: { body: beaconSchema } }, async (request, reply) => {
      const { page, vitals } = request.body as WebVitalsBeacon;
      for (const { name, value } of vitals) metrics.recordWebVital(name, value, page);
      return reply.status(204).send();
    });
  });
}
