import type { Insertable, QueryCreator, Selectable } from 'kysely';
import type { ChatStatus, FeedbackPayload } from '../../types/schemas';
import { fromJson, sqlBoolean, toJson } from './columns';
import type { Database, FeedbacksTable } from './database';
import { unnestColumns } from './unnest-rows';
import type { Identity, SaveFeedbackInput, StoredFeedback } from './storage';

/** SPEC 4.7: a completed feedback that ends in a chat opens it. */
export function chatColumns(input: SaveFeedbackInput): { chat_token: string; chat_status: ChatStatus } | undefined {
  return input.completed && input.chatToken !== null ? { chat_token: input.chatToken, chat_status: 'open' } : undefined;
}

export function newFeedbackRow(id: string, input: SaveFeedbackInput): Insertable<FeedbacksTable> {
  const row = newFeedbackColumns(id, input);
  return { ...row, completed: sqlBoolean(row.completed) };
}

/** A new feedback's columns, its completion a boolean that each dialect's insert writes its own way. */
function newFeedbackColumns(id: string, input: SaveFeedbackInput) {
  return {
    id,
    node_id: input.nodeId,
    flow_id: input.flowId,
    flow_version: input.flowVersion,
    completed: input.completed,
    payload: toJson(input.payload),
    identity: toJson(input.identity),
    device_id: input.payload.device_id ?? null,
    chat_token: null as string | null,
    chat_status: null as ChatStatus | null,
    continuation_hash: input.completed ? null : input.continuationHash,
    ...chatColumns(input),
    created_at: input.now,
    updated_at: input.now,
  };
}

const NEW_FEEDBACK_COLUMNS = [
  'id', 'node_id', 'flow_id', 'flow_version', 'completed', 'payload', 'identity', 'device_id', 'chat_token', 'chat_status', 'continuation_hash', 'created_at', 'updated_at',
] as const;
const NEW_FEEDBACK_TYPES = ['text', 'text', 'text', 'integer', 'boolean', 'text', 'text', 'text', 'text', 'text', 'text', 'bigint', 'bigint'];

/**
 * The insert of a batch's new feedbacks. On PostgreSQL the rows go as one array per column (unnest-rows.ts), so the
 * statement, and the rollups' and answer index's fused into it (result-writes.ts), has one text whatever the batch's
 * size, which each connection prepares once (prepared-statements.ts). SQLite takes them as a VALUES list.
 */
export function insertNewFeedbacks(creator: QueryCreator<Database>, saves: readonly { id: string; input: SaveFeedbackInput }[], postgres: boolean) {
  if (!postgres) return creator.insertInto('feedbacks').values(saves.map(({ id, input }) => newFeedbackRow(id, input)));
  return insertFeedbackColumns(creator, newFeedbackColumnArrays(saves));
}

/** New feedbacks as one array per column in the insert's order (PostgreSQL `unnest`). */
export function newFeedbackColumnArrays(saves: readonly { id: string; input: SaveFeedbackInput }[]): unknown[][] {
  const rows = saves.map(({ id, input }) => newFeedbackColumns(id, input));
  return NEW_FEEDBACK_COLUMNS.map((column) => rows.map((row) => row[column]));
}

/** PostgreSQL's insert of new feedbacks given as `newFeedbackColumnArrays`. */
export const insertFeedbackColumns = (creator: QueryCreator<Database>, columns: readonly (readonly unknown[])[]) =>
  creator.insertInto('feedbacks').columns([...NEW_FEEDBACK_COLUMNS]).expression(unnestColumns(columns, NEW_FEEDBACK_TYPES));

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
