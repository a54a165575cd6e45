import { PostgresAdapter, sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { Database } from './database';

/** The database is PostgreSQL (else the embedded SQLite). */
export const usesPostgres = (db: Transaction<Database> | Kysely<Database>) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Rows for an INSERT … SELECT (or an IN) on PostgreSQL: one array per column, each cast to its column's type, zipped
 * back into rows by `unnest`. The statement's text is then the same whatever the number of rows, so a connection
 * prepares it once (prepared-statements.ts) and the driver sends one value per column; a multi-row VALUES list was a
 * new text, parsed and planned, for every number of rows, with one bound value per cell.
 */
export function unnestColumns<Row>(columns: readonly (readonly unknown[])[], types: readonly string[]): RawBuilder<Row> {
  return sql<Row>`select * from unnest(${sql.join(columns.map((values, column) => sql`${values}::${sql.raw(types[column]!)}[]`))})`;
}
