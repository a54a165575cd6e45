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
