import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { ChatStatus, FeedbackPayload } from '../../types/schemas';
import { fromJson, sqlBoolean, toJson } from './columns';
import type { Database, FeedbacksTable } from './database';
import type { FeedbackRepository, FeedbackSaveError, Identity, SaveFeedbackInput, SaveFeedbackResult, StoredFeedback } from './storage';

export function createFeedbackRepository(db: Kysely<Database>): FeedbackRepository {
  return {
    async save(input) {
      try {
        return await db.transaction().execute((trx) => saveFeedback(trx, input));
      } catch (error) {
        if (error instanceof SaveRejected) return { error: error.reason };
        throw error;
      }
    },

    async get(id) {
      const row = await db.selectFrom('feedbacks').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toFeedback(row);
    },

    async setChatStatus(id, status, now) {
      await db.updateTable('feedbacks').set({ chat_status: status, updated_at: now }).where('id', '=', id).execute();
    },

    async list({ limit, offset = 0, chatStatus, completed }) {
      let query = db.selectFrom('feedbacks').selectAll()
        .orderBy('created_at', 'desc').orderBy('id', 'desc')
        .limit(limit).offset(offset);
      if (chatStatus !== undefined) query = query.where('chat_status', '=', chatStatus);
      if (completed !== undefined) query = query.where('completed', '=', sqlBoolean(completed));
      return (await query.execute()).map(toFeedback);
    },

    async lastCompletedFromDevice(nodeId, deviceId) {
      const row = await db.selectFrom('feedbacks').select('updated_at')
        .where('node_id', '=', nodeId).where('device_id', '=', deviceId).where('completed', '=', sqlBoolean(true))
        .orderBy('updated_at', 'desc').limit(1).executeTakeFirst();
      return row?.updated_at;
    },

    async count() {
      const row = await db.selectFrom('feedbacks').select(({ fn }) => fn.countAll().as('count')).executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}

/** Thrown inside the transaction so that nothing it wrote (the claimed idempotency key) survives a refusal. */
class SaveRejected extends Error {
  constructor(readonly reason: FeedbackSaveError) {
    super(reason);
  }
}

async function saveFeedback(trx: Transaction<Database>, input: SaveFeedbackInput): Promise<SaveFeedbackResult> {
  const feedbackId = input.continuesId ?? randomUUID();
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
  const row = input.continuesId === null
    ? await insertFeedback(trx, feedbackId, input)
    : await continueFeedback(trx, input.continuesId, input);
  return { feedback: toFeedback(row), created: true };
}

/** SPEC 4.7: a completed feedback that ends in a chat opens it. */
function chatColumns(input: SaveFeedbackInput): { chat_token: string; chat_status: ChatStatus } | undefined {
  return input.completed && input.chatToken !== null ? { chat_token: input.chatToken, chat_status: 'open' } : undefined;
}

function insertFeedback(trx: Transaction<Database>, id: string, input: SaveFeedbackInput) {
  return trx.insertInto('feedbacks')
    .values({
      id,
      node_id: input.nodeId,
      flow_id: input.flowId,
      flow_version: input.flowVersion,
      completed: sqlBoolean(input.completed),
      payload: toJson(input.payload),
      identity: toJson(input.identity),
      device_id: input.payload.device_id ?? null,
      chat_token: null,
      chat_status: null,
      ...chatColumns(input),
      created_at: input.now,
      updated_at: input.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * SPEC 4.3 partial saves: later answers and the completion replace the payload of the incomplete feedback. Only
 * a feedback of the same node and flow can be continued, so an X-FID cannot reach another channel's feedback.
 */
async function continueFeedback(trx: Transaction<Database>, id: string, input: SaveFeedbackInput) {
  const sameFeedback = trx.selectFrom('feedbacks').select('completed')
    .where('id', '=', id).where('node_id', '=', input.nodeId).where('flow_id', '=', input.flowId);
  // The completed = false condition sits in the update itself, so two saves racing to complete it cannot both win.
  const updated = await trx.updateTable('feedbacks')
    .set({ payload: toJson(input.payload), completed: sqlBoolean(input.completed), ...chatColumns(input), updated_at: input.now })
    .where('id', '=', id).where('node_id', '=', input.nodeId).where('flow_id', '=', input.flowId)
    .where('completed', '=', sqlBoolean(false))
    .returningAll()
    .executeTakeFirst();
  if (updated) return updated;
  const existing = await sameFeedback.executeTakeFirst();
  throw new SaveRejected(existing ? 'continued-feedback-completed' : 'continued-feedback-not-found');
}

function toFeedback(row: Selectable<FeedbacksTable>): StoredFeedback {
  return {
    id: row.id,
    nodeId: row.node_id,
    flowId: row.flow_id,
    flowVersion: row.flow_version,
    completed: Boolean(row.completed),
    payload: fromJson<FeedbackPayload>(row.payload),
    identity: fromJson<Identity>(row.identity),
    chatToken: row.chat_token,
    chatStatus: row.chat_status as ChatStatus | null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
