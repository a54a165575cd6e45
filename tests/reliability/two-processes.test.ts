// Issue #8: two server processes on one PostgreSQL. tests/server/realtime.test.ts covers events crossing between
// two servers in one Node process; this runs them as separate processes and kills one with SIGKILL: the other keeps
// serving the API and realtime, and has everything the dead one stored.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { postgresUrl } from '../server/harness';
import { AGENT_TOKEN, startServerProcess, type ServerProcess } from './server-process';
import { completedFeedback } from './submit-clients';
import { createTestDatabase, type TestDatabase } from './test-database';

interface Chat {
  id: string;
  token: string;
}

interface ReplyCreated {
  feedbackId?: string;
  status: string;
  timeline_items: { detail: { comment: { body: string } } }[];
}

const bodies = (event: ReplyCreated) => event.timeline_items.map((item) => item.detail.comment.body);

async function openChat(server: ServerProcess): Promise<Chat> {
  const response = await fetch(`${server.url}/v1/feedbacks`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ node_id: 'node-1', flow_id: 'flow-1', created_at: new Date().toISOString(), final_state_id: 'chat', responses: [{ question_id: 'q-mood', option_id: 'o-bad' }], customer: { name: 'Deniz' } }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Chat;
}

async function agentReply(server: ServerProcess, chat: Chat, body: string): Promise<void> {
  const form = new FormData();
  form.append('body', body);
  const response = await fetch(`${server.url}/v1/agent/chats/${chat.id}/messages`, { method: 'POST', body: form, headers: { authorization: `Bearer ${AGENT_TOKEN}` } });
  expect(response.status).toBe(200);
}

async function customerMessage(server: ServerProcess, chat: Chat, body: string): Promise<void> {
  const form = new FormData();
  form.append('token', chat.token);
  form.append('body', body);
  expect((await fetch(`${server.url}/v1/feedbacks/${chat.id}/chat_messages`, { method: 'POST', body: form })).status).toBe(200);
}

/** Every `event` a socket hears from now on, and a wait for the first that matches. */
function listen<T>(socket: Socket, event: string) {
  const heard: T[] = [];
  socket.on(event, (value: T) => void heard.push(value));
  return {
    heard,
    first: async (accept: (value: T) => boolean): Promise<T> => {
      await expect.poll(() => heard.some(accept), { timeout: 10_000, interval: 20 }).toBe(true);
      return heard.find(accept)!;
    },
  };
}

describe.runIf(postgresUrl)('two server processes on one PostgreSQL, one killed', { timeout: 90_000 }, () => {
  let database: TestDatabase;
  let a: ServerProcess;
  let b: ServerProcess;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const start = () => startServerProcess({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
    [a, b] = await Promise.all([start(), start()]);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  afterAll(async () => {
    await a?.kill();
    await b?.kill();
    await database?.drop();
  });

  const socketOn = async (server: ServerProcess, namespace = '', auth: Record<string, string> = {}) => {
    const socket = connect(`${server.url}${namespace}`, { transports: ['websocket'], forceNew: true, auth });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    return socket;
  };

  it('carries chat between the processes, and after A is killed, B serves the API and realtime on its own', async () => {
    const chat = await openChat(a);
    const customer = await socketOn(b);
    expect(await customer.emitWithAck('subscribe', { roomId: 'chat', feedbackId: chat.id, token: chat.token })).toEqual({ ok: true });
    const agent = await socketOn(b, '/agent', { token: AGENT_TOKEN });
    expect(await agent.emitWithAck('join_chat', { feedbackId: chat.id })).toEqual({ ok: true });
    const onA = await socketOn(a);
    expect(await onA.emitWithAck('subscribe', { roomId: 'chat', feedbackId: chat.id, token: chat.token })).toEqual({ ok: true });
    const toCustomer = listen<ReplyCreated>(customer, 'reply_created');
    const toAgent = listen<ReplyCreated>(agent, 'reply_created');
    const chatUpdates = listen<{ feedbackId: string }>(agent, 'chat_updated');

    // Both ways across processes while both run.
    await agentReply(a, chat, 'Sent through A');
    await toCustomer.first((e) => bodies(e).includes('Sent through A'));
    await customerMessage(a, chat, 'Also through A');
    await toAgent.first((e) => bodies(e).includes('Also through A'));

    const lostA = new Promise<void>((resolve) => onA.once('disconnect', () => resolve()));
    await a.kill();
    await lostA;
    onA.close();

    // B still answers, reads what A stored, and stores.
    expect((await fetch(`${b.url}/v1/nodes/node-1`)).status).toBe(200);
    const detail = await fetch(`${b.url}/v1/feedbacks/${chat.id}/chat?token=${chat.token}`);
    expect(detail.status).toBe(200);
    const submitted = await fetch(`${b.url}/v1/feedbacks`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(completedFeedback('after-a-died')) });
    expect(submitted.status).toBe(200);

    // Realtime on B, for sockets that were on B all along, in both directions and for a new chat.
    for (const n of [1, 2, 3]) {
      await agentReply(b, chat, `Through B ${n}`);
      await toCustomer.first((e) => bodies(e).includes(`Through B ${n}`));
    }
    await customerMessage(b, chat, 'Customer through B');
    await toAgent.first((e) => bodies(e).includes('Customer through B'));
    const next = await openChat(b);
    await chatUpdates.first((e) => e.feedbackId === next.id);

    // The customer whose socket was on A connects again, now to B (a load balancer's choice), and catches up.
    const moved = await socketOn(b);
    const replies = listen<ReplyCreated>(moved, 'reply_created');
    expect(await moved.emitWithAck('subscribe', { roomId: 'chat', feedbackId: chat.id, token: chat.token })).toEqual({ ok: true });
    await agentReply(b, chat, 'Welcome over');
    expect(bodies(await replies.first((e) => bodies(e).includes('Welcome over')))).toEqual(['Welcome over']);
    // reply_created carries only the new message (issue #21); the chat detail a client loads on subscribing has all.
    const whole = (await (await fetch(`${b.url}/v1/feedbacks/${chat.id}/chat?token=${chat.token}`)).json()) as ReplyCreated;
    expect(bodies(whole)).toEqual(['Sent through A', 'Also through A', 'Through B 1', 'Through B 2', 'Through B 3', 'Customer through B', 'Welcome over']);
    expect(b.child.exitCode).toBeNull();
  });
});
