import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ChatDetail, ChatStatus, ReplyCreated } from '../types/schemas';
import { mergeTimeline } from '../chat/model';
import { isRefused, type AgentApi, type ChatSummary } from './agent-api';
import type { AgentSession } from './session-model';

/** A reply as the agent writes it; the name it is signed with is the account's, added by the server. */
interface AgentReply {
  body: string;
  attachment?: File | null;
}

/** The agent console's chats, once the session may work on them: the list of one status, the open conversation. */
export function createAgentModel(api: AgentApi, session: AgentSession) {
  const statusChosen = createEvent<ChatStatus>();
  const chatChosen = createEvent<string>();
  const chatUpdated = createEvent<{ feedbackId: string }>();
  const replyArrived = createEvent<{ feedbackId: string } & ReplyCreated>();
  const replySent = createEvent<AgentReply>();
  const statusSet = createEvent<ChatStatus>();

  // The chats load when the session may work on them and are forgotten when it no longer may (signed out, no access).
  const ready = sample({ clock: session.$access.updates, filter: (access) => access === 'ready' });
  const left = sample({ clock: session.$access.updates, filter: (access) => access !== 'ready' });
  const $ready = session.$access.map((access) => access === 'ready');

  const loadChatsFx = createEffect((status: ChatStatus) => api.chats(status));
  const loadChatFx = createEffect(async (id: string) => ({ id, detail: await api.chat(id) }));
  const replyFx = createEffect(({ id, message }: { id: string; message: AgentReply }) => api.reply(id, message));
  const setStatusFx = createEffect(({ id, status }: { id: string; status: ChatStatus }) => api.setStatus(id, status));

  const $status = createStore<ChatStatus>('open').on(statusChosen, (_, status) => status);
  const $selected = createStore<string | null>(null).on(chatChosen, (_, id) => id).reset(left);
  const $chats = createStore<ChatSummary[]>([]).on(loadChatsFx.doneData, (_, list) => list).reset(left);
  // A load answers for the chat it was asked for, and merges with what the socket brought meanwhile: a reply_created
  // carries only the new message (issue #21), so one that lands while the load is under way must not be lost.
  const loaded = sample({ clock: loadChatFx.doneData, source: $selected, filter: (selected, { id }) => selected === id, fn: (_, { detail }) => detail });
  const $detail = createStore<ChatDetail | null>(null)
    .on(loaded, (current, detail) => ({ ...detail, timeline_items: mergeTimeline(current?.timeline_items ?? [], detail.timeline_items) }))
    .on(replyFx.doneData, (detail, item) => detail && { ...detail, timeline_items: mergeTimeline(detail.timeline_items, [item]) })
    .on(setStatusFx.doneData, (detail, { status }) => detail && { ...detail, status })
    .reset(left, chatChosen);
  const $sendFailed = createStore(false).on(replyFx.fail, () => true).on(replyFx.done, () => false).reset(chatChosen);

  sample({ clock: [ready, statusChosen, chatUpdated, setStatusFx.done], source: { ready: $ready, status: $status }, filter: ({ ready }) => ready, fn: ({ status }) => status, target: loadChatsFx });
  sample({ clock: chatChosen, filter: $ready, target: loadChatFx });
  sample({
    clock: chatUpdated,
    source: { ready: $ready, selected: $selected },
    filter: ({ ready, selected }, update) => ready && selected === update.feedbackId,
    fn: (_, update) => update.feedbackId,
    target: loadChatFx,
  });
  // A reply in the open conversation comes over the socket with only its new message, merged by id (after a
  // reconnect LiveIndicator loads the whole chat once, for what it missed); other chats refresh the list.
  $detail.on(sample({ clock: replyArrived, source: $selected, filter: (selected, reply) => selected === reply.feedbackId, fn: (_, reply) => reply }), (detail, reply) =>
    detail && { ...detail, status: reply.status, chat_ratings: reply.chat_ratings, timeline_items: mergeTimeline(detail.timeline_items, reply.timeline_items) });
  sample({ clock: replySent, source: $selected, filter: Boolean, fn: (id, message) => ({ id: id!, message }), target: replyFx });
  sample({ clock: statusSet, source: $selected, filter: Boolean, fn: (id, status) => ({ id: id!, status }), target: setStatusFx });
  // A refused call means the session changed under the page: the session model asks the server who this is now.
  sample({ clock: [loadChatsFx.failData, loadChatFx.failData, replyFx.failData, setStatusFx.failData], filter: isRefused, target: session.refused });

  return {
    statusChosen, chatChosen, chatUpdated, replyArrived, replySent, statusSet,
    $status, $selected, $chats, $detail, $sendFailed, $ready,
  };
}

export type AgentModel = ReturnType<typeof createAgentModel>;
