import path from 'node:path';

/** Server settings, all from environment variables with the defaults the README's table lists. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Unset: the embedded SQLite database under dataDir. */
  databaseUrl: string | undefined;
  /** Set: socket.io events cross processes through Redis instead of PostgreSQL. */
  redisUrl: string | undefined;
  /** Prefix of the Redis channels, so deployments sharing one Redis stay apart. */
  redisPrefix: string;
  /** Where the embedded database and uploaded files live. */
  dataDir: string;
  /** The address respondents and host pages reach this server at, for links and printed URLs. */
  publicUrl: string;
  /** Where unknown paths redirect (SPEC 2.1); unset: our own 404 page (issue #16). */
  notFoundUrl: string | undefined;
  /** The provider's public site by language (SPEC 1: Turkish or English badge link). */
  providerSite: { en: string; tr: string };
  /** Agents sign in to the console with this; generated and printed at first start when unset. */
  agentToken: string | undefined;
  uploadMaxBytes: number;
  bodyLimitBytes: number;
  /** The management routes that carry a whole flow (create, draft, a test's recorded flow): a big flow is megabytes. */
  flowBodyLimitBytes: number;
  /** Public POST calls a client address may make per minute before 429. */
  rateLimitPerMinute: number;
  /** Hosts of the product itself, always allowed to embed the widget (SPEC 5 domain check). */
  productHosts: string[];
  /** PostgreSQL queries without an answer for this long fail with 503 (a silent network). */
  databaseQueryTimeoutMs: number;
  /** PostgreSQL: prepare recurring writes per connection (storage/prepared-statements.ts); false behind a pooler that cannot keep them. */
  databasePreparedStatements: boolean;
  /** Realtime sessions per address and chat subscriptions per address a minute (issue #25 finding 6). */
  sockets: { sessionsPerAddress: number; subscribesPerMinute: number };
  /** Anonymous uploads (issue #25 finding 4). */
  uploads: { orphanHours: number; quotaMbPerHour: number; minFreeMb: number };
  /** Origins pages may show images from besides this server (img-src), e.g. a CDN holding node logos. */
  imageOrigins: string[];
  /** production: error reporting on, no development SMS sender output of codes. */
  production: boolean;
  /** CHAT_AUTO_ASSIGN: `round_robin` gives each new chat to the next available agent (issue #22); `off` leaves it unassigned. */
  chatAutoAssign: 'off' | 'round_robin';
  /** CHAT_WAIT_MINUTES: a chat whose customer has waited this long for a reply is emailed about once per wait (issue #22); 0 turns it off. */
  chatWaitMinutes: number;
  /** Folder of the built client (Parcel output). */
  clientDir: string;
  /** Error reporting (issue #10): set only with SENTRY_DSN in production (SPEC 9 "events only in production"). */
  reporting: ReportingSettings | undefined;
  /** METRICS_TOKEN: when set, GET /metrics needs `Authorization: Bearer <token>`; unset, it is open. */
  metricsToken: string | undefined;
  /** Console sessions end after this long without a request (SESSION_IDLE_MINUTES) and this long after sign-in (SESSION_MAX_HOURS). */
  sessionIdleMs: number;
  sessionMaxMs: number;
  /** Sign-in, setup and invitation calls a client address may make per minute (SIGN_IN_RATE_PER_MINUTE). */
  signInRatePerMinute: number;
  /** Issue #25: limits that keep idle or slow connections from holding the server's sockets. */
  connections: ConnectionLimits;
  /** UPLOADS_URL=s3://bucket/prefix: uploads in an S3-compatible store every process reads; unset: DATA_DIR/uploads. */
  s3: S3Settings | undefined;
  /** MIGRATE_ON_START=false leaves migrating to `canvass migrate up` (rolling upgrades). */
  migrateOnStart: boolean;
  /** Email (issue #20): SMTP_URL unset writes mails to the log instead (the development sender). */
  mail: MailSettings;
  /** SMS for phone_verification (issue #20): SMS_SENDER picks the adapter; `log` is the development sender. */
  sms: SmsSettings;
  /** Outbound webhooks (issue #20); allowPrivate also lets the integration proxy reach private addresses. */
  webhooks: { allowPrivate: boolean; timeoutMs: number; retryBaseMs: number };
}

export interface MailSettings {
  smtpUrl: string | undefined;
  from: string;
}

export type SmsSettings =
  | { sender: 'log' }
  | { sender: 'http'; url: string; method: string; body: string; contentType: string; authHeader: string | undefined }
  | { sender: 'twilio'; apiUrl: string; accountSid: string; authToken: string; from: string };

