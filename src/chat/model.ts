import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import type { ChatDetail, ReplyCreated, TimelineItem } from '../types/schemas';
import type { ChatApi } from './chat-api';
import type { ChatSocketEvent } from './chat-socket';

export interface PendingMessage {
  clientId: string;
  body: string;
  attachmentName: string | null;
  /** Kept so a failed message can be sent again as it was. */
  attachment: File | null;
  state: 'sending' | 'failed';
  progress: number;
}

export type ChatLoadError = 'wrongUrlError' | 'systemError' | 'chatDetailLoadError';

export interface ChatDeps {
  api: ChatApi;
  newClientId: () => string;
}

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

  const loadFx = attach({
    source: $access,
    effect: createEffect(async (access: { feedbackId: string; token: string } | null) => (access ? deps.api.detail(access.feedbackId, access.token) : null)),
    mapParams: (_: void, access) => access,
  });
  sample({ clock: $access, filter: Boolean, fn: () => undefined, target: loadFx });
  // After every (re)subscribe, fetch what was missed while disconnected (issue #6: nothing lost or doubled).
  sample({ clock: socketEvent, filter: (e) => e.kind === 'subscribed', fn: () => undefined, target: loadFx });
  $detail.on(loadFx.doneData, (current, detail) => (detail ? { ...detail, timeline_items: mergeTimeline(current?.timeline_items ?? [], detail.timeline_items) } : current));
  $loadError.on(loadFx.fail, (current, { error }) => (current ?? ((error as { status?: number }).status === 0 ? null : 'chatDetailLoadError')));
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
    filter: (list, id) => list.some((m) => m.clientId === id && m.state === 'failed'),
    fn: (list, id): PendingMessage => ({ ...list.find((m) => m.clientId === id)!, state: 'sending' }),
  });
  $pending.on(retriedMessage, (list, message) => list.map((m) => (m.clientId === message.clientId ? message : m)));
  sample({ clock: retriedMessage, target: sendFx });

  // SPEC 4.7: "on failure it is marked with an error (a cross mark); on success it is confirmed by the real-time update."
  $pending.on(sendFx.fail, (list, { params }) => list.map((m) => (m.clientId === params.clientId ? { ...m, state: 'failed' } : m)));
  $detail.on(sendFx.doneData, (detail, item) => detail && { ...detail, timeline_items: mergeTimeline(detail.timeline_items, [item]) });
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
    opened, socketEvent, messageSent, retried, rated, archiveToggled, archiveConfirmed, ticked,
    $access, $detail, $loadError, $pending, $ratingError, $archiveOpen, $now, $connected,
    $loading: loadFx.pending, $archiving: archiveFx.pending, archiveFailed: archiveFx.fail,
  };
}

export type ChatModel = ReturnType<typeof createChatModel>;
