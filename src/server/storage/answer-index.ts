import { PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from './database';
import { recountRollups, rollupSourceOfRow } from './result-rollups';
import { answerSet } from '../results/answer-sets';
import { dimensionsOf, type RollupSource } from '../results/rollup-keys';
import type { RollupFilter } from './results-repository';

/** Rows per statement: nine bound values each. */
const ROWS_PER_STATEMENT = 1000;
const REBUILD_PAGE = 2000;

type Writer = Transaction<Database> | Kysely<Database>;

/**
 * Issue #19: writes (or rewrites, for a continuation) the answer sets of feedbacks, in the caller's transaction,
 * beside their rollup counts. A feedback keeps its first day, so its row keeps its key.
 */
export async function putAnswerSets(trx: Writer, feedbacks: readonly (RollupSource & { id: string })[]): Promise<void> {
  for (let start = 0; start < feedbacks.length; start += ROWS_PER_STATEMENT) {
    const rows = feedbacks.slice(start, start + ROWS_PER_STATEMENT).map((feedback) => ({ ...dimensionsOf(feedback), feedback_id: feedback.id, answers: answerSet(feedback) }));
    await trx.insertInto('result_answer_sets').values(rows)
      .onConflict((conflict) => conflict.columns(['flow_id', 'day', 'feedback_id']).doUpdateSet((eb) => ({
        flow_version: eb.ref('excluded.flow_version'), node_id: eb.ref('excluded.node_id'), channel: eb.ref('excluded.channel'),
        language: eb.ref('excluded.language'), completed: eb.ref('excluded.completed'), answers: eb.ref('excluded.answers'),
      })))
      .execute();
  }
}

/** Erased feedbacks leave the index in the erasure's transaction. */
export async function deleteAnswerSets(trx: Writer, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await trx.deleteFrom('result_answer_sets').where('feedback_id', 'in', ids).execute();
}

/** Rebuilds the index from the feedbacks inside the caller's transaction (`canvass results rebuild`, the migration). */
export async function recountAnswerSets(trx: Writer): Promise<void> {
  await trx.deleteFrom('result_answer_sets').execute();
  for (let after = ''; ;) {
    const rows = await trx.selectFrom('feedbacks')
      .select(['id', 'flow_id', 'flow_version', 'node_id', 'completed', 'payload', 'identity', 'created_at'])
      .where('id', '>', after).orderBy('id').limit(REBUILD_PAGE).execute();
    if (rows.length === 0) return;
    await putAnswerSets(trx, rows.map((row) => ({ ...rollupSourceOfRow(row), id: row.id })));
    after = rows[rows.length - 1]!.id;
  }
}

/** What the filtered summary asks of the index: every group of `required` has a token present, no `forbidden` one is. */
export interface AnswerSetQuery extends RollupFilter {
  required: readonly (readonly string[])[];
  forbidden: readonly string[];
}

/** Rows per read: a whole year's matches are read in pages so they never sit in memory together. */
const READ_PAGE = 20_000;

/** The answer sets the filter selects, a page at a time in (day, feedback) order. */
export async function* readAnswerSets(db: Kysely<Database>, query: AnswerSetQuery): AsyncGenerator<{ day: number; completed: number; answers: string }[]> {
  // A substring test by dialect: PostgreSQL has strpos, SQLite instr; LIKE would fold case on SQLite.
  const position = db.getExecutor().adapter instanceof PostgresAdapter ? 'strpos' : 'instr';
  const holds = (token: string) => sql<boolean>`${sql.raw(position)}(answers, ${token}) > 0`;
  const lacks = (token: string) => sql<boolean>`${sql.raw(position)}(answers, ${token}) = 0`;
  for (let after: { day: number; id: string } | undefined; ;) {
    let select = db.selectFrom('result_answer_sets').select(['day', 'completed', 'answers', 'feedback_id']).where('flow_id', '=', query.flowId);
    if (query.fromDay !== undefined) select = select.where('day', '>=', query.fromDay);
    if (query.toDay !== undefined) select = select.where('day', '<=', query.toDay);
    if (query.version !== undefined) select = select.where('flow_version', '=', query.version);
    if (query.nodeId !== undefined) select = select.where('node_id', '=', query.nodeId);
    if (query.channel !== undefined) select = select.where('channel', '=', query.channel);
    if (query.language !== undefined) select = select.where('language', '=', query.language);
    if (query.completed !== undefined) select = select.where('completed', '=', query.completed ? 1 : 0);
    for (const group of query.required) select = select.where((eb) => eb.or(group.map(holds)));
    for (const token of query.forbidden) select = select.where(lacks(token));
    const cursor = after;
    if (cursor) select = select.where((eb) => eb(eb.refTuple('day', 'feedback_id'), '>', eb.tuple(cursor.day, cursor.id)));
    const rows = await select.orderBy('day').orderBy('feedback_id').limit(READ_PAGE).execute();
    yield rows.map((row) => ({ day: Number(row.day), completed: Number(row.completed), answers: row.answers }));
    const last = rows[rows.length - 1];
    if (rows.length < READ_PAGE || !last) return;
    after = { day: Number(last.day), id: last.feedback_id };
  }
}

/** Every answer set, by feedback (the agreement tests compare the kept index with a rebuild's). */
export async function answerSetRows(db: Kysely<Database>): Promise<{ feedback_id: string; day: number; completed: number; answers: string }[]> {
  const rows = await db.selectFrom('result_answer_sets').select(['feedback_id', 'day', 'completed', 'answers']).orderBy('feedback_id').execute();
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
    return read;
  });
}
