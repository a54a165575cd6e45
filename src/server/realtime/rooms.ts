import type { ReplyCreated } from '../../types/schemas';

export const chatRoom = (feedbackId: string) => `chat:${feedbackId}`;
export const agentRoom = (feedbackId: string) => `agent-chat:${feedbackId}`;
export const AGENTS_ROOM = 'agents';

/** The body of reply_created (SPEC 7): status, chat_rating_enabled, chat_ratings, timeline_items. */
export type ChatSnapshot = ReplyCreated;
