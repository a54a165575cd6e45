import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { ChatStatus, FeedbackPayload } from '../../types/schemas';
import type { Database } from './database';
import { fromJson } from './columns';
import { createChatReports } from './chat-reports';
import { createChatWaits } from './chat-waits';

export type InboxView = 'mine' | 'unassigned' | 'all';
export type Availability = 'online' | 'away';

export interface InboxQuery {
  /** The agent asking: "mine" and the unread counts are theirs (null for AGENT_TOKEN: nothing is theirs). */
  userId: string | null;
  view: InboxView;
  status?: ChatStatus;
  /** Words to find in the chat's messages or the feedback's answers. */
  search?: string;
  limit: number;
  /** Keyset: the chats after this one in the order (last activity, id), newest first. */
  before?: { at: number; id: string };
}

export interface InboxRow {
  id: string;
  nodeId: string;
  flowId: string;
  flowVersion: number | null;
  status: ChatStatus;
  payload: FeedbackPayload;
  createdAt: number;
  activityAt: number;
  assigneeId: string | null;
  unread: number;
  last: { body: string; actor: 'customer' | 'agent'; createdAt: number } | null;
}

export interface StoredNote {
  id: string;
  feedbackId: string;
  authorId: string | null;
  authorName: string;
  body: string;
  createdAt: number;
}

export interface StoredCannedResponse {
  id: string;
  shortcut: string;
  body: string;
  createdAt: number;
  updatedAt: number;
}

