import { PostgresAdapter, sql, type Kysely, type QueryCreator, type Transaction } from 'kysely';
import type { Database } from './database';
import { unnestColumns, usesPostgres } from './unnest-rows';
import { eachRowQuery } from './sqlite-dialect';
import { recountRollups, rollupSourceOfRow, ROWS_PER_STATEMENT } from './result-rollups';
import { answerSet } from '../results/answer-sets';
import { countedFeedback, dayOf, type CountedFeedback, type RollupDimensions, type RollupSource } from '../results/rollup-keys';
import type { RollupFilter } from './results-repository';

const REBUILD_PAGE = 2000;

type Writer = Transaction<Database> | Kysely<Database>;

/** One feedback's row of the index: its rollup dimensions and its answer set. */
export interface AnswerSetRow extends RollupDimensions {
  /** The feedback's first save: in the key ahead of the id, so a batch's new rows land at the end of their day. */
  created_at: number;
  feedback_id: string;
  answers: string;
}

/** The index row of a feedback whose rollup dimensions and pairs the caller may have worked out already. */
export function answerSetRow(feedback: RollupSource & { id: string }, counted: CountedFeedback = countedFeedback(feedback)): AnswerSetRow {
  const { flow_id, flow_version, day, node_id, channel, language, completed } = counted.dimensions;
  return { flow_id, flow_version, day, node_id, channel, language, completed, created_at: feedback.createdAt, feedback_id: feedback.id, answers: answerSet(feedback, counted.pairs) };
}

const COLUMNS = ['flow_id', 'flow_version', 'day', 'node_id', 'channel', 'language', 'completed', 'created_at', 'feedback_id', 'answers'] as const;
const POSTGRES_TYPES = ['text', 'integer', 'integer', 'text', 'text', 'integer', 'integer', 'bigint', 'text', 'text'];
/** How many arrays `answerSetColumns` makes. */
export const ANSWER_SET_COLUMN_COUNT = COLUMNS.length;
/** The table's key (migration 0098): flow and day for the summary's range, then time, then the id. */
const KEY = ['flow_id', 'day', 'created_at', 'feedback_id'] as const;

/**
 * Issue #19: writes (or rewrites, for a continuation) feedbacks' answer sets, in the caller's transaction, beside
 * their rollup counts. A feedback keeps its first day, so its row keeps its key. On PostgreSQL one statement whose
 * text never changes, the rows passed as one array per column (`unnest`): a multi-row VALUES list (ten bound values
 * a row) was compiled by Kysely, and parsed and planned by the database, anew for every batch. On SQLite, where a
 * statement is a call into the process rather than a round trip, one prepared insert of one row, run per row
 * (sqlite-dialect.ts eachRowQuery): the rows as one JSON text (`json_each`) cost SQLite a parse of each row per
 * column, 1.6 µs a row more. `fresh`: the rows are new feedbacks' (a batch of first saves, a rebuild), which no row
 * can hold yet.
 */
export async function putAnswerSets(trx: Writer, rows: readonly AnswerSetRow[], { fresh = false } = {}): Promise<void> {
  if (rows.length === 0) return;
  if (!usesPostgres(trx)) {
    await trx.executeQuery(eachRowQuery(fresh ? SQLITE_INSERT_ONE : SQLITE_UPSERT_ONE, rows.map(rowValues)));
    return;
  }
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) await upsertAnswerSets(trx, rows.slice(start, start + ROWS_PER_STATEMENT), { fresh }).execute();
}

/**
 * PostgreSQL's upsert of some answer sets (at most ROWS_PER_STATEMENT), to run or to fuse with the rollups'
 * (result-writes.ts). `fresh` rows are inserted without ON CONFLICT: PostgreSQL then inserts each row once instead
 * of speculatively (a probe of the key and two more WAL records a row, a third of a submit batch's results cost there).
 */
export function upsertAnswerSets(creator: QueryCreator<Database>, rows: readonly AnswerSetRow[], { fresh = false }: { fresh?: boolean } = {}) {
  return answerSetsFromColumns(creator, answerSetColumns(rows), fresh);
}

/** The rows as ten arrays, one per column in the insert's order (PostgreSQL `unnest`). */
export const answerSetColumns = (rows: readonly AnswerSetRow[]): unknown[][] => COLUMNS.map((column) => rows.map((row) => row[column]));

/** PostgreSQL's insert (`fresh`) or upsert of answer sets given as `answerSetColumns` arrays. */
export function answerSetsFromColumns(creator: QueryCreator<Database>, columns: readonly (readonly unknown[])[], fresh: boolean) {
  const insert = creator.insertInto('result_answer_index').columns([...COLUMNS]).expression(unnestColumns<AnswerSetRow>(columns, POSTGRES_TYPES));
  return fresh ? insert : insert.onConflict((conflict) => conflict.columns([...KEY]).doUpdateSet((eb) => ({
    flow_version: eb.ref('excluded.flow_version'), node_id: eb.ref('excluded.node_id'), channel: eb.ref('excluded.channel'),
    language: eb.ref('excluded.language'), completed: eb.ref('excluded.completed'), answers: eb.ref('excluded.answers'),
  })));
}

