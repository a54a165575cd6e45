import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { fromNullableJson, toJson } from './columns';
import type { ChatMessagesTable, ChatRatingsTable, Database } from './database';
import { messageEvent, ratingEvent, recordEvents } from './outbox';
import type { ChatStatus } from '../../types/schemas';
import type { ChatAttachmentRecord, ChatRepository, StoredMessage, StoredRating } from './storage';

export function createChatRepository(db: Kysely<Database>): ChatRepository {
  return {
    // Each write and its webhook event (issue #20) commit together; a retried send adds neither.
    addMessage: ({ feedbackId, actor, body, attachment, agent, clientId, now }) => db.transaction().execute(async (trx) => {
      // A retried send (same client id) hits the unique index and gets the message stored by the first one.
      const inserted = await trx.insertInto('chat_messages')
        .values({
          id: randomUUID(),
          feedback_id: feedbackId,
          actor,
          body,
          attachment: attachment === null ? null : toJson(attachment),
          agent: agent === null ? null : toJson(agent),
          client_id: clientId,
          created_at: now,
        })
        .onConflict((conflict) => conflict.columns(['feedback_id', 'client_id']).doNothing())
        .returningAll()
        .executeTakeFirst();
      if (inserted) {
        const message = toMessage(inserted);
        await recordEvents(trx, [messageEvent(message)]);
        return message;
      }
      const first = await trx.selectFrom('chat_messages').selectAll()
        .where('feedback_id', '=', feedbackId).where('client_id', '=', clientId)
        .executeTakeFirstOrThrow();
      return toMessage(first);
    }),

    async messages(feedbackId) {
      const rows = await db.selectFrom('chat_messages').selectAll()
        .where('feedback_id', '=', feedbackId).orderBy('created_at').orderBy('id').execute();
      return rows.map(toMessage);
    },

    addRating: ({ feedbackId, rating, now }) => db.transaction().execute(async (trx) => {
      const row = await trx.insertInto('chat_ratings')
        .values({ id: randomUUID(), feedback_id: feedbackId, rating, created_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      const stored = toRating(row);
      await recordEvents(trx, [ratingEvent(stored)]);
      return stored;
    }),

    async ratings(feedbackId) {
      const rows = await db.selectFrom('chat_ratings').selectAll()
        .where('feedback_id', '=', feedbackId).orderBy('created_at').orderBy('id').execute();
      return rows.map(toRating);
    },

    async state(feedbackId) {
      const row = await db.selectFrom('feedbacks')
        .select(['chat_token', 'chat_status'])
        .select((eb) => eb.selectFrom('chat_messages').select((m) => m.fn.max('created_at').as('last')).where('feedback_id', '=', feedbackId).as('last_message_at'))
        .where('id', '=', feedbackId)
        .executeTakeFirst();
      if (!row?.chat_token) return undefined;
      return { status: (row.chat_status ?? 'open') as ChatStatus, lastMessageAt: row.last_message_at === null ? null : Number(row.last_message_at) };
    },
  };
}

function toMessage(row: Selectable<ChatMessagesTable>): StoredMessage {
  return {
    id: row.id,
    feedbackId: row.feedback_id,
    actor: row.actor as StoredMessage['actor'],
    body: row.body,
    attachment: fromNullableJson<ChatAttachmentRecord>(row.attachment),
    agent: fromNullableJson<NonNullable<StoredMessage['agent']>>(row.agent),
    clientId: row.client_id,
    createdAt: row.created_at,
  };
}

function toRating(row: Selectable<ChatRatingsTable>): StoredRating {
  return { id: row.id, feedbackId: row.feedback_id, rating: row.rating as StoredRating['rating'], createdAt: row.created_at };
}
