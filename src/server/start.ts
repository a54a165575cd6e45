import { deleteOrphanUploads } from './services/orphan-uploads';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Server } from 'socket.io';
import { buildApp, type RouteModule } from './app';
import type { ServerConfig } from './config';
import type { OwnerNotices, Realtime, ServerContext, SmsSender } from './context';
import { createMailSender, type MailSender } from './messaging/mail-sender';
import { mailedOwnerNotices } from './messaging/webhook-notice';
import { createSmsSender } from './messaging/sms-senders';
import { DIGEST_CHECK_INTERVAL_MS, sendDueDigests } from './messaging/digests';
import { CHAT_WAIT_CHECK_INTERVAL_MS, mailWaitingChats } from './messaging/chat-wait-notice';
import { startWebhookWorker, type WebhookWorker, type WebhookWorkerOptions } from './webhooks/delivery-worker';
import { attachSocketServer } from './realtime/socket-server';
import { sharedLegacyAgentToken } from './services/agent-token';
import { createUploadBlobs } from './services/upload-blobs';
import { chatPush } from './services/chat-detail';
import { agentPrincipal, resultsPrincipal } from './accounts/socket-auth';
import { createStorage } from './storage/create-storage';
import { createMetrics } from './observability/metrics';
import { countPendingPushes } from './observability/realtime-pending';
import { redactingLogger } from './observability/logging';
import type { Storage } from './storage/storage';
import type { PluginRegistry } from '../plugin-api/registry';
import { plugins as builtInPlugins } from '../../plugins';

const ORPHAN_SWEEP_INTERVAL_MS = 3_600_000;

export interface RunningServer {
  url: string;
  app: FastifyInstance;
  io: Server;
  storage: Storage;
  realtime: Realtime;
  /** The question styles this server accepts (StartOptions.plugins). */
  plugins: PluginRegistry;
  /** AGENT_TOKEN, else an earlier release's generated one shared through the database (services/agent-token.ts). */
  agentToken: string | undefined;
  /** Sends the outbox's events to webhook endpoints (issue #20); tests run a pass with runOnce(). */
  webhooks: WebhookWorker;
  /** Deletes the uploads nothing uses that are past their grace period now (it also runs every hour); how many. */
  sweepOrphanUploads(): Promise<number>;
  /** Sends the results digests due at the server's clock now (it also runs every 5 minutes); how many left. */
  sendDueDigests(): Promise<number>;
  /** Emails about chats waiting longer than CHAT_WAIT_MINUTES at the server's clock now (it also runs every minute); how many. */
  mailWaitingChats(): Promise<number>;
  close(): Promise<void>;
}

export interface StartOptions {
  clock?: () => number;
  sms?: SmsSender;
  /** Unset: SMTP_URL's server, or the log without it (messaging/mail-sender.ts). */
  mail?: MailSender;
  log?: FastifyBaseLogger;
  storage?: Storage;
  modules?: readonly RouteModule[];
  /** The question styles flows may use (main.ts passes the configured ones); the built-in styles by default. */
  plugins?: PluginRegistry;
  /** Who is told what the server did by itself (a disabled webhook endpoint); by default a log line. */
  notices?: OwnerNotices;
  /** Tests: the webhook worker's name resolution, jitter and poll interval. */
  webhookWorker?: Pick<WebhookWorkerOptions, 'resolve' | 'random' | 'pollMs'>;
}

/** Until the mail sender tells owners by email, a disabled endpoint is a log line (besides the audit log and the console). */
/** How long stopping waits for answers still being sent before it closes their connections. */
const SHUTDOWN_GRACE_MS = 5_000;

