import type { FastifyRequest } from 'fastify';
import { ERROR_REPORTING } from '../../lib/constants';
import { REPORT_DATA_COLLECTION, scrubReport, scrubSpan } from '../../lib/scrub-report';
import type { ServerConfig } from '../config';

type SentryNode = typeof import('@sentry/node');
type NodeOptions = NonNullable<Parameters<SentryNode['init']>[0]>;

let sentry: SentryNode | undefined;

/**
 * Error reporting for the server process (issue #10), on only with SENTRY_DSN in production. The SDK is imported
 * here, on demand, so a server without reporting neither loads it nor pays for its instrumentation.
 * Trace headers go only to our own address (PUBLIC_URL), never to the integration proxy's or a dynamic request's
 * third-party hosts.
 */
export async function startServerReporting(config: ServerConfig, overrides: Pick<NodeOptions, 'transport'> = {}): Promise<boolean> {
  if (!config.reporting) return false;
  sentry = await import('@sentry/node');
  sentry.init({
    dsn: config.reporting.dsn,
    environment: config.reporting.environment,
    release: config.reporting.release,
    tracesSampleRate: ERROR_REPORTING.tracesSampleRate,
    tracePropagationTargets: [config.publicUrl],
    dataCollection: REPORT_DATA_COLLECTION,
    // The app's error handler reports (app.ts): unexpected 500s only, with the route and request id. The SDK's own
    // Fastify hook would report the same error first, without them, and Dedupe would then drop ours.
    integrations: (defaults) => [...defaults.filter((integration) => integration.name !== 'Fastify'), sentry!.fastifyIntegration({ shouldHandleError: () => false })],
    beforeSend: (event) => scrubReport(event),
    beforeSendSpan: (span) => scrubSpan(span),
    ...overrides,
  });
  return true;
}

/** An unexpected server error (a 500): to the reporting service when it is on; the log has it either way. */
export function reportServerError(error: unknown, request: FastifyRequest): void {
  sentry?.captureException(error, { tags: { route: request.routeOptions.url ?? 'unmatched', method: request.method }, extra: { requestId: request.id } });
}

/** Sends what is queued before the process exits. */
export async function flushServerReporting(timeoutMs = 2000): Promise<void> {
  await sentry?.flush(timeoutMs);
}
