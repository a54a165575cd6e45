import { newFeedbackId } from './feedback-id';
import type { Transaction } from 'kysely';
import { sqlBoolean, toJson } from './columns';
import type { Database } from './database';
import { chatColumns, newFeedbackRow, toFeedback } from './feedback-rows';
import { locksRows, rollupSourceOfRow, RollupDelta } from './result-rollups';
import { writeResults } from './result-writes';
import { feedbackEvents, recordEvents } from './outbox';
import { answerSetRow } from './answer-index';
import { countedFeedback } from '../results/rollup-keys';
import type { FeedbackSaveError, SaveFeedbackInput, SaveFeedbackResult } from './storage';

/** Thrown inside the transaction so that nothing it wrote (the claimed idempotency key) survives a refusal. */
export class SaveRejected extends Error {
  constructor(readonly reason: FeedbackSaveError) {
    super(reason);
  }
}

/** `rollups` false (bench:results only, for the submit-rate comparison) leaves the rollup counts alone. */
export async function saveFeedback(trx: Transaction<Database>, input: SaveFeedbackInput, rollups = true): Promise<SaveFeedbackResult> {
  const feedbackId = input.continuesId ?? newFeedbackId(input.now);
  if (input.idempotencyKey !== null) {
    // Claiming the key comes first: a concurrent save with the same key waits here on the unique index (PostgreSQL)
    // or on the write lock (SQLite), then finds the key taken and returns the first save's feedback.
    const claimed = await trx.insertInto('feedback_idempotency_keys')
      .values({ key: input.idempotencyKey, feedback_id: feedbackId, created_at: input.now })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) {
      const seen = await trx.selectFrom('feedback_idempotency_keys as key')
        .innerJoin('feedbacks', 'feedbacks.id', 'key.feedback_id')
        .selectAll('feedbacks')
        .where('key.key', '=', input.idempotencyKey)
        .executeTakeFirstOrThrow();
      return { feedback: toFeedback(seen), created: false };
    }
  }
  // Issue #19: the rollups change in this transaction, so a summary never counts a feedback that was not stored.
  const delta = new RollupDelta();
  const row = input.continuesId === null
    ? await trx.insertInto('feedbacks').values(newFeedbackRow(feedbackId, input)).returningAll().executeTakeFirstOrThrow()
    : await continueFeedback(trx, input.continuesId, input, delta);
  if (rollups) {
    const source = rollupSourceOfRow(row);
    const counted = countedFeedback(source);
    delta.add(source, 1, counted);
    await writeResults(trx, delta, [answerSetRow({ ...source, id: row.id }, counted)]);
  }
  const feedback = toFeedback(row);
  // The webhook outbox (issue #20): in this transaction, so the events commit exactly when the save does.
  await recordEvents(trx, feedbackEvents(feedback, input.continuesId !== null));
  return { feedback, created: true };
}

/**
 * SPEC 4.3 partial saves: later answers and the completion replace the payload of the incomplete feedback. Only
 * a feedback of the same node and flow can be continued, so an X-FID cannot reach another channel's feedback, and
 * only with the secret its first save returned (issue #25 finding 11): knowing the id is not enough.
 */
async function continueFeedback(trx: Transaction<Database>, id: string, input: SaveFeedbackInput, delta: RollupDelta) {
  // What the rollups counted for the feedback so far comes off; the row is locked on PostgreSQL so a racing
  // continuation waits and then reads what this one leaves.
  const before = input.continuationHash === null ? undefined : await trx.selectFrom('feedbacks').selectAll()
    .where('id', '=', id).where('node_id', '=', input.nodeId).where('flow_id', '=', input.flowId)
    .$if(locksRows(trx), (query) => query.forUpdate())
    .executeTakeFirst();
  const sameFeedback = trx.selectFrom('feedbacks').select(['completed', 'continuation_hash'])
    .where('id', '=', id).where('node_id', '=', input.nodeId).where('flow_id', '=', input.flowId);
  // The completed = false condition sits in the update itself, so two saves racing to complete it cannot both win.
  const updated = input.continuationHash === null ? undefined : await trx.updateTable('feedbacks')
    .set({ payload: toJson(input.payload), completed: sqlBoolean(input.completed), ...chatColumns(input), updated_at: input.now })
    .where('id', '=', id).where('node_id', '=', input.nodeId).where('flow_id', '=', input.flowId)
    .where('continuation_hash', '=', input.continuationHash)
    .where('completed', '=', sqlBoolean(false))
    .returningAll()
    .executeTakeFirst();
  if (updated) {
    if (before) delta.add(rollupSourceOfRow(before), -1);
    return updated;
  }
  const existing = await sameFeedback.executeTakeFirst();
  if (!existing) throw new SaveRejected('continued-feedback-not-found');
  throw new SaveRejected(existing.continuation_hash === null || existing.continuation_hash !== input.continuationHash ? 'continuation-refused' : 'continued-feedback-completed');
}
