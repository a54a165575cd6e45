import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ChatDetail, ChatStatus, ReplyCreated } from '../types/schemas';
import { mergeTimeline } from '../chat/model';
import { createAgentApi, type ChatSummary } from './agent-api';

/** The agent console's state: the token, the chat list of one status, the open conversation. */
export function createAgentModel(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined = globalThis.sessionStorage) {
  const signedIn = createEvent<string>();
  const signedOut = createEvent();
  const statusChosen = createEvent<ChatStatus>();
  const chatChosen = createEvent<string>();
  const chatUpdated = createEvent<{ feedbackId: string }>();
  const replyArrived = createEvent<{ feedbackId: string } & ReplyCreated>();
  const replySent = createEvent<{ body: string; name: string; attachment?: File | null }>();
  const statusSet = createEvent<ChatStatus>();

  const $token = createStore<string | null>(storage?.getItem('canvass-agent-token') ?? null)
    .on(signedIn, (_, token) => token)
    .reset(signedOut);
  const $status = createStore<ChatStatus>('open').on(statusChosen, (_, s) => s);
  const $selected = createStore<string | null>(null).on(chatChosen, (_, id) => id).reset(signedOut);

  const checkTokenFx = createEffect(async (token: string) => {
    await createAgentApi(token).chats('open');
    storage?.setItem('canvass-agent-token', token);
    return token;
  });
  const loadChatsFx = createEffect(async ({ token, status }: { token: string; status: ChatStatus }) => createAgentApi(token).chats(status));
  const loadChatFx = createEffect(async ({ token, id }: { token: string; id: string }) => (await createAgentApi(token).chat(id)).detail);
  const replyFx = createEffect(async ({ token, id, message }: { token: string; id: string; message: { body: string; name: string; attachment?: File | null } }) => createAgentApi(token).reply(id, message));
  const setStatusFx = createEffect(async ({ token, id, status }: { token: string; id: string; status: ChatStatus }) => createAgentApi(token).setStatus(id, status));

  const $signInError = createStore(false).on(checkTokenFx.fail, () => true).on(checkTokenFx.done, () => false);
  const $chats = createStore<ChatSummary[]>([]).on(loadChatsFx.doneData, (_, list) => list).reset(signedOut);
  const $detail = createStore<ChatDetail | null>(null)
    .on(loadChatFx.doneData, (_, detail) => detail)
    .on(replyFx.doneData, (detail, item) => detail && { ...detail, timeline_items: mergeTimeline(detail.timeline_items, [item]) })
    .on(setStatusFx.doneData, (detail, { status }) => detail && { ...detail, status })
    .reset(signedOut, chatChosen);
  const $sendFailed = createStore(false).on(replyFx.fail, () => true).on(replyFx.done, () => false).reset(chatChosen);

  signedOut.watch(() => storage?.removeItem('canvass-agent-token'));
  const $tokenOk = createStore(false).on(checkTokenFx.done, () => true).reset(signedOut);

  sample({ clock: signedIn, target: checkTokenFx });
  const ready = sample({ clock: [checkTokenFx.doneData, statusChosen, chatUpdated, setStatusFx.done], source: { token: $token, status: $status, ok: $tokenOk }, filter: ({ token, ok }) => Boolean(token) && ok, fn: ({ token, status }) => ({ token: token!, status }) });
  sample({ clock: ready, target: loadChatsFx });
  sample({ clock: chatChosen, source: $token, filter: Boolean, fn: (token, id) => ({ token: token!, id }), target: loadChatFx });
  sample({
    clock: chatUpdated,
    source: { token: $token, selected: $selected },
    filter: ({ token, selected }, update) => Boolean(token) && selected === update.feedbackId,
    fn: ({ token }, update) => ({ token: token!, id: update.feedbackId }),
    target: loadChatFx,
  });
  // A reply in the open conversation comes over the socket; other chats refresh the list.
  $detail.on(sample({ clock: replyArrived, source: $selected, filter: (selected, reply) => selected === reply.feedbackId, fn: (_, reply) => reply }), (detail, reply) =>
    detail && { ...detail, status: reply.status, chat_ratings: reply.chat_ratings, timeline_items: mergeTimeline(detail.timeline_items, reply.timeline_items) });
  sample({ clock: replySent, source: { token: $token, id: $selected }, filter: ({ token, id }) => Boolean(token && id), fn: ({ token, id }, message) => ({ token: token!, id: id!, message }), target: replyFx });
  sample({ clock: statusSet, source: { token: $token, id: $selected }, filter: ({ token, id }) => Boolean(token && id), fn: ({ token, id }, status) => ({ token: token!, id: id!, status }), target: setStatusFx });

  return {
    signedIn, signedOut, statusChosen, chatChosen, chatUpdated, replyArrived, replySent, statusSet,
    $token, $tokenOk, $status, $selected, $chats, $detail, $signInError, $sendFailed, checkTokenFx,
  };
}

export type AgentModel = ReturnType<typeof createAgentModel>;
