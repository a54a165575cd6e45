import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Flow, WidgetConfig } from '../../types/schemas';
import { fromJson, sqlBoolean, toJson } from './columns';
import type { Database } from './database';
import { toFeedback } from './feedback-rows';
import { applyRollupDelta, locksRows, rollupSourceOfRow, RollupDelta } from './result-rollups';
import { deleteAnswerSets } from './answer-index';
import type { StoredFeedback, StoredNode } from './storage';

export interface FlowDraft {
  id: string;
  flow: Flow;
  /** 0 while the flow has no draft row (imported flows): the draft is then its newest version. */
  revision: number;
  archivedAt: number | null;
  updatedAt: number;
}

export interface FeedbackFilter {
  flowId?: string;
  nodeId?: string;
  completed?: boolean;
  since?: number;
  until?: number;
  customerExternalId?: string;
}

/** An ETag of a stored JSON body: a change of any byte changes it. */
const bodyTag = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 22);

/**
 * What the management API (issue #17) needs beyond the respondent side's repositories: flow drafts with revisions,
 * versions, response counts, compare-and-set writes of nodes and widgets, feedback queries and erasure.
 */
export function createManageRepository(db: Kysely<Database>) {
  const draftRow = (id: string) => db.selectFrom('flow_drafts').selectAll().where('id', '=', id).executeTakeFirst();
  return {
    async flowIds(): Promise<string[]> {
      const [published, drafts] = await Promise.all([
        db.selectFrom('flows').select('id').distinct().execute(),
        db.selectFrom('flow_drafts').select('id').execute(),
      ]);
      return [...new Set([...published, ...drafts].map((row) => row.id))].sort();
    },

    async draft(id: string): Promise<FlowDraft | undefined> {
      const row = await draftRow(id);
      if (row) return { id, flow: fromJson<Flow>(row.body), revision: row.revision, archivedAt: row.archived_at, updatedAt: row.updated_at };
      const newest = await db.selectFrom('flows').select(['body', 'created_at']).where('id', '=', id).orderBy('version', 'desc').limit(1).executeTakeFirst();
      return newest && { id, flow: fromJson<Flow>(newest.body), revision: 0, archivedAt: null, updatedAt: newest.created_at };
    },

    /** Writes the draft if its revision is still `expected` (0: no draft row yet); returns the new revision or 'stale'. */
    async saveDraft(id: string, flow: Flow, expected: number, now: number, archivedAt?: number | null): Promise<number | 'stale'> {
      const { version: _version, ...body } = flow;
      if (expected === 0) {
        const inserted = await db.insertInto('flow_drafts').values({ id, body: toJson(body), revision: 1, archived_at: archivedAt ?? null, updated_at: now })
          .onConflict((conflict) => conflict.column('id').doNothing()).returning('revision').executeTakeFirst();
        return inserted ? 1 : 'stale';
      }
      const updated = await db.updateTable('flow_drafts')
        .set({ body: toJson(body), revision: expected + 1, updated_at: now, ...(archivedAt !== undefined ? { archived_at: archivedAt } : {}) })
        .where('id', '=', id).where('revision', '=', expected).executeTakeFirst();
      return Number(updated.numUpdatedRows) > 0 ? expected + 1 : 'stale';
    },

    async versions(id: string): Promise<{ version: number; createdAt: number }[]> {
      const rows = await db.selectFrom('flows').select(['version', 'created_at']).where('id', '=', id).orderBy('version', 'desc').execute();
      return rows.map((row) => ({ version: row.version, createdAt: row.created_at }));
    },

    async responseCounts(): Promise<Map<string, number>> {
      const rows = await db.selectFrom('feedbacks').select(['flow_id', ({ fn }) => fn.countAll<number>().as('n')]).groupBy('flow_id').execute();
      return new Map(rows.map((row) => [row.flow_id, Number(row.n)]));
    },

    async node(id: string): Promise<{ node: StoredNode; tag: string } | undefined> {
      const row = await db.selectFrom('nodes').select('body').where('id', '=', id).executeTakeFirst();
      return row && { node: fromJson<StoredNode>(row.body), tag: bodyTag(row.body) };
    },

    /** Inserts (expectedTag undefined: only if new) or replaces the node while its stored body still has `expectedTag`. */
    async writeNode(node: StoredNode, expectedTag: string | undefined, now: number): Promise<string | 'stale' | 'exists'> {
      const body = toJson(node);
      if (expectedTag === undefined) {
        const inserted = await db.insertInto('nodes').values({ id: node.id, body, updated_at: now }).onConflict((c) => c.column('id').doNothing()).returning('id').executeTakeFirst();
        return inserted ? bodyTag(body) : 'exists';
      }
      const current = await db.selectFrom('nodes').select('body').where('id', '=', node.id).executeTakeFirst();
      if (!current || bodyTag(current.body) !== expectedTag) return 'stale';
      // Compare-and-set on the body itself: a write that slipped in since the read makes this one change nothing.
      const updated = await db.updateTable('nodes').set({ body, updated_at: now }).where('id', '=', node.id).where('body', '=', current.body).executeTakeFirst();
      return Number(updated.numUpdatedRows) > 0 ? bodyTag(body) : 'stale';
    },

    async widget(code: string): Promise<{ widget: WidgetConfig; tag: string } | undefined> {
      const row = await db.selectFrom('widgets').select('body').where('code', '=', code).executeTakeFirst();
      return row && { widget: fromJson<WidgetConfig>(row.body), tag: bodyTag(row.body) };
    },

    async writeWidget(widget: WidgetConfig, expectedTag: string | undefined, now: number): Promise<string | 'stale' | 'exists'> {
      const body = toJson(widget);
      if (expectedTag === undefined) {
        const inserted = await db.insertInto('widgets').values({ code: widget.code, node_id: widget.node_id, body, updated_at: now }).onConflict((c) => c.column('code').doNothing()).returning('code').executeTakeFirst();
        return inserted ? bodyTag(body) : 'exists';
      }
      const current = await db.selectFrom('widgets').select('body').where('code', '=', widget.code).executeTakeFirst();
      if (!current || bodyTag(current.body) !== expectedTag) return 'stale';
      const updated = await db.updateTable('widgets').set({ body, node_id: widget.node_id, updated_at: now }).where('code', '=', widget.code).where('body', '=', current.body).executeTakeFirst();
      return Number(updated.numUpdatedRows) > 0 ? bodyTag(body) : 'stale';
    },

    /** Newest first; `before` is the previous page's last (created_at, id). */
    async feedbacks(filter: FeedbackFilter, page: { limit: number; before?: { at: number; id: string } }): Promise<StoredFeedback[]> {
      let query = db.selectFrom('feedbacks').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc');
      if (filter.flowId !== undefined) query = query.where('flow_id', '=', filter.flowId);
      if (filter.nodeId !== undefined) query = query.where('node_id', '=', filter.nodeId);
      if (filter.completed !== undefined) query = query.where('completed', '=', sqlBoolean(filter.completed));
      if (filter.since !== undefined) query = query.where('created_at', '>=', filter.since);
      if (filter.until !== undefined) query = query.where('created_at', '<', filter.until);
      // The customer's id sits inside the payload's JSON: found by its text first, then checked exactly.
      if (filter.customerExternalId !== undefined) query = query.where('payload', 'like', `%${filter.customerExternalId.replace(/[\\%_"]/g, '_')}%`);
      const before = page.before;
      if (before) query = query.where((eb) => eb.or([eb('created_at', '<', before.at), eb.and([eb('created_at', '=', before.at), eb('id', '<', before.id)])]));
      const exact = (feedback: StoredFeedback) => filter.customerExternalId === undefined || feedback.payload.customer?.external_id === filter.customerExternalId;
      if (filter.customerExternalId === undefined) return (await query.limit(page.limit).execute()).map(toFeedback);
      return (await query.execute()).map(toFeedback).filter(exact).slice(0, page.limit);
    },

    /** Erases feedbacks with their chat messages, ratings and idempotency keys, in one transaction. */
    async deleteFeedbacks(ids: readonly string[]): Promise<number> {
      if (ids.length === 0) return 0;
      return db.transaction().execute(async (trx) => {
        await trx.deleteFrom('chat_messages').where('feedback_id', 'in', ids).execute();
        await trx.deleteFrom('chat_ratings').where('feedback_id', 'in', ids).execute();
        // The agent workspace's rows of these chats (issue #22): notes may name the customer.
        for (const table of ['chat_notes', 'chat_assignments', 'chat_reads'] as const) await trx.deleteFrom(table).where('feedback_id', 'in', ids).execute();
        await trx.deleteFrom('feedback_idempotency_keys').where('feedback_id', 'in', ids).execute();
        // Issue #19: what the erased feedbacks counted leaves the rollups in the same transaction.
        const gone = await trx.selectFrom('feedbacks').selectAll().where('id', 'in', ids).$if(locksRows(trx), (query) => query.forUpdate()).execute();
        const sources = gone.map((row) => ({ ...rollupSourceOfRow(row), id: row.id }));
        const delta = new RollupDelta();
        for (const source of sources) delta.add(source, -1);
        await applyRollupDelta(trx, delta);
        await deleteAnswerSets(trx, sources);
        const deleted = await trx.deleteFrom('feedbacks').where('id', 'in', ids).executeTakeFirst();
        return Number(deleted.numDeletedRows);
      });
    },
  };
}

export type ManageRepository = ReturnType<typeof createManageRepository>;
