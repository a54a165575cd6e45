import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
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
 */
export async function recordEvents(trx: Transaction<Database>, events: readonly OutboxEvent[]): Promise<void> {
  if (events.length === 0) return;
  const rows = events.map((event) => ({ id: `msg_${randomUUID().replaceAll('-', '')}`, type: event.type, data: toJson(event.data), created_at: event.at }));
  // On PostgreSQL one statement text whatever their number (unnest-rows.ts), which a connection prepares once.
  const insert = trx.insertInto('webhook_events');
  await (usesPostgres(trx)
    ? insert.columns(['id', 'type', 'data', 'created_at']).expression(unnestColumns([rows.map((r) => r.id), rows.map((r) => r.type), rows.map((r) => r.data), rows.map((r) => r.created_at)], ['text', 'text', 'text', 'bigint']))
    : insert.values(rows)).execute();
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
