import type { Kysely } from 'kysely';
import { sqlBoolean } from './columns';
import { saveBatch } from './feedback-batch';
import { toFeedback } from './feedback-rows';
import { saveFeedback, SaveRejected } from './feedback-save';
import { groupCommit } from './group-commit';
import { recordEvents, statusEvent } from './outbox';
import type { ChatStatus } from '../../types/schemas';
import type { Database } from './database';
import type { FeedbackRepository, FeedbackSaveError, SaveFeedbackInput, SaveFeedbackResult } from './storage';

type SaveOutcome = SaveFeedbackResult | { error: FeedbackSaveError };

/** Whether saves keep the results: fixed, or asked at each transaction (the benches' switch). */
export type KeepResults = boolean | (() => boolean);

/**
 * `groupCommits` (the default on both drivers): concurrent saves are committed together, one statement per table per
 * batch (see group-commit.ts, feedback-batch.ts). On SQLite, whose one connection writes one transaction at a time
 * with an fsync each, that is what lets submits scale at all; on PostgreSQL it turns a handful of round trips per
 * submit into a handful per batch (issue #21: PostgreSQL ran at 0.22x SQLite's rate saving each submit alone).
 * `rollups` (default true) is for the benches alone (`bench:results` in-process, `bench:server` over HTTP through
 * createStorage's keepResults), which save with it off beside on to measure what keeping the result rollups costs a
 * submit; the server never turns it off (the summary would then drift). A function is asked at each transaction, so
 * one server can alternate (bench:server switches it every few seconds under the same load).
 */
export function createFeedbackRepository(db: Kysely<Database>, { groupCommits = true, rollups = true }: { groupCommits?: boolean; rollups?: KeepResults } = {}): FeedbackRepository {
  const keeping = typeof rollups === 'function' ? rollups : () => rollups;
  const saveAlone = async (input: SaveFeedbackInput): Promise<SaveOutcome> => {
    try {
      return await db.transaction().execute((trx) => saveFeedback(trx, input, keeping()));
    } catch (error) {
      if (error instanceof SaveRejected) return { error: error.reason };
      throw error;
    }
  };
  const save = groupCommits ? groupCommit((batch: SaveFeedbackInput[]) => db.transaction().execute((trx) => saveBatch(trx, batch, keeping())), saveAlone) : saveAlone;
  return {
    save,

    async get(id) {
      const row = await db.selectFrom('feedbacks').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toFeedback(row);
    },

    // The change and its webhook event (issue #20) commit together; setting the status it has tells nothing.
    setChatStatus: (id, status, now) => db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('feedbacks').select('chat_status').where('id', '=', id).executeTakeFirst();
      await trx.updateTable('feedbacks').set({ chat_status: status, updated_at: now }).where('id', '=', id).execute();
      if (before && before.chat_status !== status) await recordEvents(trx, [statusEvent(id, status, before.chat_status as ChatStatus | null, now)]);
    }),

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
