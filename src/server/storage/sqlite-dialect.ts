import { CompiledQuery, SqliteAdapter, SqliteDialect, SqliteDriver } from 'kysely';
import type { DatabaseConnection, DialectAdapter, Driver, QueryResult, SqliteDatabase, SqliteDialectConfig, SqliteStatement } from 'kysely';

/** better-sqlite3 as the dialect uses it: Kysely's interface plus what tells whether a write has been committed. */
export interface BetterSqliteDatabase extends SqliteDatabase {
  readonly inTransaction: boolean;
  prepare(sql: string): SqliteStatement & { readonly readonly: boolean };
}

export interface CanvassSqliteConfig extends SqliteDialectConfig {
  database: BetterSqliteDatabase;
  log: DurableLog;
}

export interface DurableLog {
  /**
   * Makes every committed write durable (an fsync of the write-ahead log, on libuv's thread pool). Called after
   * each COMMIT and each write outside a transaction, before the write is reported done.
   */
  flush(): Promise<void>;
  /** Called when the database closes. */
  close(): Promise<void>;
}

/**
 * Kysely's better-sqlite3 dialect with two changes SQLite allows and our contract wants:
 * - transactions start with BEGIN IMMEDIATE, so a second process on the same file (the CLI next to the server)
 *   waits for the write lock (busy_timeout) instead of failing with SQLITE_BUSY when a read-then-write transaction
 *   tries to upgrade;
 * - DDL is declared transactional (SQLite's is), so the Migrator runs migrations in one transaction and a failed
 *   migration leaves no half-built schema behind;
 * - a write is reported done only once `log.flush` has made it durable (see database.ts: the log is synced off the
 *   main thread instead of inside COMMIT, so requests keep being served while the disk works).
 */
export class CanvassSqliteDialect extends SqliteDialect {
  readonly #config: CanvassSqliteConfig;

  constructor(config: CanvassSqliteConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new DurableSqliteDriver(this.#config);
  }

  override createAdapter(): DialectAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
}

class DurableSqliteDriver extends SqliteDriver {
  readonly #config: CanvassSqliteConfig;

  constructor(config: CanvassSqliteConfig) {
    super(config);
    this.#config = config;
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await super.acquireConnection();
    const { database, log } = this.#config;
    return {
      async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
        if (rowWise.has(query)) return runEachRow(database, query);
        const result = await connection.executeQuery<R>(query);
        // COMMIT, or a write that committed by itself: durable before anyone hears it is done. Reads and the
        // statements inside a transaction need no sync (nothing of theirs is committed yet).
        if (!database.inTransaction && (isCommit(query.sql) || !database.prepare(query.sql).readonly)) await log.flush();
        return result;
      },
      streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
    };
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  override async destroy(): Promise<void> {
    await super.destroy();
    await this.#config.log.close();
  }
}

/** Queries made by `eachRowQuery`: their parameters are rows, each run through the same statement. */
const rowWise = new WeakSet<CompiledQuery>();

/**
 * A write of many rows on SQLite as one prepared statement of one row's values, run once per row (issue #19). A
 * statement of all the rows needs them as one JSON text that SQLite parses again for every column of every row
 * (`json_each`, then `->>`), or as a new text per number of rows; run per row, the values are bound as they are:
 * 2-3 µs a row less for the answer index's rows. Only inside a transaction, which a failure rolls back whole: a
 * row that fails leaves the rows before it written until then (the submit batch, the rebuild and a continuation's
 * save all fail whole on any error).
 */
export function eachRowQuery(sql: string, rows: readonly (readonly unknown[])[]): CompiledQuery {
  const query = CompiledQuery.raw(sql, rows as unknown[]);
  rowWise.add(query);
  return query;
}

function runEachRow<R>(database: BetterSqliteDatabase, query: CompiledQuery): QueryResult<R> {
  if (!database.inTransaction) throw new Error('a row-wise statement runs inside a transaction');
  const statement = database.prepare(query.sql);
  let changes = 0n;
  for (const row of query.parameters as readonly (readonly unknown[])[]) changes += BigInt(statement.run(row).changes);
  return { rows: [], numAffectedRows: changes };
}

const isCommit = (text: string) => /^\s*(commit|end)\b/i.test(text);

class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

type PreparingDatabase = { prepare(sql: string): unknown };

/**
 * Kysely prepares every statement anew; our queries are a few dozen distinct texts, so the prepared statements
 * are kept (bounded). better-sqlite3 runs synchronously, so one statement is never in use twice at a time.
 */
export function withStatementCache<T extends PreparingDatabase>(database: T, limit = 500): T {
  const cache = new Map<string, unknown>();
  return new Proxy(database, {
    get(target, property) {
      if (property !== 'prepare') {
        const value = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      }
      return (sql: string) => {
        let statement = cache.get(sql);
        if (statement === undefined) {
          statement = target.prepare(sql);
          if (cache.size >= limit) cache.delete(cache.keys().next().value!);
          cache.set(sql, statement);
        }
        return statement;
      };
    },
  });
}
