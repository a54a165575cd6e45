// Chats, messages and socket listeners shared by the realtime suites.
import { expect } from 'vitest';
import type { Socket } from 'socket.io-client';
import { call, type TestServer } from './harness';
import { feedbackBody } from './fixtures';

export interface Chat {
  id: string;
  token: string;
}

export interface ReplyCreated {
  feedbackId?: string;
  status: string;
  chat_rating_enabled: boolean;
  chat_ratings: { rating: number }[];
  timeline_items: { actor: string; client_id: string | null; detail: { comment: { body: string }; user: { name: string } | null } }[];
}

export interface ChatUpdated {
  feedbackId: string;
  status: string;
  lastMessageAt: string | null;
}

/** How long a socket that should hear nothing is given to hear something anyway. */
const QUIET_MS = 300;

export async function openChat(server: TestServer): Promise<Chat> {
  const answer = await call(server, 'POST', '/v1/feedbacks', feedbackBody({ final_state_id: 'chat', responses: [{ question_id: 'q-mood', option_id: 'o-bad' }], customer: { name: 'Deniz' } }));
  return { id: answer.json.id, token: answer.json.token };
}

export const agentHeaders = (server: TestServer) => ({ Authorization: `Bearer ${server.config.agentToken}` });

export async function agentReply(server: TestServer, chat: Chat, body: string, name = 'Ece'): Promise<void> {
  const form = new FormData();
  form.append('body', body);
  form.append('name', name);
  const response = await fetch(`${server.url}/v1/agent/chats/${chat.id}/messages`, { method: 'POST', body: form, headers: agentHeaders(server) });
  expect(response.status).toBe(200);
}

export async function customerMessage(server: TestServer, chat: Chat, body: string, clientId?: string): Promise<void> {
  const form = new FormData();
  form.append('token', chat.token);
  form.append('body', body);
  if (clientId) form.append('client_id', clientId);
  const response = await fetch(`${server.url}/v1/feedbacks/${chat.id}/chat_messages`, { method: 'POST', body: form });
  expect(response.status).toBe(200);
}

export const lastBody = (event: ReplyCreated) => event.timeline_items.at(-1)?.detail.comment.body;

/**
 * Everything a socket hears of `event` from now on, and a wait for the first that matches. Events may come
 * before the HTTP answer (one process) or after it (across processes), so tests look, rather than wait, for them.
 */
export function listen<T = unknown>(socket: Socket, event: string) {
  const heard: T[] = [];
  (socket as unknown as { on(event: string, listener: (value: T) => void): void }).on(event, (value) => heard.push(value));
  return {
    heard,
    async first(accept: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
      for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 10))) {
        const found = heard.find(accept);
        if (found !== undefined) return found;
      }
      throw new Error(`no matching ${event} within ${timeoutMs} ms; heard ${JSON.stringify(heard).slice(0, 500)}`);
    },
  };
}

export const quiet = () => new Promise((resolve) => setTimeout(resolve, QUIET_MS));
