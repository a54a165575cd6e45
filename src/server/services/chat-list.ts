import type { ChatStatus } from '../../types/schemas';
import type { Storage, StoredFeedback } from '../storage/storage';

const CHAT_STATUSES: readonly ChatStatus[] = ['open', 'queued', 'closed', 'archived'];

/** Chats newest first; without a status, chats of every status (feedbacks without a chat are not chats). */
async function chatsNewestFirst(storage: Storage, status: ChatStatus | undefined, limit: number): Promise<StoredFeedback[]> {
  const lists = await Promise.all((status ? [status] : CHAT_STATUSES).map((chatStatus) => storage.feedbacks.list({ limit, chatStatus })));
  return lists.flat().sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1)).slice(0, limit);
}

/** The chat list of the agent console and the management API: customer, status and the last message of each. */
export async function chatSummaries(storage: Storage, status: ChatStatus | undefined, limit: number) {
  return Promise.all(
    (await chatsNewestFirst(storage, status, limit)).map(async (feedback) => {
      const messages = await storage.chats.messages(feedback.id);
      const last = messages[messages.length - 1];
      return {
        feedback_id: feedback.id,
        node_id: feedback.nodeId,
        status: feedback.chatStatus!,
        created_at: new Date(feedback.createdAt).toISOString(),
        customer: { name: feedback.payload.customer?.name ?? null, email: feedback.payload.customer?.email ?? null },
        last_message: last ? { body: last.body, actor: last.actor, created_at: new Date(last.createdAt).toISOString() } : null,
      };
    }),
  );
}