/** Opens storage, builds the API with realtime on the same port, and listens. */
export async function startServer(settings: ServerConfig, options: StartOptions = {}): Promise<RunningServer> {
  // Everything the server logs (requests, realtime, the development SMS sender) leaves without personal data.
  const log = redactingLogger(options.log ?? (pino({ level: process.env.LOG_LEVEL ?? 'info' }) as unknown as FastifyBaseLogger));
  const storage = options.storage ?? (await createStorage({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir, migrate: settings.migrateOnStart, queryTimeoutMs: settings.databaseQueryTimeoutMs, preparedStatements: settings.databasePreparedStatements }));
  const agentToken = settings.agentToken ?? (await sharedLegacyAgentToken(storage, settings.dataDir, Date.now()));
  const config: ServerConfig = { ...settings, agentToken };
  // The socket server needs the HTTP server and the routes need the realtime: a late-bound reference joins them.
  const bound: { realtime?: Realtime } = {};
  const counted = countPendingPushes({
    chatChanged: (id, change) => bound.realtime?.chatChanged(id, change) ?? Promise.resolve(),
    connectedSockets: () => bound.realtime?.connectedSockets() ?? 0,
    endUserSockets: async (userId) => bound.realtime?.endUserSockets?.(userId),
    resultsChanged: (flowId) => bound.realtime?.resultsChanged?.(flowId),
    toAgents: (event, body, feedbackId) => bound.realtime?.toAgents?.(event, body, feedbackId),
    connectedAgents: async () => (await bound.realtime?.connectedAgents?.()) ?? new Set(),
  });
  const lateRealtime: Realtime = counted.realtime;
  const metrics = createMetrics();
  metrics.readRealtime({ pendingEvents: counted.pending, connectedSockets: lateRealtime.connectedSockets });
  const mail = options.mail ?? createMailSender(config.mail, log);
  const context: ServerContext = {
    config,
    storage,
    realtime: lateRealtime,
    files: createUploadBlobs(config),
    sms: options.sms ?? createSmsSender(config.sms, log),
    mail,
    notices: options.notices ?? mailedOwnerNotices(storage, mail, config.publicUrl, log),
    clock: options.clock ?? Date.now,
    log,
    plugins: options.plugins ?? builtInPlugins,
  };
  if (config.agentToken) log.warn('AGENT_TOKEN is set: it works as an agent-role API token for this release only; give agents accounts or API tokens instead (README "Accounts")');
  const app = await buildApp(context, options.modules ?? [], metrics);
  const attached = await attachSocketServer(app.server, { storage, snapshot: (id, change) => chatPush(storage, id, change), authenticateAgent: (credentials) => agentPrincipal(credentials, context), authenticateResults: (credentials) => resultsPrincipal(credentials, context), databaseUrl: config.databaseUrl, redisUrl: config.redisUrl, redisPrefix: config.redisPrefix, log, limits: { ...config.sockets, trustProxy: process.env.TRUST_PROXY === 'true' } });
  bound.realtime = attached.realtime;
  await app.listen({ port: config.port, host: config.host });
  const webhooks = startWebhookWorker({ storage, clock: context.clock, log, notices: context.notices, settings: config.webhooks, ...options.webhookWorker });
  const sweepOrphanUploads = () => deleteOrphanUploads(context, context.clock());
  const sweeper = setInterval(() => {
    sweepOrphanUploads().then(
      (deleted) => deleted > 0 && log.info({ deleted }, 'deleted uploads no feedback or chat used'),
      (error: unknown) => log.warn({ err: error }, 'the upload sweep failed; it runs again in an hour'),
    );
  }, ORPHAN_SWEEP_INTERVAL_MS).unref();
  const dueDigests = () => sendDueDigests(context, context.clock());
  const digestTimer = setInterval(() => {
    dueDigests().catch((error: unknown) => log.warn({ err: error }, 'the digest check failed; it runs again in 5 minutes'));
  }, DIGEST_CHECK_INTERVAL_MS).unref();
  const waitingChats = () => mailWaitingChats(context, context.clock());
  const waitTimer = config.chatWaitMinutes > 0 ? setInterval(() => {
    waitingChats().catch((error: unknown) => log.warn({ err: error }, 'the waiting-chats check failed; it runs again in a minute'));
  }, CHAT_WAIT_CHECK_INTERVAL_MS).unref() : undefined;
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    io: attached.io,
    storage,
    realtime: lateRealtime,
    plugins: context.plugins,
    agentToken,
    webhooks,
    sweepOrphanUploads,
    sendDueDigests: dueDigests,
    mailWaitingChats: waitingChats,
    async close() {
      clearInterval(sweeper);
      clearInterval(digestTimer);
      clearInterval(waitTimer);
      await webhooks.stop();
      // Answers in flight get a grace period; a client that never reads its answer (a compressed body waits on
      // the stream) or never finishes its request does not hold the shutdown for ever. The timer starts before
      // socket.io closes, because io.close() also closes the HTTP server and waits for its connections.
      const force = setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS);
      try {
        await attached.close();
        await app.close();
      } finally {
        clearTimeout(force);
      }
      if (!options.storage) await storage.close();
    },
  };
}
