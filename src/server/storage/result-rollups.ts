import { sql, type Kysely, type QueryCreator, type RawBuilder, type Transaction } from 'kysely';
import { fromJson } from './columns';
import type { Database } from './database';
import { unnestColumns, usesPostgres } from './unnest-rows';
import { reusableStatement } from './reusable-statement';
import { countedFeedback, splitPair, type CountedFeedback, type RollupDimensions, type RollupKey, type RollupSource } from '../results/rollup-keys';
import type { Identity } from './storage';
import type { FeedbackPayload } from '../../types/schemas';

const DIMENSION_COLUMNS = ['flow_id', 'flow_version', 'day', 'node_id', 'channel', 'language', 'completed'] as const;
const KEY_COLUMNS = [...DIMENSION_COLUMNS, 'question_id', 'bucket'] as const;

/**
 * Rows per upsert statement. The rows travel as arrays (PostgreSQL) or one JSON text (SQLite), not one bound value
 * per column, so the bound is only on a statement's size: a rebuild's flush of 50,000 rows goes in a few.
 */
export const ROWS_PER_STATEMENT = 10_000;

export type Change = { key: RollupKey; count: number };

/** Changes to rollup counts gathered over a write, applied in one go at its end. */
export class RollupDelta {
  /**
   * By dimensions, then pair token (rollup-keys.ts rollupPairs). A batch's feedbacks share a few dimension sets and
   * each has a dozen or more pairs: a key joined from all of them for every pair (long strings built and hashed ~16
   * times a feedback) cost more than two lookups of short ones (issue #19, bench:results submits), and a pair kept
   * as the one token the answer index also holds is split into question and bucket only for a row not seen yet.
   */
  private readonly rows = new Map<string, Map<string, Change>>();
  private rowCount = 0;

  /** `counted`: the feedback's dimensions and pairs, when the caller has worked them out already (for the answer index). */
  add(feedback: RollupSource | undefined, sign: 1 | -1, counted?: CountedFeedback): void {
    if (!feedback) return;
    // One feedback's keys share their dimensions: joined once, and a key object made only for a row not seen yet.
    const { dimensions, pairs } = counted ?? countedFeedback(feedback);
    const prefix = dimensionsKey(dimensions);
    let tokens = this.rows.get(prefix);
    if (!tokens) this.rows.set(prefix, (tokens = new Map()));
    for (const token of pairs) {
      const entry = tokens.get(token);
      if (entry) entry.count += sign;
      else {
        const [question_id, bucket] = splitPair(token);
        tokens.set(token, { key: { ...dimensions, question_id, bucket }, count: sign });
        this.rowCount++;
      }
    }
  }

  /** The rows it would change, zero ones included. */
  get size(): number {
    return this.rowCount;
  }

  /**
   * The non-zero changes in one fixed order (dimensions, then pair token): two PostgreSQL transactions then lock
   * shared rows in the same order.
   */
  changes(): Change[] {
    const keyed: [string, Change][] = [];
    for (const [prefix, tokens] of this.rows) {
      for (const [token, entry] of tokens) if (entry.count !== 0) keyed.push([`${prefix}\u0000${token}`, entry]);
    }
    return keyed.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, entry]) => entry);
  }
}

/** The dimensions joined in column order, written out: built once a feedback, on every submit's path. */
const dimensionsKey = (d: RollupDimensions) =>
  `${d.flow_id}\u0000${d.flow_version}\u0000${d.day}\u0000${d.node_id}\u0000${d.channel}\u0000${d.language}\u0000${d.completed}`;

/**
 * Adds the delta's counts to the rollup rows, inside the caller's transaction (the feedback write's own).
 *
 * Issue #19: one statement whose text never changes, whatever the number of rows: the rows are passed as one array
 * per column (PostgreSQL `unnest`) or one JSON array (SQLite `json_each`). A multi-row VALUES list had 9 bound
 * values a row (a batch of 256 bench:results submits changes 327 rows: some 3,000 values) that Kysely compiled, the
 * driver sent and the database parsed and planned anew for every batch, and on SQLite each row count was a new text
 * for the prepared-statement cache, pushing the server's other statements out of it.
 */
export async function applyRollupDelta(trx: Transaction<Database> | Kysely<Database>, delta: RollupDelta | Change[]): Promise<void> {
  const changes = Array.isArray(delta) ? delta : delta.changes();
  const postgres = usesPostgres(trx);
  for (let start = 0; start < changes.length; start += ROWS_PER_STATEMENT) {
    const chunk = changes.slice(start, start + ROWS_PER_STATEMENT);
    if (postgres) await upsertRollupRows(trx, chunk, true).execute();
    else await upsertSqliteRollupRows(trx, sqliteRowsJson(chunk));
  }
}

/** The upsert of some rollup changes (at most ROWS_PER_STATEMENT), to run or to fuse into another statement. */
export function upsertRollupRows(creator: QueryCreator<Database>, changes: Change[], postgres: boolean) {
  return upsertRollupSelect(creator, postgres ? postgresRows(changes) : sqliteRows(sqliteRowsJson(changes)));
}

function upsertRollupSelect(creator: QueryCreator<Database>, rows: RawBuilder<Change>) {
  return creator.insertInto('result_counts').columns([...KEY_COLUMNS, 'count']).expression(rows)
    .onConflict((conflict) => conflict.columns([...KEY_COLUMNS]).doUpdateSet((eb) => ({ count: eb('result_counts.count', '+', eb.ref('excluded.count')) })));
}

