import { sql, type Transaction } from 'kysely';
import type { Database } from './database';
import { saveFeedback, SaveRejected } from './feedback-save';
import { newFeedbackId } from './feedback-id';
import { newStoredFeedback, toFeedback } from './feedback-rows';
import type { Outcome } from './group-commit';
import { RollupDelta } from './result-rollups';
import { insertFeedbacksWithResults } from './result-writes';
import { answerSetRow, type AnswerSetRow } from './answer-index';
import { unnestColumns, usesPostgres } from './unnest-rows';
import { countedFeedback } from '../results/rollup-keys';
import { feedbackEvents, recordEvents } from './outbox';
import type { FeedbackSaveError, SaveFeedbackInput, SaveFeedbackResult } from './storage';

type SaveOutcome = SaveFeedbackResult | { error: FeedbackSaveError };

/**
 * The saves of one group commit, in one transaction. New feedbacks are written with one statement per table
 * whatever their number: their idempotency keys are claimed together, a key already taken (by an earlier save or by
 * an earlier save of this batch) answers with the feedback it names, and the rest are inserted together.
 * Continuations (X-FID) go one by one, each in a savepoint that a refusal rolls back with its claimed key. Any other
 * error fails the batch, whose saves group-commit.ts then retries one by one. `rollups` false (bench:results only)
 * leaves the rollup counts alone.
 */
export async function saveBatch(trx: Transaction<Database>, batch: SaveFeedbackInput[], rollups = true): Promise<Outcome<SaveOutcome>[]> {
  const outcomes: Outcome<SaveOutcome>[] = new Array(batch.length);
  const fresh = batch.flatMap((input, index) => (input.continuesId === null ? [{ input, index, id: newFeedbackId(input.now) }] : []));

  // The first save of a key in this batch claims it; any later one with the same key is its retry.
  const firstWithKey = new Map<string, (typeof fresh)[number]>();
  const retries: { index: number; of: (typeof fresh)[number] }[] = [];
  const writers = fresh.filter((save) => {
    const key = save.input.idempotencyKey;
    if (key === null) return true;
    const first = firstWithKey.get(key);
    if (first) retries.push({ index: save.index, of: first });
    else firstWithKey.set(key, save);
    return !first;
  });

  // Claimed in key order: two PostgreSQL processes whose batches share keys then wait on each other's index entries
  // in the same order and never deadlock.
  const keyed = writers.filter((save) => save.input.idempotencyKey !== null)
    .sort((a, b) => (a.input.idempotencyKey! < b.input.idempotencyKey! ? -1 : a.input.idempotencyKey! > b.input.idempotencyKey! ? 1 : 0));
  const claimed = keyed.length === 0 ? new Set<string>() : new Set((await claimKeys(trx, keyed.map(({ input, id }) => ({ key: input.idempotencyKey!, feedback_id: id, created_at: input.now })))).map((row) => row.key));
  const seen = keyed.filter((save) => !claimed.has(save.input.idempotencyKey!));
  if (seen.length > 0) {
    const rows = await trx.selectFrom('feedback_idempotency_keys as key')
      .innerJoin('feedbacks', 'feedbacks.id', 'key.feedback_id')
      .selectAll('feedbacks').select('key.key as idempotency_key')
      .where('key.key', 'in', seen.map((save) => save.input.idempotencyKey!))
      .execute();
    const byKey = new Map(rows.map(({ idempotency_key, ...row }) => [idempotency_key, toFeedback(row)]));
    for (const save of seen) outcomes[save.index] = { value: { feedback: byKey.get(save.input.idempotencyKey!)!, created: false } };
  }

  const inserts = writers.filter((save) => save.input.idempotencyKey === null || claimed.has(save.input.idempotencyKey));
  // Issue #19: one rollup upsert and one answer-index insert for every new feedback of the batch, in the batch's
  // transaction; each feedback's dimensions and pairs are worked out once for both. On PostgreSQL both ride in the
  // statement that inserts the feedbacks (result-writes.ts), so keeping the results adds no round trip to a batch.
  const delta = new RollupDelta();
  const answerSets: AnswerSetRow[] = [];
  for (const { id, input, index } of inserts) {
    const feedback = newStoredFeedback(id, input);
    if (rollups) {
      const counted = countedFeedback(feedback);
      delta.add(feedback, 1, counted);
      answerSets.push(answerSetRow(feedback, counted));
    }
    outcomes[index] = { value: { feedback, created: true } };
  }
  if (inserts.length > 0) await insertFeedbacksWithResults(trx, inserts, rollups ? { delta, answerSets } : undefined);
  // The webhook outbox (issue #20): the new feedbacks' events in one statement, committed with the batch or not at all.
  await recordEvents(trx, inserts.flatMap(({ index }) => feedbackEvents((outcomes[index] as { value: SaveFeedbackResult }).value.feedback, false)));
  for (const { index, of } of retries) {
    const first = outcomes[of.index] as { value: SaveFeedbackResult };
    outcomes[index] = { value: { feedback: first.value.feedback, created: false } };
  }

  for (const [index, input] of batch.entries()) {
    if (input.continuesId === null) continue;
    await sql`savepoint continuation`.execute(trx);
    try {
      outcomes[index] = { value: await saveFeedback(trx, input, rollups) };
    } catch (error) {
      if (!(error instanceof SaveRejected)) throw error;
      await sql`rollback to savepoint continuation`.execute(trx);
      outcomes[index] = { value: { error: error.reason } };
    }
    await sql`release savepoint continuation`.execute(trx);
  }
  return outcomes;
}

/**
 * Claims idempotency keys for new feedbacks; answers the keys claimed (one already taken is not among them). On
 * PostgreSQL one statement text whatever their number (unnest-rows.ts), which a connection prepares once.
 */
function claimKeys(trx: Transaction<Database>, keys: readonly { key: string; feedback_id: string; created_at: number }[]) {
  const insert = trx.insertInto('feedback_idempotency_keys');
  const rows = usesPostgres(trx)
    ? insert.columns(['key', 'feedback_id', 'created_at']).expression(unnestColumns([keys.map((k) => k.key), keys.map((k) => k.feedback_id), keys.map((k) => k.created_at)], ['text', 'text', 'bigint']))
    : insert.values([...keys]);
  return rows.onConflict((conflict) => conflict.column('key').doNothing()).returning('key').execute();
}
