import { sql, type Kysely } from 'kysely';
import type { Database } from './database';

const DAY_MS = 86_400_000;

/** A period of whole days in the caller's time zone: [since, until) in epoch ms, and the zone's offset from UTC. */
export interface ReportPeriod {
  since: number;
  until: number;
  offsetMs: number;
}

/** One day's figures; times are averages in ms, null when the day had none. Days are numbered as epoch days. */
export interface ReportDay {
  day: number;
  chats: number;
  firstResponses: number;
  firstResponseMs: number | null;
  resolved: number;
  resolutionMs: number | null;
}

export interface AgentRatings {
  /** The chat's assignee (as it is now: who has the chat answers for its rating); null: chats no one has. */
  userId: string | null;
  good: number;
  neutral: number;
  bad: number;
}

const count = (value: unknown) => Number(value ?? 0);
const average = (value: unknown) => (value === null || value === undefined ? null : Math.round(Number(value)));

/**
 * The agent workspace's reports (issue #22), each one GROUP BY in the database (SQLite and PostgreSQL alike: epoch
 * milliseconds divided by whole days is integer division in both), so a year of chats is never read into memory.
 * - chats per day: chats by the day they started;
 * - first response: from a chat's start to its first agent reply, by the day the chat started;
 * - resolution: from a chat's start to an agent's latest close, by the day of that close, for chats still closed
 *   (or archived by the customer after it) — a reopened chat is not resolved;
 * - ratings per agent: the respondent's ratings given in the period, by the chat's assignee.
 */
export function createChatReports(db: Kysely<Database>) {
  /** Chats started in the period with their first agent reply, looked up per chat on (feedback_id, created_at). */
  const startedChats = ({ since, until }: { since: number; until: number }) => db.selectFrom('feedbacks as f')
    .where('f.chat_token', 'is not', null)
    .where('f.created_at', '>=', since).where('f.created_at', '<', until)
    .select('f.created_at')
    .select(sql<number | null>`(select min(m.created_at) from chat_messages m where m.feedback_id = f.id and m.actor = 'agent')`.as('first_at'));
  const dayOf = (column: string, offsetMs: number) => sql<number>`(${sql.ref(column)} + ${sql.lit(offsetMs)}) / ${sql.lit(DAY_MS)}`;
  return {
    async days({ since, until, offsetMs }: ReportPeriod): Promise<ReportDay[]> {
      const started = await db.selectFrom(startedChats({ since, until }).as('c'))
        .select(dayOf('c.created_at', offsetMs).as('day'))
        .select((eb) => eb.fn.countAll().as('chats'))
        .select(sql<number | null>`count(c.first_at)`.as('first_responses'))
        .select(sql<number | null>`avg(c.first_at - c.created_at)`.as('first_response_ms'))
        .groupBy(dayOf('c.created_at', offsetMs))
        .execute();
      const resolved = await db.selectFrom('chat_resolutions as r')
        .innerJoin('feedbacks as f', 'f.id', 'r.feedback_id')
        .where('f.chat_status', 'in', ['closed', 'archived'])
        .where('r.closed_at', '>=', since).where('r.closed_at', '<', until)
        .select(dayOf('r.closed_at', offsetMs).as('day'))
        .select((eb) => eb.fn.countAll().as('resolved'))
        .select(sql<number | null>`avg(r.closed_at - f.created_at)`.as('resolution_ms'))
        .groupBy(dayOf('r.closed_at', offsetMs))
        .execute();
      const byDay = new Map<number, ReportDay>();
      const dayRow = (day: number) => {
        let row = byDay.get(day);
        if (!row) byDay.set(day, (row = { day, chats: 0, firstResponses: 0, firstResponseMs: null, resolved: 0, resolutionMs: null }));
        return row;
      };
      for (const row of started) Object.assign(dayRow(count(row.day)), { chats: count(row.chats), firstResponses: count(row.first_responses), firstResponseMs: average(row.first_response_ms) });
      for (const row of resolved) Object.assign(dayRow(count(row.day)), { resolved: count(row.resolved), resolutionMs: average(row.resolution_ms) });
      return [...byDay.values()].sort((a, b) => a.day - b.day);
    },

    /** The averages over the whole period (not an average of daily averages). */
    async totals({ since, until }: ReportPeriod) {
      const started = await db.selectFrom(startedChats({ since, until }).as('c'))
        .select((eb) => eb.fn.countAll().as('chats'))
        .select(sql<number | null>`count(c.first_at)`.as('first_responses'))
        .select(sql<number | null>`avg(c.first_at - c.created_at)`.as('first_response_ms'))
        .executeTakeFirstOrThrow();
      const resolved = await db.selectFrom('chat_resolutions as r')
        .innerJoin('feedbacks as f', 'f.id', 'r.feedback_id')
        .where('f.chat_status', 'in', ['closed', 'archived'])
        .where('r.closed_at', '>=', since).where('r.closed_at', '<', until)
        .select((eb) => eb.fn.countAll().as('resolved'))
        .select(sql<number | null>`avg(r.closed_at - f.created_at)`.as('resolution_ms'))
        .executeTakeFirstOrThrow();
      return {
        chats: count(started.chats),
        firstResponses: count(started.first_responses),
        firstResponseMs: average(started.first_response_ms),
        resolved: count(resolved.resolved),
        resolutionMs: average(resolved.resolution_ms),
      };
    },

    async ratingsByAgent({ since, until }: ReportPeriod): Promise<AgentRatings[]> {
      const rows = await db.selectFrom('chat_ratings as r')
        .leftJoin('chat_assignments as a', 'a.feedback_id', 'r.feedback_id')
        .where('r.created_at', '>=', since).where('r.created_at', '<', until)
        .select('a.user_id')
        .select(sql<number>`sum(case when r.rating = 100 then 1 else 0 end)`.as('good'))
        .select(sql<number>`sum(case when r.rating = 50 then 1 else 0 end)`.as('neutral'))
        .select(sql<number>`sum(case when r.rating = 0 then 1 else 0 end)`.as('bad'))
        .groupBy('a.user_id')
        .execute();
      return rows.map((row) => ({ userId: row.user_id ?? null, good: count(row.good), neutral: count(row.neutral), bad: count(row.bad) }));
    },

    /** An agent closed the chat now: its resolution is this close (a later close after a reopening replaces it). */
    async closed(feedbackId: string, userId: string | null, at: number): Promise<void> {
      await db.insertInto('chat_resolutions').values({ feedback_id: feedbackId, closed_at: at, closed_by: userId })
        .onConflict((c) => c.column('feedback_id').doUpdateSet({ closed_at: at, closed_by: userId }))
        .execute();
    },
  };
}

export const REPORT_DAY_MS = DAY_MS;
