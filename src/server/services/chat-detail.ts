import type { ChatDetail, Flow, ReplyCreated, TimelineItem } from '../../types/schemas';
import { localise } from '../../engine/language';
import type { Storage, StoredFeedback, StoredMessage, StoredRating } from '../storage/storage';
import { readablePayload } from './answer-limits';

const iso = (ms: number) => new Date(ms).toISOString();

export function timelineItem(message: StoredMessage, customerName: string | null): TimelineItem {
  return {
    id: message.id,
    action: 'add_comment',
    actor: message.actor === 'customer' ? 'customer' : 'other',
    client_id: message.clientId,
    detail: {
      comment: { body: message.body, attachment: message.attachment, created_at: iso(message.createdAt) },
      user: message.agent ? { name: message.agent.name, surname: message.agent.surname ?? null, avatar: message.agent.avatar ?? null, avatar_color: message.agent.avatar_color ?? null } : null,
      customer: message.actor === 'customer' ? { name: customerName } : null,
    },
  };
}

/** The feedback's answers as the chat shows them on top: question text in the feedback's language and the answer as text. */
export function answersForChat(feedback: StoredFeedback, flow: Flow | undefined): ChatDetail['responses'] {
  if (!flow) return [];
  const code = flow.languages.find((l) => l.id === feedback.payload.language_id)?.code ?? flow.languages[0]?.code ?? 'en';
  const questions = new Map(flow.states.flatMap((s) => s.elements).flatMap((e) => (e.question ? [[e.question.id, e.question] as const] : [])));
  const statements = new Map([...questions.values()].flatMap((q) => (q.statements ?? []).map((st) => [st.id, { question: q, statement: st }] as const)));
  const grouped = new Map<string, { body: string; style: string; answers: string[] }>();
  for (const item of feedback.payload.responses) {
    const question = questions.get(item.question_id);
    const row = statements.get(item.question_id);
    const source = question ?? row?.question;
    if (!source) continue;
    const body = row ? `${localise(source.body, code)} — ${localise(row.statement.body, code)}` : localise(source.body, code);
    const options = row?.statement.options ?? source.options ?? [];
    const answer = item.option_id !== undefined
      ? localise(options.find((o) => o.id === item.option_id)?.body, code) || item.option_id
      : typeof item.body === 'object' ? JSON.stringify(item.body) : String(item.body ?? '');
    const entry = grouped.get(item.question_id) ?? { body, style: source.style, answers: [] };
    entry.answers.push(item.ranking !== undefined ? `${item.ranking}. ${answer}` : answer);
    grouped.set(item.question_id, entry);
  }
  return [...grouped.values()].map(({ body, style, answers }) => ({ question: { body, style }, response: answers.join(', ') }));
}

const ratingsOf = (ratings: StoredRating[]) => ratings.map((r) => ({ rating: r.rating, created_at: iso(r.createdAt) }));

/** Told which stored answers a chat detail left out because no reader can handle them (issue #25). */
export type LeftOutReport = (feedbackId: string, leftOut: { path: string; reason: string }[]) => void;

/** SPEC 3.7 chat detail of a feedback whose flow ended in a chat. */
export async function chatDetail(storage: Storage, stored: StoredFeedback, report?: LeftOutReport): Promise<ChatDetail> {
  const readable = readablePayload(stored.payload);
  if (readable.leftOut.length > 0) report?.(stored.id, readable.leftOut);
  const feedback = { ...stored, payload: readable.payload };
  const [node, flow, messages, ratings] = await Promise.all([
    storage.nodes.get(feedback.nodeId),
    storage.flows.get(feedback.flowId, feedback.flowVersion ?? undefined),
    storage.chats.messages(feedback.id),
    storage.chats.ratings(feedback.id),
  ]);
  const customer = feedback.payload.customer ?? {};
  return {
    node: {
      name: node?.name ?? '',
      logo_url: node?.logo_url ?? null,
      operating: node?.operating ?? true,
      operating_24_7: node?.operating_24_7 ?? true,
      operating_hours: node?.operating_hours ?? [],
      time_zone: node?.time_zone ?? 'UTC',
    },
    creator: { name: customer.name ?? null, email: customer.email ?? null, phone_number: customer.phone_number ?? null },
    responses: answersForChat(feedback, flow?.flow),
    created_at: iso(feedback.createdAt),
    status: feedback.chatStatus ?? 'open',
    chat_rating_enabled: true,
    chat_ratings: ratingsOf(ratings),
    account: { name: node?.name ?? '' },
    prevent_upload: false,
    timeline_items: messages.map((m) => timelineItem(m, customer.name ?? null)),
  };
}

/** What changed in a chat, as the route that changed it knows it: the new message, if there is one. */
export interface ChatChange {
  message?: TimelineItem;
  /** The chat has just begun (its feedback was stored): agents' consoles may announce it (issue #22). */
  newChat?: boolean;
}

/** One realtime push: the reply_created body and, for the agents' chat list, when the chat last had a message. */
export interface ChatPush {
  reply: ReplyCreated;
  lastMessageAt: string | null;
}

/**
 * SPEC 7 reply_created body for a change (issue #21): the chat's current status and ratings, and in timeline_items only
 * the new message (a delta), which clients merge by id. One read of the status and one of the ratings; the message is
 * the one the route just stored, so neither the timeline nor the chat detail (node, flow, answers) is read.
 */
export async function chatPush(storage: Storage, feedbackId: string, change: ChatChange = {}): Promise<ChatPush | undefined> {
  const [state, ratings] = await Promise.all([storage.chats.state(feedbackId), storage.chats.ratings(feedbackId)]);
  if (!state) return undefined;
  return {
    reply: { status: state.status, chat_rating_enabled: true, chat_ratings: ratingsOf(ratings), timeline_items: change.message ? [change.message] : [] },
    lastMessageAt: state.lastMessageAt === null ? null : iso(state.lastMessageAt),
  };
}