export interface ConnectionLimits {
  /** A connection with no bytes either way for this long is closed. */
  idleTimeoutMs: number;
  /** A request must arrive whole (headers and body) within this. */
  requestTimeoutMs: number;
  /** Its headers must arrive within this. */
  headersTimeoutMs: number;
  /** A kept-alive connection waits this long for the next request. */
  keepAliveTimeoutMs: number;
  /** Open connections (HTTP and realtime) one client address may hold; more are closed at once. */
  perAddress: number;
}

export interface S3Settings {
  bucket: string;
  /** Key prefix, empty or ending in a slash. */
  prefix: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

interface ReportingSettings {
  dsn: string;
  environment: string;
  release: string | undefined;
  /** The provider's own domains (PUBLIC_URL's host plus SENTRY_ALLOWED_URLS): errors thrown elsewhere are not reported. */
  allowUrls: string[];
}

function integer(name: string, fallback: number, env: NodeJS.ProcessEnv): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, not "${raw}"`);
  return value;
}

function flag(name: string, fallback: boolean, env: NodeJS.ProcessEnv): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'true' || raw === 'false') return raw === 'true';
  throw new Error(`${name} must be true or false, not "${raw}"`);
}

function s3Settings(env: NodeJS.ProcessEnv): S3Settings | undefined {
  const raw = env.UPLOADS_URL;
  if (!raw) return undefined;
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(raw);
  if (!match) throw new Error(`UPLOADS_URL must look like s3://bucket or s3://bucket/prefix, not "${raw}"`);
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  return {
    bucket: match[1]!,
    prefix: prefix ? `${prefix}/` : '',
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: flag('S3_FORCE_PATH_STYLE', true, env),
  };
}

/** An image origin as CSP wants it (scheme://host[:port]); anything else is a configuration mistake said at start. */
function imageOrigin(raw: string): string {
  const parsed = URL.canParse(raw) ? new URL(raw) : undefined;
  if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== raw.replace(/\/$/, '')) throw new Error(`IMAGE_ORIGINS must list origins such as https://cdn.example.com, not "${raw}"`);
  return parsed.origin;
}

function mailSettings(env: NodeJS.ProcessEnv, publicUrl: string): MailSettings {
  const smtpUrl = env.SMTP_URL || undefined;
  if (smtpUrl && !/^smtps?:\/\/[^/]+/.test(smtpUrl)) throw new Error(`SMTP_URL must look like smtp://user:password@host:587 or smtps://host:465, not "${smtpUrl}"`);
  return { smtpUrl, from: env.MAIL_FROM || `Canvass <canvass@${new URL(publicUrl).hostname}>` };
}