/** SQLite's insert of one row, and its upsert (a continuation rewrites its row): run per row by eachRowQuery. */
const SQLITE_INSERT_ONE = `insert into result_answer_index (${COLUMNS.join(', ')}) values (${COLUMNS.map(() => '?').join(', ')})`;
const SQLITE_UPSERT_ONE = `${SQLITE_INSERT_ONE} on conflict (${KEY.join(', ')}) do update set ${
  COLUMNS.filter((column) => !(KEY as readonly string[]).includes(column)).map((column) => `${column} = excluded.${column}`).join(', ')}`;

/** A row's values in COLUMNS' order, written out (one a submit, on the batch's path). */
const rowValues = (row: AnswerSetRow) => [
  row.flow_id, row.flow_version, row.day, row.node_id, row.channel, row.language, row.completed, row.created_at, row.feedback_id, row.answers,
];

const KEY_TYPES = ['text', 'integer', 'bigint', 'text'];
/** The key of `result_answer_sets`, the index of versions before 0098 (database.ts): flow, day, id. */
const LEGACY_KEY_TYPES = ['text', 'integer', 'text'];

/**
 * Erased feedbacks leave the index in the erasure's transaction, found by the key their rows were written under
 * (flow, first day, first save's time, id: a continuation keeps them), so no index on the id alone is needed. One
 * statement whose text never changes, like the writes'. Until a rebuild empties it, the index of versions before
 * 0098 loses an erased feedback's answers too (erasures are rare: a second statement costs no submit anything).
 */
export async function deleteAnswerSets(trx: Writer, feedbacks: readonly (RollupSource & { id: string })[]): Promise<void> {
  if (feedbacks.length === 0) return;
  const keys = feedbacks.map((feedback) => [feedback.flowId, dayOf(feedback.createdAt), feedback.createdAt, feedback.id] as const);
  await trx.deleteFrom('result_answer_index').where(sql<boolean>`(${sql.raw(KEY.join(', '))}) in (${keyRows(trx, keys, KEY_TYPES)})`).execute();
  const legacyKeys = keys.map(([flowId, day, , id]) => [flowId, day, id] as const);
  await trx.deleteFrom('result_answer_sets').where(sql<boolean>`(flow_id, day, feedback_id) in (${keyRows(trx, legacyKeys, LEGACY_KEY_TYPES)})`).execute();
}

/** Key tuples as rows an `in (…)` reads: one array per column zipped by `unnest` (PostgreSQL), one JSON array (SQLite). */
function keyRows(trx: Writer, keys: readonly (readonly unknown[])[], types: readonly string[]) {
  return usesPostgres(trx)
    ? unnestColumns(types.map((_, column) => keys.map((key) => key[column])), types)
    : sql`select ${sql.raw(types.map((_, column) => `value ->> ${column}`).join(', '))} from json_each(${JSON.stringify(keys)})`;
}

/** Rebuilds the index from the feedbacks inside the caller's transaction (`canvass results rebuild`, the migration). */
export async function recountAnswerSets(trx: Writer): Promise<void> {
  await trx.deleteFrom('result_answer_index').execute();
  for (let after = ''; ;) {
    const rows = await trx.selectFrom('feedbacks')
      .select(['id', 'flow_id', 'flow_version', 'node_id', 'completed', 'payload', 'identity', 'created_at'])
      .where('id', '>', after).orderBy('id').limit(REBUILD_PAGE).execute();
    if (rows.length === 0) return;
    await putAnswerSets(trx, rows.map((row) => answerSetRow({ ...rollupSourceOfRow(row), id: row.id })), { fresh: true });
    after = rows[rows.length - 1]!.id;
  }
}

/** What the filtered summary asks of the index: every group of `required` has a token present, no `forbidden` one is. */
export interface AnswerSetQuery extends RollupFilter {
  required: readonly (readonly string[])[];
  forbidden: readonly string[];
}

/**
 * Candidate rows per read (those the rollup filters select, before the substring tests): a whole year's answer sets
 * are read in pieces so they never sit in memory together.
 */
const READ_PAGE = 20_000;
/** Windows asked for beyond the one being counted. */
const READS_AHEAD = 2;

/** A range of days, each end included (undefined: unbounded), and how many answer sets the rollups count in it. */
interface DayWindow {
  from?: number;
  to?: number;
  rows: number;
}

/**
 * The query's days cut into windows of at most `pageRows` rows by the rollups' per-day feedback counts (ascending),
 * a day above it being a window of its own. The windows cover the whole range whatever the counts say: they only
 * size the reads, so a count that drifted costs a bigger read, never a feedback.
 */
