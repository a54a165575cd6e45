import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { lastValueFrom, toArray } from 'rxjs';
import type { ChatDetail, ReplyCreated, TimelineItem } from '../types/schemas';
import type { KeyValueStore } from '../storage/local-store';
import type { ChatApi } from './chat-api';
import type { ChatSocketEvent } from './chat-socket';
import { chatOutbox, isRetryable, sendInOrder, type SendOutcome } from './outbox';

export interface PendingMessage {
  clientId: string;
  body: string;
  attachmentName: string | null;
  /** Kept so a failed message can be sent again as it was. */
  attachment: File | null;
  /** waiting: not sent for now (offline, server down), sent again by itself; failed: refused, only by hand. */
  state: 'sending' | 'waiting' | 'failed';
  progress: number;
}

export type ChatLoadError = 'wrongUrlError' | 'systemError' | 'chatDetailLoadError' | 'chatLinkInvalid';

export interface ChatDeps {
  api: ChatApi;
  newClientId: () => string;
  /** Where unsent messages outlive the page (the chat outbox, issue #16); without one they live in memory. */
  store?: KeyValueStore;
}

type Access = { feedbackId: string; token: string };

/** Adds timeline items not yet present (by id), in time order: a reply can arrive twice, it shows once. */
export function mergeTimeline(current: readonly TimelineItem[], incoming: readonly TimelineItem[]): TimelineItem[] {
  const byId = new Map(current.map((item) => [item.id, item]));
  for (const item of incoming) byId.set(item.id, item);
  return [...byId.values()].sort((a, b) => Date.parse(a.detail.comment.created_at) - Date.parse(b.detail.comment.created_at));
}

/**
 * The chat of SPEC 4.7 as effector units: the detail, the optimistic messages, rating and archive. The socket
 * stream is fed in through `socketEvent`; time through `ticked` (the screen ticks every 60 s for opening hours).
 */
