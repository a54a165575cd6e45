/**
 * Every environment variable the server reads, with its default and meaning: the one list .env.example and the
 * README's configuration table are checked against (tests/release/settings-documented.test.ts), and that test also
 * fails when src/server reads a variable this list lacks. `fallback` is what applies when the variable is unset
 * ('' when it stays unset).
 */
export interface Setting {
  name: string;
  fallback: string;
  meaning: string;
}

export const SETTINGS: readonly Setting[] = [
  { name: 'PORT', fallback: '8080', meaning: 'HTTP and realtime port' },
  { name: 'HOST', fallback: '0.0.0.0', meaning: 'address to listen on' },
  { name: 'PUBLIC_URL', fallback: 'http://localhost:8080', meaning: 'the address people reach this server at (printed links, the widget domain check); default http://localhost:PORT' },
  { name: 'DATA_DIR', fallback: './data', meaning: 'the embedded SQLite database and, without UPLOADS_URL, uploaded files' },
  { name: 'DATABASE_URL', fallback: '', meaning: 'postgres://... for PostgreSQL; unset: SQLite file DATA_DIR/canvass.sqlite' },
  { name: 'DATABASE_QUERY_TIMEOUT_MS', fallback: '10000', meaning: 'PostgreSQL: a query with no answer for this long fails, answered 503 (a silent network never holds requests)' },
  { name: 'DATABASE_PREPARED_STATEMENTS', fallback: 'true', meaning: 'PostgreSQL: each connection prepares the writes it sends again and again; false behind a pooler that cannot keep prepared statements (PgBouncer in transaction mode before 1.21)' },
  { name: 'MIGRATE_ON_START', fallback: 'true', meaning: 'false: do not migrate the database at start (run `canvass migrate up` yourself, e.g. in rolling upgrades)' },
  { name: 'REDIS_URL', fallback: '', meaning: 'Redis for realtime across server processes; unset: PostgreSQL LISTEN/NOTIFY between processes' },
  { name: 'REDIS_PREFIX', fallback: 'canvass', meaning: 'prefix of the Redis channels, one per deployment sharing a Redis' },
  { name: 'UPLOADS_URL', fallback: '', meaning: 's3://bucket/prefix: uploaded files in an S3-compatible store, shared by every process; unset: DATA_DIR/uploads' },
  { name: 'S3_ENDPOINT', fallback: '', meaning: 'the S3-compatible store\'s address (MinIO, Ceph, R2...); unset: AWS S3' },
  { name: 'S3_REGION', fallback: 'us-east-1', meaning: 'the bucket\'s region' },
  { name: 'S3_ACCESS_KEY_ID', fallback: '', meaning: 'access key for the store; unset: the AWS default credential chain (AWS_* variables, instance roles)' },
  { name: 'S3_SECRET_ACCESS_KEY', fallback: '', meaning: 'secret key for the store' },
  { name: 'S3_FORCE_PATH_STYLE', fallback: 'true', meaning: 'address buckets as ENDPOINT/bucket (most S3-compatible stores) rather than bucket.ENDPOINT' },
  { name: 'CLIENT_DIR', fallback: 'dist/client', meaning: 'the built browser client the server serves' },
  { name: 'NOT_FOUND_URL', fallback: '', meaning: 'where unknown paths redirect; unset: our own 404 page in the browser\'s language' },
  { name: 'PROVIDER_SITE_EN', fallback: 'https://canvass.example.com/en', meaning: 'the "powered by" badge link in English' },
  { name: 'PROVIDER_SITE_TR', fallback: 'https://canvass.example.com/tr', meaning: 'the "powered by" badge link in Turkish' },
  { name: 'AGENT_TOKEN', fallback: '', meaning: 'deprecated: an agent-role API token for this release (an earlier release\'s DATA_DIR/agent-token is read too); give agents accounts' },
  { name: 'SESSION_IDLE_MINUTES', fallback: '720', meaning: 'a console session ends after this long without a request' },
  { name: 'SESSION_MAX_HOURS', fallback: '168', meaning: 'and this long after signing in, whatever happens' },
  { name: 'SIGN_IN_RATE_PER_MINUTE', fallback: '30', meaning: 'sign-in, setup and invitation calls per client address per minute before 429' },
  { name: 'UPLOAD_MAX_BYTES', fallback: '10485760', meaning: 'largest upload (images and PDF only, checked by their bytes)' },
  { name: 'BODY_LIMIT_BYTES', fallback: '1048576', meaning: 'largest JSON body' },
  { name: 'FLOW_BODY_LIMIT_BYTES', fallback: '16777216', meaning: 'largest body of the signed-in routes that carry a whole flow (create, draft, a recorded test): a 200 x 20 flow is over 1 MB' },
  { name: 'RATE_LIMIT_PER_MINUTE', fallback: '600', meaning: 'public POST calls per client address per minute before 429' },
  { name: 'SOCKETS_PER_ADDRESS', fallback: '50', meaning: 'realtime (socket.io) sessions one client address may hold at once (0: no cap); raise it behind a proxy without TRUST_PROXY' },
  { name: 'SOCKET_SUBSCRIBES_PER_MINUTE', fallback: '120', meaning: 'chat subscriptions one client address may ask for in a minute (0: no limit)' },
  { name: 'CHAT_WAIT_MINUTES', fallback: '10', meaning: 'a chat whose customer has waited this long for a reply is emailed about once per wait, to its assignee or the online agents; 0: never' },
  { name: 'CHAT_AUTO_ASSIGN', fallback: 'off', meaning: '`round_robin`: each new chat goes to the next agent who is online with the agent console open; `off`: chats wait unassigned' },
  { name: 'UPLOAD_ORPHAN_HOURS', fallback: '24', meaning: 'uploaded files no feedback or chat message uses are deleted after this many hours' },
  { name: 'UPLOAD_QUOTA_MB_PER_HOUR', fallback: '200', meaning: 'megabytes one address may upload in an hour (answered 429 after)' },
  { name: 'UPLOAD_MIN_FREE_MB', fallback: '500', meaning: 'uploads are refused (507) while the disk taking them has less free space than this' },
  { name: 'IMAGE_ORIGINS', fallback: '', meaning: 'origins (comma-separated, https://cdn.example.com) pages may show images from, e.g. node logos hosted elsewhere; unset: this server only' },
  { name: 'PRODUCT_HOSTS', fallback: '', meaning: 'extra hosts (comma-separated) always allowed to embed the widget' },
  { name: 'CONNECTIONS_PER_ADDRESS', fallback: '200', meaning: 'open connections (HTTP and realtime) one client address may hold (0: no cap); raise it behind a proxy' },
  { name: 'CONNECTION_IDLE_TIMEOUT_MS', fallback: '60000', meaning: 'a connection with no traffic for this long is closed' },
  { name: 'REQUEST_TIMEOUT_MS', fallback: '30000', meaning: 'a request (headers and body) must arrive whole within this, else 408' },
  { name: 'HEADERS_TIMEOUT_MS', fallback: '10000', meaning: 'a request\'s headers must arrive within this' },
  { name: 'KEEP_ALIVE_TIMEOUT_MS', fallback: '5000', meaning: 'how long a kept-alive connection waits for its next request' },
  { name: 'TRUST_PROXY', fallback: '', meaning: 'true behind a reverse proxy, so rate limits see client addresses' },
  { name: 'NODE_ENV', fallback: '', meaning: 'production: error reporting may run (with SENTRY_DSN)' },
  { name: 'LOG_LEVEL', fallback: 'info', meaning: 'pino log level; info logs failures, refusals and non-hot requests, debug every request (the full access log)' },
  { name: 'SENTRY_DSN', fallback: '', meaning: 'error reporting (Sentry) for the server and respondent pages, with NODE_ENV=production only' },
  { name: 'SENTRY_ENVIRONMENT', fallback: 'production', meaning: 'the environment name reports carry' },
  { name: 'SENTRY_RELEASE', fallback: '', meaning: 'the release name reports carry' },
  { name: 'SENTRY_ALLOWED_URLS', fallback: '', meaning: 'extra hosts or URL prefixes (comma-separated) counted as the provider\'s own besides PUBLIC_URL\'s host' },
  { name: 'SMTP_URL', fallback: '', meaning: 'smtp://user:password@host:587 (or smtps://host:465) to send email (invitations, password resets, chat and digest notices); unset: mails are printed on the terminal, not sent (development)' },
  { name: 'MAIL_FROM', fallback: 'Canvass <canvass@localhost>', meaning: 'the From of every email; default canvass@ the host of PUBLIC_URL' },
  { name: 'SMS_SENDER', fallback: 'log', meaning: 'how phone_verification codes are texted: log (development: written to the log), http (any gateway, SMS_HTTP_*) or twilio (TWILIO_*)' },
  { name: 'SMS_HTTP_URL', fallback: '', meaning: 'SMS_SENDER=http: the gateway address; {to} and {text} are replaced, URL-encoded' },
  { name: 'SMS_HTTP_METHOD', fallback: 'POST', meaning: 'SMS_SENDER=http: the request method (GET sends no body)' },
  { name: 'SMS_HTTP_BODY', fallback: '{"to":"{to}","text":"{text}"}', meaning: 'SMS_SENDER=http: the request body; {to} and {text} are replaced, escaped for the content type' },
  { name: 'SMS_HTTP_CONTENT_TYPE', fallback: 'application/json', meaning: 'SMS_SENDER=http: the body\'s type (application/json or application/x-www-form-urlencoded)' },
  { name: 'SMS_HTTP_AUTH_HEADER', fallback: '', meaning: 'SMS_SENDER=http: one header sent with each request, e.g. "Authorization: Bearer <key>"' },
  { name: 'TWILIO_ACCOUNT_SID', fallback: '', meaning: 'SMS_SENDER=twilio: the account SID' },
  { name: 'TWILIO_AUTH_TOKEN', fallback: '', meaning: 'SMS_SENDER=twilio: the auth token' },
  { name: 'TWILIO_FROM', fallback: '', meaning: 'SMS_SENDER=twilio: the sending number (+15551234567) or messaging service SID' },
  { name: 'TWILIO_API_URL', fallback: 'https://api.twilio.com', meaning: 'SMS_SENDER=twilio: the API\'s address (a test or a regional edge)' },
  { name: 'WEBHOOK_ALLOW_PRIVATE', fallback: 'false', meaning: 'true: webhooks and the integration proxy may call private, loopback and link-local addresses (refused by default, checked after DNS resolution)' },
  { name: 'WEBHOOK_TIMEOUT_MS', fallback: '10000', meaning: 'a webhook delivery with no whole answer within this fails and is retried' },
  { name: 'WEBHOOK_RETRY_BASE_MS', fallback: '10000', meaning: 'the first retry of a failed webhook delivery comes after about this long; each next one waits twice as long (at most 2 h), for 24 h' },
  { name: 'METRICS_TOKEN', fallback: '', meaning: 'when set, GET /metrics answers only Authorization: Bearer <token>; unset, it is open' },
];

/** .env.example: each setting commented out at its default under its meaning (uncomment to change one). */
export function envExample(settings: readonly Setting[] = SETTINGS): string {
  const header = '# Canvass settings, each at its default. Copy to .env and uncomment what you change.\n# Generated from src/server/settings.ts (npm run env:example); a test fails when they differ.\n';
  return `${header}${settings.map((s) => `\n# ${s.meaning}\n# ${s.name}=${s.fallback}\n`).join('')}`;
}
