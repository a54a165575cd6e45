import type { Kysely, QueryCreator, Transaction } from 'kysely';
import type { Database } from './database';
import { ANSWER_SET_COLUMN_COUNT, answerSetColumns, answerSetsFromColumns, putAnswerSets, upsertAnswerSets, type AnswerSetRow } from './answer-index';
import { applyRollupDelta, rollupColumns, ROLLUP_COLUMN_COUNT, ROWS_PER_STATEMENT, upsertRollupColumns, upsertRollupRows, type RollupDelta } from './result-rollups';
import { insertFeedbackColumns, insertNewFeedbacks, newFeedbackColumnArrays } from './feedback-rows';
import { reusableStatement } from './reusable-statement';
import type { SaveFeedbackInput } from './storage';
import { usesPostgres } from './unnest-rows';

/**
 * Issue #19: what a feedback write changes in the results, its rollup counts and its answer sets, in the write's
 * transaction. On PostgreSQL both upserts go as one statement (the counts' in a WITH), so a submit batch pays one
 * round trip for its results rather than two: under load, where each round trip waits to be scheduled on both
 * sides, a batch's time follows its round trips. SQLite runs in the process, where a statement costs no round trip.
 */
export async function writeResults(trx: Transaction<Database> | Kysely<Database>, delta: RollupDelta, answerSets: readonly AnswerSetRow[]): Promise<void> {
  const changes = delta.changes();
  if (fits(trx, changes.length, answerSets.length)) {
    await upsertAnswerSets(unnamed(trx.with('counts', (db) => upsertRollupRows(db, changes, true))), answerSets).execute();
    return;
  }
  await applyRollupDelta(trx, changes);
  await putAnswerSets(trx, answerSets);
}

/**
 * A batch's new feedbacks, inserted with what they change in the results (`results`; none for the benches' results
 * off). On PostgreSQL the rollups' and the answer index's upserts ride in the feedbacks' insert as WITH clauses, one
 * round trip for the three, as one statement whose parameters are only its columns' arrays, so Kysely builds and
 * compiles it once (reusable-statement.ts) rather than per batch: building it was 6.6 µs of the Node process's CPU a
 * submit, a third of what the results cost it (issue #19, a CPU profile bucketed by bench:server's switching
 * windows). Elsewhere (SQLite, or more rows than a statement takes) the results are written first, then the rows.
 */
export async function insertFeedbacksWithResults(
  trx: Transaction<Database>,
  saves: readonly { id: string; input: SaveFeedbackInput }[],
  results?: { delta: RollupDelta; answerSets: readonly AnswerSetRow[] },
): Promise<void> {
  const postgres = usesPostgres(trx);
  if (!results) {
    await insertNewFeedbacks(trx, saves, postgres).execute();
    return;
  }
  const changes = results.delta.changes();
  if (fits(trx, changes.length, results.answerSets.length)) {
    await insertWithResults(trx, ...rollupColumns(changes), ...answerSetColumns(results.answerSets), ...newFeedbackColumnArrays(saves));
    return;
  }
  await applyRollupDelta(trx, changes);
  await putAnswerSets(trx, results.answerSets, { fresh: true });
  await insertNewFeedbacks(trx, saves, postgres).execute();
}

/** The fused statement from its columns' arrays; each array is one of its parameters, in the given order. */
export function insertWithResultsStatement(db: QueryCreator<Database>, ...columns: unknown[][]) {
  // The rollup changes' columns, then the answer sets', then the feedbacks'.
  const setsEnd = ROLLUP_COLUMN_COUNT + ANSWER_SET_COLUMN_COUNT;
  const [counts, sets, feedbacks] = [columns.slice(0, ROLLUP_COLUMN_COUNT), columns.slice(ROLLUP_COLUMN_COUNT, setsEnd), columns.slice(setsEnd)];
  return insertFeedbackColumns(unnamed(db.with('counts', (creator) => upsertRollupColumns(creator, counts))
    .with('answer_sets', (creator) => answerSetsFromColumns(unnamed(creator), sets, true))), feedbacks);
}

const insertWithResults = reusableStatement(insertWithResultsStatement);

/** A WITH only adds names (`counts`, `answer_sets`) the statements after it never read: the same creator to them. */
const unnamed = (creator: object) => creator as QueryCreator<Database>;

const fits = (trx: Transaction<Database> | Kysely<Database>, changes: number, answerSets: number) =>
  usesPostgres(trx) && changes > 0 && answerSets > 0 && changes <= ROWS_PER_STATEMENT && answerSets <= ROWS_PER_STATEMENT;