/** LIKE with the user's % and _ taken literally (both dialects accept ESCAPE). */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The agent workspace's storage (issue #22): the inbox query, assignment, reads, notes, canned replies, availability. */
export function createWorkspaceRepository(db: Kysely<Database>) {
  return {
    /** Chats per day, first response and resolution times, ratings per agent. */
    reports: createChatReports(db),
    /** Chats waiting for an agent, for the "still waiting" email. */
    waits: createChatWaits(db),

    async inbox(query: InboxQuery): Promise<InboxRow[]> {
      const user = query.userId ?? '';
      // Activity is the last message, or the chat's start before it has one; the list is newest activity first.
      const chats = db.selectFrom('feedbacks as f')
        .leftJoin('chat_assignments as a', 'a.feedback_id', 'f.id')
        .where('f.chat_token', 'is not', null)
        .select(['f.id', 'f.node_id', 'f.flow_id', 'f.flow_version', 'f.chat_status', 'f.payload', 'f.created_at', 'a.user_id as assignee_id'])
        .select(sql<number>`coalesce((select max(m.created_at) from chat_messages m where m.feedback_id = f.id), f.created_at)`.as('activity_at'))
        .$if(query.status !== undefined, (q) => q.where('f.chat_status', '=', query.status!))
        .$if(query.view === 'mine', (q) => q.where('a.user_id', '=', user))
        .$if(query.view === 'unassigned', (q) => q.where('a.user_id', 'is', null))
        .$if(Boolean(query.search?.trim()), (q) => {
          const like = containing(query.search!.trim());
          // The answers are searched in the stored payload's text (question ids and keys included, which are not words agents search for).
          return q.where((eb) => eb.or([
            eb.exists(eb.selectFrom('chat_messages as s').select('s.id').whereRef('s.feedback_id', '=', 'f.id').where(sql<boolean>`lower(s.body) like ${like} escape '\\'`)),
            sql<boolean>`lower(f.payload) like ${like} escape '\\'`,
          ]));
        });
      const rows = await db.selectFrom(chats.as('c'))
        .selectAll('c')
        .select(sql<number>`(select count(*) from chat_messages m where m.feedback_id = c.id and m.actor = 'customer' and m.created_at > coalesce((select r.read_at from chat_reads r where r.feedback_id = c.id and r.user_id = ${user}), 0))`.as('unread'))
        .select(sql<string | null>`(select m.body from chat_messages m where m.feedback_id = c.id order by m.created_at desc, m.id desc limit 1)`.as('last_body'))
        .select(sql<string | null>`(select m.actor from chat_messages m where m.feedback_id = c.id order by m.created_at desc, m.id desc limit 1)`.as('last_actor'))
        .$if(query.before !== undefined, (q) => q.where((eb) => eb.or([
          eb('c.activity_at', '<', query.before!.at),
          eb.and([eb('c.activity_at', '=', query.before!.at), eb('c.id', '<', query.before!.id)]),
        ])))
        .orderBy('c.activity_at', 'desc').orderBy('c.id', 'desc')
        .limit(query.limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        nodeId: row.node_id,
        flowId: row.flow_id,
        flowVersion: row.flow_version,
        status: (row.chat_status ?? 'open') as ChatStatus,
        payload: fromJson<FeedbackPayload>(row.payload),
        createdAt: Number(row.created_at),
        activityAt: Number(row.activity_at),
        assigneeId: row.assignee_id,
        unread: Number(row.unread),
        last: row.last_body === null ? null : { body: row.last_body, actor: row.last_actor as 'customer' | 'agent', createdAt: Number(row.activity_at) },
      }));
    },

    /** Chats open or queued, mine or no one's, with a customer message this agent has not read (the tab title's count). */
    async unreadChats(userId: string | null): Promise<number> {
      const user = userId ?? '';
      const row = await db.selectFrom('feedbacks as f')
        .leftJoin('chat_assignments as a', 'a.feedback_id', 'f.id')
        .where('f.chat_token', 'is not', null)
        .where('f.chat_status', 'in', ['open', 'queued'])
        .where((eb) => eb.or([eb('a.user_id', 'is', null), eb('a.user_id', '=', user)]))
        .where(sql<boolean>`exists (select 1 from chat_messages m where m.feedback_id = f.id and m.actor = 'customer' and m.created_at > coalesce((select r.read_at from chat_reads r where r.feedback_id = f.id and r.user_id = ${user}), 0))`)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async assignee(feedbackId: string): Promise<string | null> {
      const row = await db.selectFrom('chat_assignments').select('user_id').where('feedback_id', '=', feedbackId).executeTakeFirst();
      return row?.user_id ?? null;
    },

    async assign(feedbackId: string, userId: string | null, now: number): Promise<void> {
      await db.insertInto('chat_assignments').values({ feedback_id: feedbackId, user_id: userId, assigned_at: now })
        .onConflict((c) => c.column('feedback_id').doUpdateSet({ user_id: userId, assigned_at: now }))
        .execute();
    },

    /** Reads up to `at`; an earlier read never moves it back (two tabs, a late request). */
    async markRead(feedbackId: string, userId: string, at: number): Promise<void> {
      await db.insertInto('chat_reads').values({ feedback_id: feedbackId, user_id: userId, read_at: at })
        .onConflict((c) => c.columns(['feedback_id', 'user_id']).doUpdateSet({ read_at: sql`case when excluded.read_at > chat_reads.read_at then excluded.read_at else chat_reads.read_at end` }))
        .execute();
    },

    async notes(feedbackId: string): Promise<StoredNote[]> {
      const rows = await db.selectFrom('chat_notes').selectAll().where('feedback_id', '=', feedbackId).orderBy('created_at').orderBy('id').execute();
      return rows.map((r) => ({ id: r.id, feedbackId: r.feedback_id, authorId: r.author_id, authorName: r.author_name, body: r.body, createdAt: Number(r.created_at) }));
    },

    async addNote(note: Omit<StoredNote, 'id'>): Promise<StoredNote> {
      const stored = { ...note, id: randomUUID() };
      await db.insertInto('chat_notes').values({ id: stored.id, feedback_id: note.feedbackId, author_id: note.authorId, author_name: note.authorName, body: note.body, created_at: note.createdAt }).execute();
      return stored;
    },

    async cannedResponses(): Promise<StoredCannedResponse[]> {
      const rows = await db.selectFrom('canned_responses').selectAll().orderBy('shortcut').execute();
      return rows.map(toCanned);
    },

    /** Adds or (with `id`) changes one; undefined when the shortcut is another one's or the id is unknown. */
    async saveCannedResponse(input: { id?: string; shortcut: string; body: string; now: number }): Promise<StoredCannedResponse | undefined> {
      const taken = await db.selectFrom('canned_responses').select('id').where('shortcut', '=', input.shortcut).executeTakeFirst();
      if (taken && taken.id !== input.id) return undefined;
      if (input.id) {
        const changed = await db.updateTable('canned_responses').set({ shortcut: input.shortcut, body: input.body, updated_at: input.now }).where('id', '=', input.id).returningAll().executeTakeFirst();
        return changed && toCanned(changed);
      }
      const row = await db.insertInto('canned_responses').values({ id: randomUUID(), shortcut: input.shortcut, body: input.body, created_at: input.now, updated_at: input.now })
        .onConflict((c) => c.column('shortcut').doNothing()).returningAll().executeTakeFirst();
      return row && toCanned(row);
    },

    async removeCannedResponse(id: string): Promise<boolean> {
      const result = await db.deleteFrom('canned_responses').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Every agent's stated availability; an agent who never chose is online. */
    async availability(): Promise<Map<string, Availability>> {
      const rows = await db.selectFrom('agent_availability').select(['user_id', 'availability']).execute();
      return new Map(rows.map((r) => [r.user_id, r.availability as Availability]));
    },

    async setAvailability(userId: string, availability: Availability, now: number): Promise<void> {
      await db.insertInto('agent_availability').values({ user_id: userId, availability, last_assigned_at: null, updated_at: now })
        .onConflict((c) => c.column('user_id').doUpdateSet({ availability, updated_at: now }))
        .execute();
    },

    /** The round robin's next agent among `candidates`: the one given a chat longest ago (never first); marked as given one now. */
    async nextInTurn(candidates: readonly string[], now: number): Promise<string | undefined> {
      if (candidates.length === 0) return undefined;
      const rows = await db.selectFrom('agent_availability').select(['user_id', 'last_assigned_at']).where('user_id', 'in', candidates).execute();
      const last = new Map(rows.map((r) => [r.user_id, r.last_assigned_at === null ? -1 : Number(r.last_assigned_at)]));
      const next = [...candidates].sort((a, b) => (last.get(a) ?? -1) - (last.get(b) ?? -1) || (a < b ? -1 : 1))[0]!;
      await db.insertInto('agent_availability').values({ user_id: next, availability: 'online', last_assigned_at: now, updated_at: now })
        .onConflict((c) => c.column('user_id').doUpdateSet({ last_assigned_at: now }))
        .execute();
      return next;
    },

    /** Other feedbacks of the customer (same external id, else same email), newest first. */
    async sameCustomer(feedbackId: string, customer: { externalId?: string; email?: string }, limit: number) {
      const key = customer.externalId ?? customer.email;
      if (!key) return [];
      const rows = await db.selectFrom('feedbacks').select(['id', 'flow_id', 'flow_version', 'payload', 'chat_status', 'created_at'])
        .where('id', '!=', feedbackId)
        .where('payload', 'like', `%${key.replace(/[\\%_"]/g, '_')}%`)
        .orderBy('created_at', 'desc').orderBy('id', 'desc')
        .limit(limit * 4)
        .execute();
      return rows
        .map((r) => ({ id: r.id, flowId: r.flow_id, flowVersion: r.flow_version, payload: fromJson<FeedbackPayload>(r.payload), chatStatus: r.chat_status as ChatStatus | null, createdAt: Number(r.created_at) }))
        // The LIKE only narrows; the customer is the one whose field is exactly this.
        .filter((f) => (customer.externalId ? f.payload.customer?.external_id === customer.externalId : f.payload.customer?.email === customer.email))
        .slice(0, limit);
    },
  };
}

function toCanned(row: { id: string; shortcut: string; body: string; created_at: number; updated_at: number }): StoredCannedResponse {
  return { id: row.id, shortcut: row.shortcut, body: row.body, createdAt: Number(row.created_at), updatedAt: Number(row.updated_at) };
}

export type WorkspaceRepository = ReturnType<typeof createWorkspaceRepository>;
