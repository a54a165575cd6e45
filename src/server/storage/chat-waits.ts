import { sql, type Kysely } from 'kysely';
import type { Database } from './database';

/** A chat whose customer has waited for an agent since `waitingSince`, and who has it (null: no one). */
export interface WaitingChat {
  feedbackId: string;
  flowId: string;
  assigneeId: string | null;
  waitingSince: number;
}

/** Someone an email about a waiting chat may go to. */
export interface ChatMailRecipient {
  userId: string;
  email: string;
  role: string;
  language: string | null;
  availability: 'online' | 'away';
}

/**
 * Chats waiting for an agent (issue #22 "an email for a chat waiting longer than N minutes"). A wait starts with the
 * customer's first message after the last agent reply (or the first message at all) and ends with the next reply;
 * each wait is mailed about once, claimed in chat_wait_notices so that one of several processes sends it.
 */
export function createChatWaits(db: Kysely<Database>) {
  return {
    /** Open or queued chats waiting since `before` or earlier whose current wait has had no email. */
    async unnoticed(before: number, limit: number): Promise<WaitingChat[]> {
      const waits = db.selectFrom('feedbacks as f')
        .leftJoin('chat_assignments as a', 'a.feedback_id', 'f.id')
        .where('f.chat_token', 'is not', null)
        .where('f.chat_status', 'in', ['open', 'queued'])
        .select(['f.id', 'f.flow_id', 'a.user_id as assignee_id'])
        .select(sql<number | null>`(select min(m.created_at) from chat_messages m where m.feedback_id = f.id and m.actor = 'customer' and m.created_at > coalesce((select max(r.created_at) from chat_messages r where r.feedback_id = f.id and r.actor = 'agent'), -1))`.as('waiting_since'));
      const rows = await db.selectFrom(waits.as('w'))
        .selectAll('w')
        .where('w.waiting_since', 'is not', null)
        .where('w.waiting_since', '<=', before)
        .where((eb) => eb.not(eb.exists(eb.selectFrom('chat_wait_notices as n').select('n.feedback_id').whereRef('n.feedback_id', '=', 'w.id').whereRef('n.waiting_since', '>=', 'w.waiting_since'))))
        .orderBy('w.waiting_since').orderBy('w.id')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ feedbackId: row.id, flowId: row.flow_id, assigneeId: row.assignee_id ?? null, waitingSince: Number(row.waiting_since) }));
    },

    /** Claims the email of this wait: true for the one caller that gets it, false if it was already sent. */
    async claim(feedbackId: string, waitingSince: number, now: number): Promise<boolean> {
      const row = await db.insertInto('chat_wait_notices').values({ feedback_id: feedbackId, waiting_since: waitingSince, sent_at: now })
        .onConflict((c) => c.column('feedback_id').doUpdateSet({ waiting_since: waitingSince, sent_at: now }).where('chat_wait_notices.waiting_since', '<', waitingSince))
        .returning('feedback_id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Everyone who may be told about chats, with their mail language and availability (never chosen: online). */
    async recipients(roles: readonly string[]): Promise<ChatMailRecipient[]> {
      const rows = await db.selectFrom('users as u')
        .leftJoin('agent_availability as v', 'v.user_id', 'u.id')
        .where('u.role', 'in', roles)
        .select(['u.id', 'u.email', 'u.role', 'u.mail_language', 'v.availability'])
        .orderBy('u.email')
        .execute();
      return rows.map((row) => ({ userId: row.id, email: row.email, role: row.role, language: row.mail_language, availability: row.availability === 'away' ? 'away' : 'online' }));
    },
  };
}
