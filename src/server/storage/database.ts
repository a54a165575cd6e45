import { mkdirSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import { prepareRecurringWrites } from './prepared-statements';
import type { ColumnType } from 'kysely';
import pg from 'pg';
import { CanvassSqliteDialect, withStatementCache, type BetterSqliteDatabase, type DurableLog } from './sqlite-dialect';
import type { SqlBoolean } from './columns';

/** Times are integer milliseconds since the epoch; JSON is stored as text so both dialects read it the same way. */
type Millis = number;
type JsonText = string;
/** Stored as 0/1 on SQLite and as boolean on PostgreSQL: read with `Boolean()`, write with `sqlBoolean()`. */
type BooleanColumn = ColumnType<boolean | number, SqlBoolean, SqlBoolean>;

interface NodesTable {
  id: string;
  body: JsonText;
  updated_at: Millis;
}

interface FlowsTable {
  id: string;
  version: number;
  body: JsonText;
  created_at: Millis;
}

interface WidgetsTable {
  code: string;
  node_id: string;
  body: JsonText;
  updated_at: Millis;
}

export interface CustomersTable {
  id: string;
  node_id: string;
  external_id: string | null;
  user_id: string | null;
  attributes: JsonText;
  created_at: Millis;
  updated_at: Millis;
}

/** Visits whose claimed identity was not verified: their attributes stay here, never in customers. */
interface CustomerVisitsTable {
  id: string;
  node_id: string;
  external_id: string | null;
  user_id: string | null;
  attributes: JsonText;
  created_at: Millis;
}

/** Preview permissions for one flow (issue #25 finding 7), by the SHA-256 of their token. */
interface FlowPreviewsTable {
  token_hash: string;
  flow_id: string;
  expires_at: Millis;
  created_at: Millis;
}

export interface FeedbacksTable {
  id: string;
  node_id: string;
  flow_id: string;
  flow_version: number | null;
  completed: BooleanColumn;
  payload: JsonText;
  identity: JsonText;
  device_id: string | null;
  chat_token: string | null;
  chat_status: string | null;
  /** SHA-256 of the secret that continues an incomplete feedback (X-Continuation-Token). */
  continuation_hash: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Millis;
  updated_at: Millis;
}

/** Issue #19: the dimensions the rollups count by and the answer index keeps (src/server/results/rollup-keys.ts). */
interface ResultDimensionColumns {
  flow_id: string;
  flow_version: number;
  day: number;
  node_id: string;
  channel: string;
  language: number;
  completed: number;
}

/**
 * Issue #19: counts per flow, version, UTC day, node, channel, language and completion, per question and answer
 * bucket (src/server/results/rollup-keys.ts), kept in the transaction of every feedback write.
 */
interface ResultCountsTable extends ResultDimensionColumns {
  question_id: string;
  bucket: string;
  count: number;
}

/**
 * Issue #19's answer index: one row per feedback, its rollup dimensions and its answer set (results/answer-sets.ts).
 * `result_answer_sets` (migrations 0095, 0096), keyed without the time, is what versions before 0098 read and write:
 * no longer written, kept so that those processes work on through a rolling upgrade (README "Upgrade").
 */
interface ResultAnswerSetsTable extends ResultDimensionColumns {
  created_at: Millis;
  feedback_id: string;
  answers: string;
}

/** Every Idempotency-Key a save was acknowledged under, creating or continuing a feedback. */
interface FeedbackIdempotencyKeysTable {
  key: string;
  feedback_id: string;
  created_at: Millis;
}

export interface ChatMessagesTable {
  id: string;
  feedback_id: string;
  actor: string;
  body: string;
  attachment: JsonText | null;
  agent: JsonText | null;
  client_id: string | null;
  created_at: Millis;
}

export interface ChatRatingsTable {
  id: string;
  feedback_id: string;
  rating: number;
  created_at: Millis;
}

export interface UploadsTable {
  id: string;
  stored_name: string;
  original_name: string;
  content_type: string;
  size: number;
  created_at: Millis;
  /** When a feedback or chat message first named the file; null: nothing uses it (yet). */
  claimed_at: ColumnType<Millis | null, Millis | null | undefined, Millis | null>;
  /** SHA-256 of the sender's address (the hourly quota); never the address itself. */
  requester: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Secrets the server generates once and every process must share (the agent token; setup tokens). */
interface SecretsTable {
  name: string;
  value: string;
  created_at: Millis;
}

export interface VerificationsTable {
  id: string;
  address: string;
  question_id: string;
  code_hash: string;
  expires_at: Millis;
  attempts: ColumnType<number, number | undefined, number>;
  verified_at: Millis | null;
  created_at: Millis;
  /** The number's digits only, so '+90 555…' and '+90555…' count as one number for the hourly limit. */
  number_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** SHA-256 of the asking address (the hourly limit per address); never the address itself. */
  requester: ColumnType<string | null, string | null | undefined, string | null>;
}

export type { UsersTable, ApiTokensTable, InvitationsTable } from './account-tables';
import type { AccountTables } from './account-tables';
import type { MessagingTables } from './messaging-tables';
import type { WebhookTables } from './webhook-tables';
import type { WorkspaceTables } from './workspace-tables';

export interface Database extends AccountTables, MessagingTables, WebhookTables, WorkspaceTables {
  nodes: NodesTable;
  flows: FlowsTable;
  widgets: WidgetsTable;
  customers: CustomersTable;
  customer_visits: CustomerVisitsTable;
  flow_previews: FlowPreviewsTable;
  feedbacks: FeedbacksTable;
  feedback_idempotency_keys: FeedbackIdempotencyKeysTable;
  result_counts: ResultCountsTable;
  result_answer_index: ResultAnswerSetsTable;
  result_answer_sets: Omit<ResultAnswerSetsTable, 'created_at'>;
  chat_messages: ChatMessagesTable;
  chat_ratings: ChatRatingsTable;
  uploads: UploadsTable;
  verifications: VerificationsTable;
  secrets: SecretsTable;
}

export type Driver = 'sqlite' | 'postgres';

export interface OpenedDatabase {
  db: Kysely<Database>;
  driver: Driver;
}

/**
 * No url: the embedded SQLite file `<dataDir>/canvass.sqlite`. `postgres://` or `postgresql://`: a PostgreSQL pool
 * (a schema other than public can be chosen with `?options=-c search_path=<schema>`). `sqlite::memory:` and
 * `sqlite:<path>` open other SQLite databases, for tests.
 */
export function openDatabase(url: string | undefined, options: { dataDir: string; queryTimeoutMs?: number; preparedStatements?: boolean }): OpenedDatabase {
  if (!url) return openSqlite(path.join(options.dataDir, 'canvass.sqlite'));
  if (url === 'sqlite::memory:') return openSqlite(':memory:');
  if (url.startsWith('sqlite:')) return openSqlite(url.slice('sqlite:'.length).replace(/^\/\//, ''));
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) return openPostgres(url, options.queryTimeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS, options.preparedStatements ?? true);
  // Only the scheme is named: the rest of a database URL may hold a password.
  throw new Error(`Unsupported database URL scheme "${url.split(':')[0]}": use postgres://, postgresql://, sqlite: or no URL`);
}

interface BetterSqlite3Database extends BetterSqliteDatabase {
  pragma(source: string): unknown;
}
type BetterSqlite3Constructor = new (filename: string) => BetterSqlite3Database;

/**
 * One connection, which Kysely serialises: open one storage per file per process. Another process (the CLI next
 * to the server) may share the file; it waits on busy_timeout for the write lock.
 */
function openSqlite(filename: string): OpenedDatabase {
  if (filename !== ':memory:') mkdirSync(path.dirname(path.resolve(filename)), { recursive: true });
  // Loaded on demand so a PostgreSQL deployment does not need the native module (and it has no bundled types here).
  const BetterSqlite3 = createRequire(import.meta.url)('better-sqlite3') as BetterSqlite3Constructor;
  const sqlite = new BetterSqlite3(filename);
  sqlite.pragma('journal_mode = WAL');
  // Durability without blocking: NORMAL lets COMMIT write the log without waiting for the disk, and the dialect
  // then syncs the log (log.flush, on libuv's thread pool) before it reports the write done. An acknowledged write
  // is thus on disk as with FULL, which would sync inside COMMIT and stall every request meanwhile; SQLite itself
  // still syncs the log before each checkpoint copies it into the database file.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const database = withStatementCache(sqlite);
  return {
    db: new Kysely<Database>({ dialect: new CanvassSqliteDialect({ database, log: filename === ':memory:' ? NO_LOG : writeAheadLog(`${filename}-wal`) }) }),
    driver: 'sqlite',
  };
}

const NO_LOG: DurableLog = { flush: async () => {}, close: async () => {} };

/**
 * fsync of the write-ahead log. The file stays open while the database is (SQLite keeps the same file while
 * connected). Before the first write there is no log yet, and so nothing to flush.
 */
function writeAheadLog(walFile: string): DurableLog {
  let handle: FileHandle | undefined;
  return {
    async flush() {
      if (!handle) {
        try {
          handle = await open(walFile, 'r');
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
          throw error;
        }
      }
      await handle.sync();
    },
    async close() {
      await handle?.close();
      handle = undefined;
    },
  };
}

const PG_INT8_OID = 20;

const DEFAULT_QUERY_TIMEOUT_MS = 10_000;

function openPostgres(connectionString: string, queryTimeoutMs: number, preparedStatements: boolean): OpenedDatabase {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // A network that drops packets silently would otherwise hold requests forever: connecting gives up after 5 s
    // and a query after DATABASE_QUERY_TIMEOUT_MS (10 s), both answered 503 (services/database-down.ts) so clients retry.
    connectionTimeoutMillis: 5_000,
    query_timeout: queryTimeoutMs,
    // bigint columns (times in ms, counts) come back as JS numbers. Set on this pool only, not on pg's global
    // parsers, so other pg users in the process (the socket.io adapter) keep theirs. Times stay far below 2^53.
    types: {
      getTypeParser: (oid: number, format?: 'text' | 'binary') =>
        oid === PG_INT8_OID ? Number : pg.types.getTypeParser(oid, format),
    },
  });
  // A client losing its connection (a database restart, a network reset) must not crash the server: an idle one is
  // reported on the pool, a busy one on itself, where its query also fails (answered 503). The pool drops the
  // client, the next query reconnects, and ping() reports the outage meanwhile.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  if (preparedStatements) pool.on('connect', prepareRecurringWrites);
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), driver: 'postgres' };
}
