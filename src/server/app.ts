import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { ERROR_CODES } from './api-error';
import { answerError, answerFrameworkError } from './error-answers';
import { answerClientConnectionError } from './client-connection-errors';
import { addSecurityHeaders } from './security-headers';
import { allowCrossOrigin } from './cross-origin';
import { parseJsonWithDepthLimit } from './json-body-parser';
import { capConnectionsPerAddress, connectionTimeouts } from './connection-limits';
import type { ServerContext } from './context';
import { feedbackRoutes } from './routes/feedbacks';
import { flowRoutes } from './routes/flows';
import { nodeRoutes } from './routes/nodes';
import { pageRoutes } from './routes/pages';
import { loaderRoute } from './routes/loader';
import { widgetRoutes } from './routes/widgets';
import { chatRoutes } from './routes/chat';
import { agentRoutes } from './routes/agent';
import { uploadRoutes } from './routes/uploads';
import { verificationRoutes } from './routes/verification';
import { requestRoutes } from './routes/requests';
import { integrationRoutes } from './routes/integration';
import { manageModule } from './manage/manage-module';
import { healthRoutes } from './observability/health-routes';
import { AccessLogController } from './observability/access-log';
import { trackHttpMetrics } from './observability/http-metrics';
import { redactingLogger, REQUEST_ID_HEADER, requestIdFor } from './observability/logging';
import { createMetrics, type Metrics } from './observability/metrics';
import { createReadinessCheck, sqliteFileOf } from './observability/readiness';
import { reportingOrigin } from './observability/reporting-meta';
import { webVitalsRoutes } from './observability/web-vitals-route';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public POST: limited per client address (README "Configuration": RATE_LIMIT_PER_MINUTE). */
    rateLimited?: boolean;
  }
}

/** Paths host pages call across origins (the widget loader); everything else is same-origin only. */
const CROSS_ORIGIN_PATHS = [/^\/v1\/web_widgets\/code\//, /^\/v2\/web_widgets\/[^/]+\/customers\/visit$/];

export type RouteModule = (app: FastifyInstance, context: ServerContext) => void | Promise<void>;

/**
 * The HTTP API of SPEC 7 with the hardening of issue #3 and the observability of issue #10 (request ids, logs without
 * personal data, /healthz, /readyz, /metrics on `metrics`). Extra route modules (chat, uploads, pages, ...) plug in.
 */
export async function buildApp(context: ServerContext, modules: readonly RouteModule[] = [], metrics: Metrics = createMetrics()): Promise<FastifyInstance> {
  const { config } = context;
  const reportTo = reportingOrigin(config);
  const app = Fastify({
    loggerInstance: redactingLogger(context.log),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: process.env.TRUST_PROXY === 'true',
    genReqId: requestIdFor,
    // Hot public paths at debug, failures and refusals always (issue #21).
    logController: new AccessLogController(),
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientConnectionError,
    ...connectionTimeouts(config.connections),
  });
  capConnectionsPerAddress(app.server, config.connections.perAddress);
  parseJsonWithDepthLimit(app, config.bodyLimitBytes);
  // Hooks every request runs are plain callbacks, not async functions: no promise and no extra tick each (issue #21).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  trackHttpMetrics(app, metrics);

  addSecurityHeaders(app, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React sets style attributes; scripts stay without 'unsafe-inline'.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Images from this server, inline ones, and the origins the operator named; never any https: site (issue #25).
        imgSrc: ["'self'", 'data:', 'blob:', ...config.imageOrigins],
        // This server (its socket.io too: 'self' covers ws/wss of the same host in CSP 3, and the public address is
        // named for browsers that do not) and the error-reporting service, when configured (README "Observability").
        connectSrc: ["'self'", socketOrigin(config.publicUrl), ...(reportTo ? [reportTo] : [])],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: false,
  });
  allowCrossOrigin(app, CROSS_ORIGIN_PATHS);
  app.addHook('onRoute', (route) => {
    if (route.config?.rateLimited) route.config = { ...route.config, rateLimit: { max: config.rateLimitPerMinute, timeWindow: 60_000 } } as typeof route.config;
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: ERROR_CODES.rate_limited,
      error: 'rate_limited',
      message: `Too many requests; try again in ${Math.ceil(context.ttl / 1000)} s`,
    }),
  });
  // Answers over 1 KB travel compressed (a flow inside its node is tens of kilobytes of JSON, read on phones);
  // built assets are compressed once at build time and served as they are (routes/pages.ts, preCompressed).
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(formbody, { bodyLimit: config.bodyLimitBytes });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 10, fieldSize: 64 * 1024 } });

  app.setErrorHandler(answerError);

  const readiness = createReadinessCheck(context.storage, sqliteFileOf(config.databaseUrl, config.dataDir));
  app.addHook('onClose', async () => readiness.close());
  healthRoutes(app, { metrics, readiness, metricsToken: config.metricsToken });
  webVitalsRoutes(app, metrics);

  for (const routes of [feedbackRoutes, nodeRoutes, loaderRoute, flowRoutes, widgetRoutes, chatRoutes, agentRoutes, uploadRoutes, verificationRoutes, requestRoutes, integrationRoutes, manageModule, ...modules]) await routes(app, context);
  // Last: it owns the not-found handler (redirects for pages, JSON 404 for the API).
  await pageRoutes(app, context);
  return app;
}

/** The public address as a WebSocket origin (http → ws, https → wss). */
function socketOrigin(publicUrl: string): string {
  const { protocol, host } = new URL(publicUrl);
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}`;
}