function dayWindows(query: Pick<AnswerSetQuery, 'fromDay' | 'toDay'>, perDay: readonly { day: number; count: number }[], pageRows = READ_PAGE): DayWindow[] {
  const windows: DayWindow[] = [];
  let from = query.fromDay;
  let rows = 0;
  for (const { day, count } of perDay) {
    if (rows > 0 && rows + count > pageRows) {
      windows.push({ from, to: day - 1, rows });
      from = day;
      rows = 0;
    }
    rows += count;
  }
  windows.push({ from, to: query.toDay, rows });
  return windows;
}

/**
 * The answer sets the filter selects, a window of days at a time (`perDay`: the rollups' feedback counts per day,
 * ascending). A window is one read in no order: paging the whole range by (day, feedback) made PostgreSQL sort every
 * match left on each page (a bitmap scan, then a top-N sort spilling to disk), 23 s for a year at 1M feedbacks
 * (bench:results). Only a window above `pageRows` (one busy day) is read in (day, feedback) pages of that many.
 */
export async function* readAnswerSets(db: Kysely<Database>, query: AnswerSetQuery, perDay: readonly { day: number; count: number }[], pageRows = READ_PAGE): AsyncGenerator<CountedAnswerSet[]> {
  // A substring test by dialect: PostgreSQL has strpos, SQLite instr; LIKE would fold case on SQLite.
  const position = db.getExecutor().adapter instanceof PostgresAdapter ? 'strpos' : 'instr';
  const holds = (token: string) => sql<boolean>`${sql.raw(position)}(answers, ${token}) > 0`;
  const lacks = (token: string) => sql<boolean>`${sql.raw(position)}(answers, ${token}) = 0`;
  const selecting = ({ from, to }: DayWindow) => {
    let select = db.selectFrom('result_answer_index').select(['day', 'completed', 'answers']).where('flow_id', '=', query.flowId);
    if (from !== undefined) select = select.where('day', '>=', from);
    if (to !== undefined) select = select.where('day', '<=', to);
    if (query.version !== undefined) select = select.where('flow_version', '=', query.version);
    if (query.nodeId !== undefined) select = select.where('node_id', '=', query.nodeId);
    if (query.channel !== undefined) select = select.where('channel', '=', query.channel);
    if (query.language !== undefined) select = select.where('language', '=', query.language);
    if (query.completed !== undefined) select = select.where('completed', '=', query.completed ? 1 : 0);
    for (const group of query.required) select = select.where((eb) => eb.or(group.map(holds)));
    for (const token of query.forbidden) select = select.where(lacks(token));
    return select;
  };
  const windows = dayWindows(query, perDay, pageRows);
  // The next windows are asked for before this one is counted: PostgreSQL then scans them on its own cores while
  // this process counts (SQLite runs each read in turn on its one connection, so there it changes nothing).
  const ahead = new Map<number, Promise<CountedAnswerSet[]>>();
  const ask = (index: number) => {
    const window = windows[index];
    if (!window || window.rows > pageRows || ahead.has(index)) return;
    const read = selecting(window).execute();
    // Awaited in its turn; a read left behind by a count that stopped early must not fail the process meanwhile.
    read.catch(() => undefined);
    ahead.set(index, read);
  };
  for (let index = 0; index < windows.length; index++) {
    for (let next = index; next <= index + READS_AHEAD; next++) ask(next);
    const read = ahead.get(index);
    ahead.delete(index);
    if (read) {
      // Yielded as the driver returns them (both give integer columns as numbers), with no copy of each row.
      yield await read;
      continue;
    }
    for (let after: { day: number; id: string } | undefined; ;) {
      const cursor = after;
      let select = selecting(windows[index]!).select('feedback_id');
      if (cursor) select = select.where((eb) => eb(eb.refTuple('day', 'feedback_id'), '>', eb.tuple(cursor.day, cursor.id)));
      const rows = await select.orderBy('day').orderBy('feedback_id').limit(pageRows).execute();
      yield rows;
      const last = rows[rows.length - 1];
      if (rows.length < pageRows || !last) break;
      after = { day: Number(last.day), id: last.feedback_id };
    }
  }
}

/** One answer set as a filtered summary counts it. */
interface CountedAnswerSet {
  day: number;
  completed: number;
  answers: string;
}

/** Every answer set, by feedback (the agreement tests compare the kept index with a rebuild's). */
export async function answerSetRows(db: Kysely<Database>): Promise<{ feedback_id: string; day: number; completed: number; answers: string }[]> {
  const rows = await db.selectFrom('result_answer_index').select(['feedback_id', 'day', 'completed', 'answers']).orderBy('feedback_id').execute();
  return rows.map((row) => ({ ...row, day: Number(row.day), completed: Number(row.completed) }));
}

/**
 * Recomputes the rollups and the answer index from the feedbacks (`canvass results rebuild`) in one transaction:
 * readers see the old counts until the new ones are whole. Returns the feedbacks read.
 */
export async function rebuildResults(db: Kysely<Database>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const read = await recountRollups(trx);
    await recountAnswerSets(trx);
    // The index versions before 0098 kept: read by none of this version, and emptied here, which the changelog asks
    // for once every process of an earlier version has stopped (a rolling upgrade).
    await trx.deleteFrom('result_answer_sets').execute();
    return read;
  });
}