export function createChatModel(deps: ChatDeps) {
  const opened = createEvent<{ feedbackId?: string | null; token?: string | null; inWidget?: boolean }>();
  const socketEvent = createEvent<ChatSocketEvent>();
  const messageSent = createEvent<{ body: string; attachment?: File | null }>();
  const retried = createEvent<string>();
  const rated = createEvent<0 | 50 | 100>();
  const archiveToggled = createEvent<boolean>();
  const archiveConfirmed = createEvent();
  const ticked = createEvent<number>();
  const uploadProgressed = createEvent<{ clientId: string; progress: number }>();
  /** The browser is back online (the socket's own reconnect arrives as a `subscribed` socket event). */
  const connectionRestored = createEvent();
  /** The respondent typed in the composer: the socket tells the agents (issue #22). */
  const typed = createEvent();

  const $access = createStore<{ feedbackId: string; token: string } | null>(null);
  const $detail = createStore<ChatDetail | null>(null);
  const $loadError = createStore<ChatLoadError | null>(null);
  const $pending = createStore<PendingMessage[]>([]);
  const $ratingError = createStore(false);
  const $archiveOpen = createStore(false);
  const $now = createStore(Date.now()).on(ticked, (_, now) => now);
  const $connected = createStore(false);

  // SPEC 5: "Chat needs feedback_id and token. Otherwise the error is wrongUrlError on a page or systemError inside the widget."
  $loadError.on(opened, (_, { feedbackId, token, inWidget }) => (feedbackId && token ? null : inWidget ? 'systemError' : 'wrongUrlError'));
  $access.on(opened, (_, { feedbackId, token }) => (feedbackId && token ? { feedbackId, token } : null));
  const outboxOf = (access: Access | null) => (access && deps.store ? chatOutbox(deps.store, access.feedbackId) : null);
  // Messages an earlier page could not send come back waiting, and go at the next connection.
  $pending.on($access, (_, access) => (outboxOf(access)?.list() ?? []).map((m): PendingMessage => ({ ...m, attachment: null, attachmentName: null, state: 'waiting', progress: 0 })));

  const loadFx = attach({
    source: $access,
    effect: createEffect(async (access: { feedbackId: string; token: string } | null) => (access ? deps.api.detail(access.feedbackId, access.token) : null)),
    mapParams: (_: void, access) => access,
  });
  sample({ clock: $access, filter: Boolean, fn: () => undefined, target: loadFx });
  // After every (re)subscribe, fetch what was missed while disconnected (issue #6: nothing lost or doubled).
  sample({ clock: socketEvent, filter: (e) => e.kind === 'subscribed', fn: () => undefined, target: loadFx });
  $detail.on(loadFx.doneData, (current, detail) => (detail ? { ...detail, timeline_items: mergeTimeline(current?.timeline_items ?? [], detail.timeline_items) } : current));
  // A wrong token (401) or a feedback without that chat (404) is a bad link, not a moment's failure (issue #16).
  const failure = (status: number | undefined): ChatLoadError | null => (status === 0 ? null : status === 401 || status === 404 ? 'chatLinkInvalid' : 'chatDetailLoadError');
  $loadError.on(loadFx.fail, (current, { error }) => current ?? failure((error as { status?: number }).status));
  $connected.on(socketEvent, (connected, event) => (event.kind === 'subscribed' ? true : event.kind === 'disconnected' || event.kind === 'refused' ? false : connected));

  const applyReply = (detail: ChatDetail | null, reply: ReplyCreated): ChatDetail | null =>
    detail && {
      ...detail,
      status: reply.status,
      chat_rating_enabled: reply.chat_rating_enabled,
      chat_ratings: reply.chat_ratings,
      timeline_items: mergeTimeline(detail.timeline_items, reply.timeline_items),
    };
  $detail.on(socketEvent, (detail, event) => (event.kind === 'reply' ? applyReply(detail, event.body) : detail));
  // The agent typing (issue #22): their name until they stop or their message lands.
  const $agentTyping = createStore<string | null>(null).on(socketEvent, (current, event) => {
    if (event.kind === 'typing') return event.name;
    if (event.kind === 'typingStopped' || event.kind === 'disconnected') return null;
    if (event.kind === 'reply' && event.body.timeline_items.some((item) => item.actor !== 'customer')) return null;
    return current;
  });

  const sendFx = attach({
    source: $access,
    effect: createEffect(async ({ access, message }: { access: { feedbackId: string; token: string } | null; message: PendingMessage }) => {
      if (!access) throw new Error('no chat');
      const onProgress = message.attachment ? (progress: number) => uploadProgressed({ clientId: message.clientId, progress }) : undefined;
      return deps.api.sendMessage(access.feedbackId, access.token, { body: message.body, clientId: message.clientId, attachment: message.attachment ?? undefined }, onProgress);
    }),
    mapParams: (message: PendingMessage, access) => ({ access, message }),
  });

  const newPending = sample({
    clock: messageSent,
    filter: ({ body, attachment }) => body.trim() !== '' || Boolean(attachment),
    fn: ({ body, attachment }): PendingMessage => ({ clientId: deps.newClientId(), body: body.trim(), attachment: attachment ?? null, attachmentName: attachment?.name ?? null, state: 'sending', progress: 0 }),
  });
  $pending.on(newPending, (list, message) => [...list, message]);
  $pending.on(uploadProgressed, (list, { clientId, progress }) => list.map((m) => (m.clientId === clientId ? { ...m, progress } : m)));
  sample({ clock: newPending, target: sendFx });

  const retriedMessage = sample({
    clock: retried,
    source: $pending,
    filter: (list, id) => list.some((m) => m.clientId === id && m.state !== 'sending'),
    fn: (list, id): PendingMessage => ({ ...list.find((m) => m.clientId === id)!, state: 'sending' }),
  });
  $pending.on(retriedMessage, (list, message) => list.map((m) => (m.clientId === message.clientId ? message : m)));
  sample({ clock: retriedMessage, target: sendFx });

  // SPEC 4.7: "on failure it is marked with an error (a cross mark); on success it is confirmed by the real-time update."
  // A failure the network or the server's state explains waits to go again by itself (issue #16).
  const stateAfter = (error: unknown): PendingMessage['state'] => (isRetryable(error) ? 'waiting' : 'failed');
  $pending.on(sendFx.fail, (list, { params, error }) => list.map((m) => (m.clientId === params.clientId ? { ...m, state: stateAfter(error) } : m)));
  $detail.on(sendFx.doneData, (detail, item) => detail && { ...detail, timeline_items: mergeTimeline(detail.timeline_items, [item]) });

  // The outbox: a text message is kept from the moment it is written until the server has it or refuses it.
  const outboxFx = attach({
    source: $access,
    effect: createEffect(({ access, change }: { access: Access | null; change: { add: PendingMessage } | { remove: string } }) => {
      const outbox = outboxOf(access);
      if ('add' in change) {
        if (!change.add.attachment) outbox?.add({ clientId: change.add.clientId, body: change.add.body });
      } else outbox?.remove(change.remove);
    }),
    mapParams: (change: { add: PendingMessage } | { remove: string }, access) => ({ access, change }),
  });
  sample({ clock: newPending, fn: (message) => ({ add: message }), target: outboxFx });
  sample({ clock: sendFx.done, fn: ({ params }) => ({ remove: params.clientId }), target: outboxFx });
  sample({ clock: sendFx.fail, filter: ({ error }) => !isRetryable(error), fn: ({ params }) => ({ remove: params.clientId }), target: outboxFx });

  // Back online, or the socket (re)subscribed: the waiting messages go again, in their order.
  const resendFx = attach({
    source: $access,
    effect: createEffect(async ({ access, waiting }: { access: Access | null; waiting: PendingMessage[] }) => {
      const attempted = waiting.map((m) => m.clientId);
      if (!access || waiting.length === 0) return { attempted, outcomes: [] };
      const send = (message: PendingMessage) => deps.api.sendMessage(access.feedbackId, access.token, { body: message.body, clientId: message.clientId, attachment: message.attachment ?? undefined });
      return { attempted, outcomes: await lastValueFrom(sendInOrder(waiting, send).pipe(toArray())) };
    }),
    mapParams: (waiting: PendingMessage[], access) => ({ access, waiting }),
  });
  sample({
    clock: [connectionRestored, sample({ clock: socketEvent, filter: (e) => e.kind === 'subscribed' })],
    source: $pending,
    fn: (pending) => pending.filter((m) => m.state === 'waiting'),
    target: resendFx,
  });
  $pending.on(resendFx, (list, waiting) => list.map((m) => (waiting.some((w) => w.clientId === m.clientId) ? { ...m, state: 'sending' } : m)));
  // Those after the first that could not go were not tried: they wait again.
  $pending.on(resendFx.doneData, (list, { attempted, outcomes }: { attempted: string[]; outcomes: SendOutcome<TimelineItem>[] }) =>
    list.map((m) => {
      if (!attempted.includes(m.clientId)) return m;
      const outcome = outcomes.find((o) => o.clientId === m.clientId);
      return !outcome || ('error' in outcome && outcome.retryable) ? { ...m, state: 'waiting' } : 'error' in outcome ? { ...m, state: 'failed' } : m;
    }),
  );
  $detail.on(resendFx.doneData, (detail, { outcomes }) => detail && { ...detail, timeline_items: mergeTimeline(detail.timeline_items, outcomes.flatMap((o) => ('sent' in o ? [o.sent] : []))) });
  sample({
    clock: resendFx.doneData,
    fn: ({ outcomes }) => outcomes.filter((o) => 'sent' in o || !o.retryable).map((o) => o.clientId),
    target: createEffect((ids: string[]) => ids.forEach((id) => outboxFx({ remove: id }))),
  });
  // A pending copy leaves once its message is in the timeline, whichever way it arrived.
  sample({
    clock: $detail,
    source: $pending,
    fn: (pending, detail) => pending.filter((m) => !detail?.timeline_items.some((item) => item.client_id === m.clientId)),
    target: $pending,
  });

  const rateFx = attach({
    source: $access,
    effect: createEffect(async ({ access, rating }: { access: { feedbackId: string; token: string } | null; rating: 0 | 50 | 100 }) => {
      if (!access) throw new Error('no chat');
      return deps.api.rate(access.feedbackId, access.token, rating);
    }),
    mapParams: (rating: 0 | 50 | 100, access) => ({ access, rating }),
  });
  sample({ clock: rated, target: rateFx });
  $detail.on(rateFx.doneData, (detail, rating) => detail && { ...detail, chat_ratings: [...(detail.chat_ratings ?? []), { rating: rating.rating as 0 | 50 | 100, created_at: rating.created_at }] });
  $ratingError.on(rateFx.fail, () => true).on(rateFx.done, () => false);

  const archiveFx = attach({
    source: $access,
    effect: createEffect(async (access: { feedbackId: string; token: string } | null) => {
      if (!access) throw new Error('no chat');
      return deps.api.archive(access.feedbackId, access.token);
    }),
    mapParams: (_: void, access) => access,
  });
  $archiveOpen.on(archiveToggled, (_, open) => open).on(archiveFx.done, () => false);
  sample({ clock: archiveConfirmed, fn: () => undefined, target: archiveFx });
  $detail.on(archiveFx.done, (detail) => detail && { ...detail, status: 'archived' });

  return {
    opened, socketEvent, typed, $agentTyping, messageSent, retried, rated, archiveToggled, archiveConfirmed, ticked, connectionRestored,
    $access, $detail, $loadError, $pending, $ratingError, $archiveOpen, $now, $connected,
    $loading: loadFx.pending, $archiving: archiveFx.pending, archiveFailed: archiveFx.fail,
  };
}

export type ChatModel = ReturnType<typeof createChatModel>;

/** Sends the waiting messages whenever the browser is back online; returns the function that stops listening. */
export function resendWhenOnline(model: Pick<ChatModel, 'connectionRestored'>): () => void {
  const restored = () => model.connectionRestored();
  addEventListener('online', restored);
  return () => removeEventListener('online', restored);
}
