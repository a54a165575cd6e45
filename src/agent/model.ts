import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ChatDetail, ChatStatus, ReplyCreated, TimelineItem } from '../types/schemas';
import { mergeTimeline } from '../chat/model';
import { isRefused, type AgentApi, type Availability, type CannedResponse, type ChatContext, type ChatNote, type WorkspaceAgent } from './agent-api';
import { createInboxModel } from './inbox-model';
import { createReportsModel } from './reports-model';
import type { AgentSession } from './session-model';

/** A reply as the agent writes it; the name it is signed with is the account's, added by the server. */
interface AgentReply {
  body: string;
  attachment?: File | null;
}

/** What a phone shows, one at a time; a desktop shows all three side by side (issue #22). */
export type Pane = 'list' | 'conversation' | 'context';

/** The socket's chat_updated: which chat changed and, for a new message or a new chat, what (issue #22 notifications). */
export interface ChatUpdate {
  feedbackId: string;
  message?: TimelineItem | null;
  newChat?: boolean;
}

/** Who is typing in the open chat, as the socket said; cleared by the console after a few quiet seconds. */
export interface Typing {
  actor: 'customer' | 'agent';
  name?: string;
}

/**
 * The agent workspace's state once the session may work on chats: the inbox, the open conversation with its context
 * (assignee, private notes, the customer's other feedbacks), the agents, canned responses, which pane a phone shows.
 */
