import { CompiledQuery, SqliteAdapter, SqliteDialect, SqliteDriver } from 'kysely';
import type { DatabaseConnection, DialectAdapter, Driver, SqliteDialectConfig } from 'kysely';

/**
 * Kysely's better-sqlite3 dialect with two changes SQLite allows and our contract wants:
 * - transactions start with BEGIN IMMEDIATE, so a second process on the same file (the CLI next to the server)
 *   waits for the write lock (busy_timeout) instead of failing with SQLITE_BUSY when a read-then-write transaction
 *   tries to upgrade;
 * - DDL is declared transactional (SQLite's is), so the Migrator runs migrations in one transaction and a failed
 *   migration leaves no half-built schema behind.
 */
export class CanvassSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateTransactionSqliteDriver(this.#config);
  }

  override createAdapter(): DialectAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
}

class ImmediateTransactionSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

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
