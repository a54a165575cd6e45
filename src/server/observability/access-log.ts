import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Routes every respondent and every probe calls, many times a second under load (issue #21: one run logged 163,720
 * info lines). Their successful answers are logged at debug; the route pattern is matched, never the raw URL.
 */
const HOT_ROUTES = new Set([
  'GET /v1/web_widgets/code/:code',
  'GET /v1/nodes/:nodeId',
  'POST /v1/feedbacks',
  'POST /v2/web_widgets/:nodeId/customers/visit',
  'GET /feedback',
  'GET /web_feedback',
  'GET /widget',
  'GET /loader.js',
  // Built scripts, styles and images (@fastify/static's wildcard).
  'GET /*',
  'GET /healthz',
  'GET /readyz',
  'GET /metrics',
]);

type AccessLogLevel = 'debug' | 'info' | 'warn' | 'error';

/** A server failure is an error, a refusal a warning; a success is info, or debug on a hot route. */
function accessLogLevel(method: string, route: string | undefined, statusCode: number): AccessLogLevel {
  if (statusCode >= 500) return 'error';
  if (statusCode >= 400) return 'warn';
  const verb = method === 'HEAD' ? 'GET' : method;
  return route !== undefined && HOT_ROUTES.has(`${verb} ${route}`) ? 'debug' : 'info';
}

/**
 * Fastify's request log lines with levels chosen per request (Fastify writes two info lines a request):
 * `incoming request` at debug, and `request completed` with the method, the filtered URL, the status and the time at
 * the level above. LOG_LEVEL=debug brings the full access log back; at info the log keeps what someone reads it for:
 * failures, refusals, and the console's and agents' calls.
 */
export class AccessLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
      return;
    }
    const level = accessLogLevel(request.method, request.routeOptions.url, reply.statusCode);
    reply.log[level]({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }

  // The completion line of the 404 says the same at warn.
  override routeNotFound(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'route not found');
  }
}