export function createAgentModel(api: AgentApi, session: AgentSession) {
  const chatChosen = createEvent<string>();
  const chatUpdated = createEvent<ChatUpdate>();
  const replyArrived = createEvent<{ feedbackId: string } & ReplyCreated>();
  const noteArrived = createEvent<{ feedbackId: string; note: ChatNote }>();
  const typingArrived = createEvent<{ feedbackId: string } & Typing>();
  const typingEnded = createEvent();
  const replySent = createEvent<AgentReply>();
  const noteSent = createEvent<string>();
  const statusSet = createEvent<ChatStatus>();
  const assigned = createEvent<string | null>();
  const availabilitySet = createEvent<Availability>();
  const agentsChanged = createEvent();
  const paneShown = createEvent<Pane>();
  /** The agent typed in the composer: LiveIndicator tells the chat's other side (throttled there). */
  const typed = createEvent();

  // The chats load when the session may work on them and are forgotten when it no longer may (signed out, no access).
  const ready = sample({ clock: session.$access.updates, filter: (access) => access === 'ready' });
  const left = sample({ clock: session.$access.updates, filter: (access) => access !== 'ready' });
  const $ready = session.$access.map((access) => access === 'ready');
  const inbox = createInboxModel(api, $ready, left);
  const reports = createReportsModel(api, left);

  const loadChatFx = createEffect(async (id: string) => ({ id, detail: await api.chat(id) }));
  const loadContextFx = createEffect(async (id: string) => ({ id, context: await api.context(id) }));
  const replyFx = createEffect(({ id, message }: { id: string; message: AgentReply }) => api.reply(id, message));
  const noteFx = createEffect(({ id, body }: { id: string; body: string }) => api.addNote(id, body));
  const setStatusFx = createEffect(({ id, status }: { id: string; status: ChatStatus }) => api.setStatus(id, status));
  const assignFx = createEffect(({ id, userId }: { id: string; userId: string | null }) => api.assign(id, userId));
  const loadAgentsFx = createEffect(() => api.agents());
  const availabilityFx = createEffect((availability: Availability) => api.setAvailability(availability));
  const loadCannedFx = createEffect(() => api.cannedResponses());

  const $selected = createStore<string | null>(null).on(chatChosen, (_, id) => id).reset(left);
  const $pane = createStore<Pane>('list').on(paneShown, (_, pane) => pane).on(chatChosen, () => 'conversation').reset(left);
  // A load answers for the chat it was asked for, and merges with what the socket brought meanwhile: a reply_created
  // carries only the new message (issue #21), so one that lands while the load is under way must not be lost.
  const loaded = sample({ clock: loadChatFx.doneData, source: $selected, filter: (selected, { id }) => selected === id, fn: (_, { detail }) => detail });
  const $detail = createStore<ChatDetail | null>(null)
    .on(loaded, (current, detail) => ({ ...detail, timeline_items: mergeTimeline(current?.timeline_items ?? [], detail.timeline_items) }))
    .on(replyFx.doneData, (detail, item) => detail && { ...detail, timeline_items: mergeTimeline(detail.timeline_items, [item]) })
    .on(setStatusFx.doneData, (detail, { status }) => detail && { ...detail, status })
    .reset(left, chatChosen);
  const contextLoaded = sample({ clock: loadContextFx.doneData, source: $selected, filter: (selected, { id }) => selected === id, fn: (_, { context }) => context });
  const $context = createStore<ChatContext | null>(null)
    .on(contextLoaded, (_, context) => context)
    .on(assignFx.doneData, (context, { assignee }) => context && { ...context, assignee })
    .on(noteFx.doneData, (context, note) => context && { ...context, notes: context.notes.some((n) => n.id === note.id) ? context.notes : [...context.notes, note] })
    .reset(left, chatChosen);
  $context.on(sample({ clock: noteArrived, source: $selected, filter: (selected, event) => selected === event.feedbackId, fn: (_, event) => event.note }),
    (context, note) => context && (context.notes.some((n) => n.id === note.id) ? context : { ...context, notes: [...context.notes, note] }));
  const $typing = createStore<Typing | null>(null)
    .on(sample({ clock: typingArrived, source: $selected, filter: (selected, event) => selected === event.feedbackId, fn: (_, { actor, name }): Typing => ({ actor, name }) }), (_, typing) => typing)
    .reset(typingEnded, chatChosen, left, replyArrived);
  const $sendFailed = createStore(false).on([replyFx.fail, noteFx.fail], () => true).on([replyFx.done, noteFx.done], () => false).reset(chatChosen);
  const $agents = createStore<WorkspaceAgent[]>([]).on(loadAgentsFx.doneData, (_, agents) => agents).reset(left);
  const $canned = createStore<CannedResponse[]>([]).on(loadCannedFx.doneData, (_, list) => list).reset(left);
  const $me = session.$session.map((current) => current?.user.id ?? null);
  const $availability = createStore<Availability>('online')
    .on(sample({ clock: loadAgentsFx.doneData, source: $me, fn: (me, agents) => agents.find((a) => a.id === me)?.availability }), (current, mine) => mine ?? current)
    .on(availabilityFx.doneData, (_, { availability }) => availability);

  // The first page loads when the session is ready; socket updates refresh it in place.
  sample({ clock: [ready, chatUpdated, setStatusFx.done, assignFx.done], target: inbox.refreshed });
  // Agents come and go (invited, online, away): the list is read again whenever a chat is opened, and when told.
  sample({ clock: [ready, agentsChanged, availabilityFx.done, chatChosen], filter: $ready, target: loadAgentsFx });
  sample({ clock: ready, target: loadCannedFx });
  sample({ clock: chatChosen, filter: $ready, target: [loadChatFx, loadContextFx, inbox.chatRead] });
  // The open chat's own change (a reconnect, an assignment) reloads it: its deltas may have been missed.
  sample({
    clock: chatUpdated,
    source: { ready: $ready, selected: $selected },
    filter: ({ ready, selected }, update) => ready && selected === update.feedbackId,
    fn: (_, update) => update.feedbackId,
    target: [loadChatFx, loadContextFx],
  });
  // A reply in the open conversation comes over the socket with only its new message, merged by id; the agent is
  // looking at it, so it is read.
  const openReply = sample({ clock: replyArrived, source: $selected, filter: (selected, reply) => selected === reply.feedbackId, fn: (_, reply) => reply });
  $detail.on(openReply, (detail, reply) =>
    detail && { ...detail, status: reply.status, chat_ratings: reply.chat_ratings, timeline_items: mergeTimeline(detail.timeline_items, reply.timeline_items) });
  sample({ clock: openReply, filter: (reply) => reply.timeline_items.some((item) => item.actor === 'customer'), fn: (reply) => reply.feedbackId, target: inbox.chatRead });
  sample({ clock: replySent, source: $selected, filter: Boolean, fn: (id, message) => ({ id: id!, message }), target: replyFx });
  sample({ clock: noteSent, source: $selected, filter: Boolean, fn: (id, body) => ({ id: id!, body }), target: noteFx });
  sample({ clock: statusSet, source: $selected, filter: Boolean, fn: (id, status) => ({ id: id!, status }), target: setStatusFx });
  sample({ clock: assigned, source: $selected, filter: Boolean, fn: (id, userId) => ({ id: id!, userId }), target: assignFx });
  sample({ clock: availabilitySet, target: availabilityFx });
  // A refused call means the session changed under the page: the session model asks the server who this is now.
  sample({
    clock: [...inbox.failures, ...reports.failures, loadChatFx.failData, loadContextFx.failData, replyFx.failData, noteFx.failData, setStatusFx.failData, assignFx.failData],
    filter: isRefused,
    target: session.refused,
  });

  return {
    inbox,
    reports,
    chatChosen, chatUpdated, replyArrived, noteArrived, typingArrived, typingEnded, replySent, noteSent, statusSet, assigned,
    availabilitySet, agentsChanged, paneShown, typed,
    $selected, $pane, $detail, $context, $typing, $sendFailed, $ready, $agents, $canned, $me, $availability,
    cannedChanged: loadCannedFx,
  };
}

export type AgentModel = ReturnType<typeof createAgentModel>;