/** The SMS adapter and its settings; a missing setting of the chosen adapter is said at start, not at the first code. */
function smsSettings(env: NodeJS.ProcessEnv): SmsSettings {
  const sender = env.SMS_SENDER || 'log';
  const required = (name: string, value: string | undefined) => {
    if (!value) throw new Error(`SMS_SENDER=${sender} needs ${name}`);
    return value;
  };
  if (sender === 'log') return { sender };
  if (sender === 'http') {
    const url = required('SMS_HTTP_URL', env.SMS_HTTP_URL);
    if (!/^https?:\/\//.test(url)) throw new Error(`SMS_HTTP_URL must start with http:// or https://, not "${url}"`);
    const authHeader = env.SMS_HTTP_AUTH_HEADER || undefined;
    if (authHeader && !/^[A-Za-z0-9-]+:\s*\S/.test(authHeader)) throw new Error('SMS_HTTP_AUTH_HEADER must look like "Authorization: Bearer <key>"');
    return {
      sender,
      url,
      method: (env.SMS_HTTP_METHOD || 'POST').toUpperCase(),
      body: env.SMS_HTTP_BODY ?? '{"to":"{to}","text":"{text}"}',
      contentType: env.SMS_HTTP_CONTENT_TYPE || 'application/json',
      authHeader,
    };
  }
  if (sender === 'twilio') {
    return { sender, apiUrl: (env.TWILIO_API_URL || 'https://api.twilio.com').replace(/\/$/, ''), accountSid: required('TWILIO_ACCOUNT_SID', env.TWILIO_ACCOUNT_SID), authToken: required('TWILIO_AUTH_TOKEN', env.TWILIO_AUTH_TOKEN), from: required('TWILIO_FROM', env.TWILIO_FROM) };
  }
  throw new Error(`SMS_SENDER must be log, http or twilio, not "${sender}"`);
}

const list = (raw: string | undefined) => (raw ?? '').split(',').map((item) => item.trim()).filter(Boolean);

function reportingSettings(env: NodeJS.ProcessEnv, publicUrl: string): ReportingSettings | undefined {
  const dsn = env.SENTRY_DSN;
  if (!dsn || env.NODE_ENV !== 'production') return undefined;
  if (!/^https?:\/\/[^/]+@[^/]+\/.+/.test(dsn)) throw new Error('SENTRY_DSN must look like https://<key>@<host>/<project>');
  return {
    dsn,
    environment: env.SENTRY_ENVIRONMENT || 'production',
    release: env.SENTRY_RELEASE || undefined,
    allowUrls: [new URL(publicUrl).hostname, ...list(env.SENTRY_ALLOWED_URLS)],
  };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  const port = integer('PORT', 8080, env);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || 'canvass',
    dataDir: path.resolve(cwd, env.DATA_DIR ?? 'data'),
    publicUrl,
    notFoundUrl: env.NOT_FOUND_URL || undefined,
    providerSite: { en: env.PROVIDER_SITE_EN ?? 'https://canvass.example.com/en', tr: env.PROVIDER_SITE_TR ?? 'https://canvass.example.com/tr' },
    agentToken: env.AGENT_TOKEN || undefined,
    uploadMaxBytes: integer('UPLOAD_MAX_BYTES', 10 * 1024 * 1024, env),
    bodyLimitBytes: integer('BODY_LIMIT_BYTES', 1024 * 1024, env),
    flowBodyLimitBytes: integer('FLOW_BODY_LIMIT_BYTES', 16 * 1024 * 1024, env),
    rateLimitPerMinute: integer('RATE_LIMIT_PER_MINUTE', 600, env),
    productHosts: [new URL(publicUrl).hostname, ...(env.PRODUCT_HOSTS ?? '').split(',').map((h) => h.trim()).filter(Boolean)],
    databaseQueryTimeoutMs: integer('DATABASE_QUERY_TIMEOUT_MS', 10_000, env),
    databasePreparedStatements: flag('DATABASE_PREPARED_STATEMENTS', true, env),
    sockets: {
      sessionsPerAddress: integer('SOCKETS_PER_ADDRESS', 50, env),
      subscribesPerMinute: integer('SOCKET_SUBSCRIBES_PER_MINUTE', 120, env),
    },
    uploads: {
      orphanHours: integer('UPLOAD_ORPHAN_HOURS', 24, env),
      quotaMbPerHour: integer('UPLOAD_QUOTA_MB_PER_HOUR', 200, env),
      minFreeMb: integer('UPLOAD_MIN_FREE_MB', 500, env),
    },
    imageOrigins: list(env.IMAGE_ORIGINS).map((origin) => imageOrigin(origin)),
    production: env.NODE_ENV === 'production',
    chatAutoAssign: env.CHAT_AUTO_ASSIGN === 'round_robin' ? 'round_robin' : 'off',
    chatWaitMinutes: integer('CHAT_WAIT_MINUTES', 10, env),
    clientDir: path.resolve(cwd, env.CLIENT_DIR ?? 'dist/client'),
    reporting: reportingSettings(env, publicUrl),
    metricsToken: env.METRICS_TOKEN || undefined,
    sessionIdleMs: integer('SESSION_IDLE_MINUTES', 12 * 60, env) * 60_000,
    sessionMaxMs: integer('SESSION_MAX_HOURS', 7 * 24, env) * 3_600_000,
    signInRatePerMinute: integer('SIGN_IN_RATE_PER_MINUTE', 30, env),
    connections: {
      idleTimeoutMs: integer('CONNECTION_IDLE_TIMEOUT_MS', 60_000, env),
      requestTimeoutMs: integer('REQUEST_TIMEOUT_MS', 30_000, env),
      headersTimeoutMs: integer('HEADERS_TIMEOUT_MS', 10_000, env),
      keepAliveTimeoutMs: integer('KEEP_ALIVE_TIMEOUT_MS', 5_000, env),
      perAddress: integer('CONNECTIONS_PER_ADDRESS', 200, env),
    },
    s3: s3Settings(env),
    migrateOnStart: flag('MIGRATE_ON_START', true, env),
    mail: mailSettings(env, publicUrl),
    sms: smsSettings(env),
    webhooks: {
      allowPrivate: flag('WEBHOOK_ALLOW_PRIVATE', false, env),
      timeoutMs: integer('WEBHOOK_TIMEOUT_MS', 10_000, env),
      retryBaseMs: integer('WEBHOOK_RETRY_BASE_MS', 10_000, env),
    },
  };
}
