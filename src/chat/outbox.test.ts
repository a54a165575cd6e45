import { describe, expect, it } from 'vitest';
import { allSettled, fork } from 'effector';
import { lastValueFrom, toArray } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import type { TimelineItem } from '../types/schemas';
import { createStore, STORE_KEYS } from '../storage/local-store';
import { RequestError } from '../net/request';
import type { ChatApi } from './chat-api';
import { createChatModel } from './model';
import { chatOutbox, sendInOrder } from './outbox';

const offline = () => new RequestError('network', 0, null);
const refused = () => new RequestError('http', 403, { code: 10403 });

describe('sendInOrder (the chat outbox, issue #16)', () => {
  it('sends one message after the other, in their order: the next starts when the previous is answered', () => {
    new TestScheduler((actual, expected) => expect(actual).toEqual(expected)).run(({ cold, expectObservable }) => {
      const answers = { a: cold('--x|', { x: 'A' }), b: cold('-y|', { y: 'B' }), c: cold('---z|', { z: 'C' }) };
      const send = (m: { clientId: 'a' | 'b' | 'c' }) => answers[m.clientId] as never;
      const outcome = (clientId: string, sent: string) => ({ clientId, sent });
      // a answers at 2 and completes at 3; b starts then and answers at 4; c starts at 5 and answers at 8.
      expectObservable(sendInOrder([{ clientId: 'a' }, { clientId: 'b' }, { clientId: 'c' }], send)).toBe('--a-b---c|', {
        a: outcome('a', 'A'), b: outcome('b', 'B'), c: outcome('c', 'C'),
      });
    });
  });

  it('stops at the first message that cannot go now, leaving the rest for later; a refused one does not stop it', async () => {
    const tried: string[] = [];
    const send = async ({ clientId }: { clientId: string }) => {
      tried.push(clientId);
      if (clientId === 'refused') throw refused();
      if (clientId === 'offline') throw offline();
      return clientId;
    };
    const outcomes = await lastValueFrom(sendInOrder([{ clientId: 'one' }, { clientId: 'refused' }, { clientId: 'offline' }, { clientId: 'later' }], send).pipe(toArray()));
    expect(tried).toEqual(['one', 'refused', 'offline']);
    expect(outcomes.map((o) => ('sent' in o ? `${o.clientId}: sent` : `${o.clientId}: ${o.retryable ? 'wait' : 'refused'}`))).toEqual(['one: sent', 'refused: refused', 'offline: wait']);
  });
});

/** A chat server in memory: messages it accepted by client_id (a resend of one is stored once), and a switch for the network. */
function fakeChat() {
  const stored = new Map<string, string>();
  const state = { online: true };
  const item = (clientId: string, body: string): TimelineItem => ({ id: `m-${clientId}`, action: 'add_comment', actor: 'customer', client_id: clientId, detail: { comment: { body, created_at: '2026-03-02T10:00:00Z', attachment: null }, user: null } });
  const api = {
    detail: async () => ({ node: { name: 'Demo', operating: true }, created_at: '', status: 'open', timeline_items: [...stored].map(([id, body]) => item(id, body)) }),
    sendMessage: async (_f: string, _t: string, { body, clientId }: { body: string; clientId: string }) => {
      if (!state.online) throw offline();
      if (!stored.has(clientId)) stored.set(clientId, body);
      return item(clientId, body);
    },
  } as unknown as ChatApi;
  return { api, stored, state };
}

describe('chat outbox in the model (issue #16)', () => {
  it('keeps a message sent offline across a reload and sends it once, in order, when the connection is back', async () => {
    const store = createStore(undefined);
    const server = fakeChat();
    let n = 0;
    const page = () => createChatModel({ api: server.api, newClientId: () => `c-${++n}`, store });

    const first = page();
    const scope = fork();
    await allSettled(first.opened, { scope, params: { feedbackId: 'fb', token: 'tok' } });
    server.state.online = false;
    await allSettled(first.messageSent, { scope, params: { body: 'first' } });
    await allSettled(first.messageSent, { scope, params: { body: 'second' } });
    expect(scope.getState(first.$pending).map((m) => m.state)).toEqual(['waiting', 'waiting']);
    expect(chatOutbox(store, 'fb').list()).toEqual([{ clientId: 'c-1', body: 'first' }, { clientId: 'c-2', body: 'second' }]);

    // Reload: a new page, the same store, still offline.
    const second = page();
    const reloaded = fork();
    await allSettled(second.opened, { scope: reloaded, params: { feedbackId: 'fb', token: 'tok' } });
    expect(reloaded.getState(second.$pending).map((m) => [m.body, m.state])).toEqual([['first', 'waiting'], ['second', 'waiting']]);
    await allSettled(second.connectionRestored, { scope: reloaded });
    expect(server.stored.size).toBe(0);

    server.state.online = true;
    await allSettled(second.connectionRestored, { scope: reloaded });
    await allSettled(second.socketEvent, { scope: reloaded, params: { kind: 'subscribed' } });
    expect([...server.stored.values()]).toEqual(['first', 'second']);
    expect(reloaded.getState(second.$pending)).toEqual([]);
    expect(reloaded.getState(second.$detail)?.timeline_items.map((i) => i.detail.comment.body)).toEqual(['first', 'second']);
    expect(store.get(STORE_KEYS.chatOutbox('fb'))).toBeUndefined();
  });

  it('drops a refused message from the outbox and leaves it to the respondent', async () => {
    const store = createStore(undefined);
    const server = fakeChat();
    server.api.sendMessage = async () => {
      throw refused();
    };
    const model = createChatModel({ api: server.api, newClientId: () => 'c-1', store });
    const scope = fork();
    await allSettled(model.opened, { scope, params: { feedbackId: 'fb', token: 'tok' } });
    await allSettled(model.messageSent, { scope, params: { body: 'hello' } });
    expect(scope.getState(model.$pending).map((m) => m.state)).toEqual(['failed']);
    expect(chatOutbox(store, 'fb').list()).toEqual([]);
  });
});
