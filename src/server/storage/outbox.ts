import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { ChatStatus } from '../../types/schemas';
import { toJson } from './columns';
import type { Database } from './database';
import { unnestColumns, usesPostgres } from './unnest-rows';
import type { StoredFeedback, StoredMessage, StoredRating } from './storage';

/** An event of manage-webhooks.schema.json#/definitions/eventType and its `data` (README "Webhooks"). */
export interface OutboxEvent {
  type: string;
  data: Record<string, unknown>;
  /** When the change happened (the `timestamp` of the payload). */
  at: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Writes events into the outbox inside the caller's transaction: they commit with the change or not at all. One
 * statement whatever their number, so a group commit of many feedbacks adds one round trip.
 *
 * Only events some enabled endpoint subscribes to are kept, decided in that statement from the endpoints as they are
 * then (the dispatcher would turn any other into no delivery): without webhooks every feedback also wrote a copy of
 * itself into an outbox that nothing ever emptied (issue #19: PostgreSQL stores 15 % more submits a second without
 * a listening endpoint, median of 7 paired runs). An endpoint so gets the changes committed after it was created or
 * enabled. The rows are still built here either way: only the database knows the endpoints of every process.
 */
export async function recordEvents(trx: Transaction<Database>, events: readonly OutboxEvent[]): Promise<void> {
  if (events.length === 0) return;
  const rows = events.map((event) => ({ id: `msg_${randomUUID().replaceAll('-', '')}`, type: event.type, data: toJson(event.data), created_at: event.at }));
  await trx.insertInto('webhook_events').columns(['id', 'type', 'data', 'created_at'])
    .expression(usesPostgres(trx) ? postgresListened(rows) : sqliteListened(rows))
    .execute();
}

type EventRow = { id: string; type: string; data: string; created_at: number };

/**
 * The rows whose type an enabled endpoint subscribes to, from one array per column: one statement text whatever
 * their number (unnest-rows.ts), which a connection prepares once.
 */
function postgresListened(rows: readonly EventRow[]) {
  const columns = unnestColumns<EventRow>([rows.map((r) => r.id), rows.map((r) => r.type), rows.map((r) => r.data), rows.map((r) => r.created_at)], ['text', 'text', 'text', 'bigint']);
  return sql<EventRow>`select * from (${columns}) as e(id, type, data, created_at)
    where e.type in (select jsonb_array_elements_text(w.events::jsonb) from webhook_endpoints w where w.enabled)`;
}

/** The same from one JSON array of rows, read back by `json_each`. */
function sqliteListened(rows: readonly EventRow[]) {
  return sql<EventRow>`select e.value ->> 0, e.value ->> 1, e.value ->> 2, e.value ->> 3 from json_each(${JSON.stringify(rows.map((r) => [r.id, r.type, r.data, r.created_at]))}) as e
    where e.value ->> 1 in (select t.value from webhook_endpoints w, json_each(w.events) as t where w.enabled = 1)`;
}

/** A feedback as webhooks carry it: as the management API shows it, without the chat token or the request's headers. */
const feedbackData = (feedback: StoredFeedback) => ({
  id: feedback.id, node_id: feedback.nodeId, flow_id: feedback.flowId, flow_version: feedback.flowVersion, completed: feedback.completed,
  chat_status: feedback.chatStatus, created_at: iso(feedback.createdAt), updated_at: iso(feedback.updatedAt), payload: feedback.payload,
});

/**
 * What a stored save tells: a new partial feedback is `feedback.created`; a feedback completed, at once or by a
 * later save, is `feedback.completed`, and `chat.opened` too when its flow ends in a chat. A partial save that
 * continues a partial feedback tells nothing new (its completion will).
 */
export function feedbackEvents(feedback: StoredFeedback, continued: boolean): OutboxEvent[] {
  const at = feedback.updatedAt;
  if (!feedback.completed) return continued ? [] : [{ type: 'feedback.created', data: { feedback: feedbackData(feedback) }, at }];
  const events: OutboxEvent[] = [{ type: 'feedback.completed', data: { feedback: feedbackData(feedback) }, at }];
  if (feedback.chatToken !== null) events.push({ type: 'chat.opened', data: { feedback_id: feedback.id, node_id: feedback.nodeId, flow_id: feedback.flowId, status: feedback.chatStatus }, at });
  return events;
}

export const messageEvent = (message: StoredMessage): OutboxEvent => ({
  type: 'chat.message.created',
  data: {
    feedback_id: message.feedbackId,
    message: { id: message.id, actor: message.actor, body: message.body, attachment: message.attachment, agent_name: message.agent?.name ?? null, created_at: iso(message.createdAt) },
  },
  at: message.createdAt,
});

export const ratingEvent = (rating: StoredRating): OutboxEvent => ({
  type: 'chat.rated',
  data: { feedback_id: rating.feedbackId, rating: rating.rating, created_at: iso(rating.createdAt) },
  at: rating.createdAt,
});

export const statusEvent = (feedbackId: string, status: ChatStatus, previous: ChatStatus | null, at: number): OutboxEvent => ({
  type: 'chat.status.changed',
  data: { feedback_id: feedbackId, status, previous_status: previous },
  at,
});
