import type { Insertable, Selectable } from 'kysely';
import type { ChatStatus, FeedbackPayload } from '../../types/schemas';
import { fromJson, sqlBoolean, toJson } from './columns';
import type { FeedbacksTable } from './database';
import type { Identity, SaveFeedbackInput, StoredFeedback } from './storage';

/** SPEC 4.7: a completed feedback that ends in a chat opens it. */
export function chatColumns(input: SaveFeedbackInput): { chat_token: string; chat_status: ChatStatus } | undefined {
  return input.completed && input.chatToken !== null ? { chat_token: input.chatToken, chat_status: 'open' } : undefined;
}

export function newFeedbackRow(id: string, input: SaveFeedbackInput): Insertable<FeedbacksTable> {
  return {
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
    continuation_hash: input.completed ? null : input.continuationHash,
    ...chatColumns(input),
    created_at: input.now,
    updated_at: input.now,
  };
}

/** What newFeedbackRow stores, read back without a round trip (a group commit inserts many rows at once). */
export function newStoredFeedback(id: string, input: SaveFeedbackInput): StoredFeedback {
  const chat = chatColumns(input);
  return {
    id,
    nodeId: input.nodeId,
    flowId: input.flowId,
    flowVersion: input.flowVersion,
    completed: input.completed,
    payload: input.payload,
    identity: input.identity,
    chatToken: chat?.chat_token ?? null,
    chatStatus: chat?.chat_status ?? null,
    createdAt: input.now,
    updatedAt: input.now,
  };
}

export function toFeedback(row: Selectable<FeedbacksTable>): StoredFeedback {
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