/** SQLite's upsert, its one value the rows' JSON: compiled once (reusable-statement.ts). */
const upsertSqliteRollupRows = reusableStatement((db, json: string) => upsertRollupSelect(db, sqliteRows(json)));


/** The key's columns then the count, in the order the insert lists them. */
const rowValues = ({ key, count }: Change) => [
  key.flow_id, key.flow_version, key.day, key.node_id, key.channel, key.language, key.completed, key.question_id, key.bucket, count,
];

const POSTGRES_TYPES = ['text', 'integer', 'integer', 'text', 'text', 'integer', 'integer', 'text', 'text', 'bigint'];

/** How many arrays `rollupColumns` makes. */
export const ROLLUP_COLUMN_COUNT = POSTGRES_TYPES.length;

/** Ten arrays, one per column, that `unnest` zips back into rows in the given (key) order. */
function postgresRows(changes: Change[]): RawBuilder<Change> {
  return unnestColumns<Change>(rollupColumns(changes), POSTGRES_TYPES);
}

/** The changes as ten arrays, one per column in the insert's order (PostgreSQL `unnest`). */
export function rollupColumns(changes: readonly Change[]): unknown[][] {
  const columns = POSTGRES_TYPES.map(() => new Array<unknown>(changes.length));
  changes.forEach((change, row) => rowValues(change).forEach((value, column) => { columns[column]![row] = value; }));
  return columns;
}

/** PostgreSQL's upsert of rollup changes given as `rollupColumns` arrays, to fuse into another statement. */
export const upsertRollupColumns = (creator: QueryCreator<Database>, columns: readonly (readonly unknown[])[]) =>
  upsertRollupSelect(creator, unnestColumns<Change>(columns, POSTGRES_TYPES));

// `where true`: SQLite's grammar needs a WHERE before ON CONFLICT in an INSERT … SELECT.
const SQLITE_COLUMNS = sql.raw(POSTGRES_TYPES.map((_, i) => `value ->> ${i}`).join(', '));

/** One JSON array of rows, each the row's values in column order, read back by `json_each`. */
const sqliteRowsJson = (changes: Change[]) => JSON.stringify(changes.map(rowValues));

function sqliteRows(json: string): RawBuilder<Change> {
  return sql<Change>`select ${SQLITE_COLUMNS} from json_each(${json}) where true`;
}

/** A feedback row as the rollups read it. */
export function rollupSourceOfRow(row: { flow_id: string; flow_version: number | null; node_id: string; completed: boolean | number; payload: string; identity: string; created_at: number }): RollupSource {
  return {
    flowId: row.flow_id, flowVersion: row.flow_version, nodeId: row.node_id, completed: Boolean(row.completed),
    payload: fromJson<FeedbackPayload>(row.payload), identity: fromJson<Identity>(row.identity), createdAt: row.created_at,
  };
}

/** PostgreSQL: a continuation locks the row it reads, so two racing continuations each subtract what the other left. */
export const locksRows = (trx: Transaction<Database>) => usesPostgres(trx);

const REBUILD_PAGE = 2000;
/** A rebuild adds its counts up in memory over many pages and writes them when this many rows have changed. */
const REBUILD_FLUSH_ROWS = 50_000;

/**
 * Recomputes every rollup row from the feedbacks inside a transaction the caller holds (the migration that creates
 * the table runs in one; `canvass results rebuild` in answer-index.ts rebuildResults). Returns the feedbacks read.
 */
export async function recountRollups(trx: Kysely<Database>): Promise<number> {
  await trx.deleteFrom('result_counts').execute();
  let read = 0;
  let delta = new RollupDelta();
  for (let after = ''; ;) {
    const rows = await trx.selectFrom('feedbacks')
      .select(['id', 'flow_id', 'flow_version', 'node_id', 'completed', 'payload', 'identity', 'created_at'])
      .where('id', '>', after).orderBy('id').limit(REBUILD_PAGE).execute();
    if (rows.length === 0) break;
    for (const row of rows) delta.add(rollupSourceOfRow(row), 1);
    // Feedbacks of the same days share rows: summed in memory first, each row is written a few times over a
    // million feedbacks rather than once per page of 2,000.
    if (delta.size >= REBUILD_FLUSH_ROWS) {
      await applyRollupDelta(trx, delta);
      delta = new RollupDelta();
    }
    read += rows.length;
    after = rows[rows.length - 1]!.id;
  }
  await applyRollupDelta(trx, delta);
  return read;
}

/** Every non-zero rollup row, in key order (the agreement test compares the kept counts with a rebuild's). */
export async function rollupRows(db: Kysely<Database>): Promise<(RollupKey & { count: number })[]> {
  const rows = await db.selectFrom('result_counts').selectAll().where('count', '<>', 0).execute();
  const order = (row: RollupKey) => KEY_COLUMNS.map((column) => String(row[column])).join('\u0000');
  return rows.map((row) => ({
    ...row, channel: row.channel as RollupKey['channel'], flow_version: Number(row.flow_version), day: Number(row.day),
    language: Number(row.language), completed: Number(row.completed), count: Number(row.count),
  })).sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0));
}
