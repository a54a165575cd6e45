import type { Kysely, QueryCreator, Transaction } from 'kysely';
import type { Database } from './database';
import { putAnswerSets, upsertAnswerSets, type AnswerSetRow } from './answer-index';
import { applyRollupDelta, ROWS_PER_STATEMENT, upsertRollupRows, type RollupDelta } from './result-rollups';
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
 * For a statement that carries the results of new feedbacks (a batch's first saves): on PostgreSQL, a query creator whose
 * statements hold the rollups' and the answer index's upserts in their WITH, so the three go in one round trip;
 * elsewhere (SQLite, or more rows than a statement takes) the results are written first and the plain one returned.
 */
export async function withResults(trx: Transaction<Database>, delta: RollupDelta, answerSets: readonly AnswerSetRow[]): Promise<QueryCreator<Database>> {
  const changes = delta.changes();
  if (!fits(trx, changes.length, answerSets.length)) {
    await applyRollupDelta(trx, changes);
    await putAnswerSets(trx, answerSets, { fresh: true });
    return trx;
  }
  return unnamed(trx.with('counts', (db) => upsertRollupRows(db, changes, true))
    .with('answer_sets', (db) => upsertAnswerSets(unnamed(db), answerSets, { fresh: true })));
}

/** A WITH only adds names (`counts`, `answer_sets`) the statements after it never read: the same creator to them. */
const unnamed = (creator: object) => creator as QueryCreator<Database>;

const fits = (trx: Transaction<Database> | Kysely<Database>, changes: number, answerSets: number) =>
  usesPostgres(trx) && changes > 0 && answerSets > 0 && changes <= ROWS_PER_STATEMENT && answerSets <= ROWS_PER_STATEMENT;
