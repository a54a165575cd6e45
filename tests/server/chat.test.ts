import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { call, drivers, startTestServer, type TestServer } from './harness';
import { feedbackBody, seedTestData } from './fixtures';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a0b1b9e40000000049454e44ae426082', 'hex');

async function openChat(server: TestServer): Promise<{ id: string; token: string }> {
  const answer = await call(server, 'POST', '/v1/feedbacks', feedbackBody({ final_state_id: 'chat', responses: [{ question_id: 'q-mood', option_id: 'o-bad' }], customer: { name: 'Deniz' } }));
  return { id: answer.json.id, token: answer.json.token };
}

function form(fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  if (file) data.append('attachment', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return data;
}

async function post(server: TestServer, path: string, body: FormData, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, { method: 'POST', body, headers });
  return { status: response.status, json: await response.json() };
}

const agent = (server: TestServer) => ({ Authorization: `Bearer ${server.config.agentToken}` });

function waitFor<T>(socket: Socket, event: string): Promise<T> {
  return new Promise((resolve) => socket.once(event, resolve));
}

describe.each(drivers)('chat API and realtime on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver });
    await seedTestData(server.storage);
  });
  afterAll(() => server.stop());

  it('shows the chat detail with the feedback answers to the token holder only', async () => {
    const chat = await openChat(server);
    const detail = await call(server, 'GET', `/v1/feedbacks/${chat.id}/chat?token=${chat.token}`);
    expect(detail.json).toMatchObject({ status: 'open', node: { name: 'Test node' }, responses: [{ question: { body: 'Mood?' }, response: 'Bad' }], timeline_items: [] });
    expect((await call(server, 'GET', `/v1/feedbacks/${chat.id}/chat?token=wrong`)).status).toBe(401);
    expect((await call(server, 'GET', `/v1/feedbacks/${chat.id}/chat`)).status).toBe(401);
    const other = await openChat(server);
    expect((await call(server, 'GET', `/v1/feedbacks/${other.id}/chat?token=${chat.token}`)).status).toBe(401);
  });

  it('stores a customer message with an image, once per client id', async () => {
    const chat = await openChat(server);
    const first = await post(server, `/v1/feedbacks/${chat.id}/chat_messages`, form({ token: chat.token, body: 'Hello\r\nthere', client_id: 'c-1' }, { name: 'shot.png', type: 'image/png', bytes: PNG }));
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ actor: 'customer', client_id: 'c-1', detail: { comment: { body: 'Hello\nthere', attachment: { content_type: 'image/png', name: 'shot.png' } } } });
    const image = await fetch(`${server.url}${first.json.detail.comment.attachment.url}`);
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG);
    const again = await post(server, `/v1/feedbacks/${chat.id}/chat_messages`, form({ token: chat.token, body: 'Hello\r\nthere', client_id: 'c-1' }));
    expect(again.json.id).toBe(first.json.id);
    expect((await server.storage.chats.messages(chat.id))).toHaveLength(1);
  });

  it('refuses an attachment that is not an image, whatever its name', async () => {
    const chat = await openChat(server);
    const answer = await post(server, `/v1/feedbacks/${chat.id}/chat_messages`, form({ token: chat.token, body: '' }, { name: 'cat.png', type: 'image/png', bytes: Buffer.from('%PDF-1.4 not an image') }));
    expect(answer.status).toBe(415);
  });

  it('takes ratings of 0, 50 and 100 only', async () => {
    const chat = await openChat(server);
    const good = await call(server, 'POST', `/v1/feedbacks/${chat.id}/chat_ratings`, { rating: 50, token: chat.token });
    expect(good.json).toEqual({ rating: 50, created_at: expect.any(String) });
    expect((await call(server, 'POST', `/v1/feedbacks/${chat.id}/chat_ratings`, { rating: 75, token: chat.token })).status).toBe(400);
    expect((await call(server, 'POST', `/v1/feedbacks/${chat.id}/chat_ratings`, { rating: 0, token: 'nope' })).status).toBe(401);
  });

  it('archives an open chat once and then refuses messages', async () => {
    const chat = await openChat(server);
    expect((await call(server, 'POST', `/v1/feedback/${chat.id}/archive`, { token: chat.token })).json).toEqual({ status: 'archived' });
    expect((await call(server, 'POST', `/v1/feedback/${chat.id}/archive`, { token: chat.token })).status).toBe(409);
    const message = await post(server, `/v1/feedbacks/${chat.id}/chat_messages`, form({ token: chat.token, body: 'still there?' }));
    expect(message.status).toBe(409);
    expect(message.json.code).toBe(15001);
  });

  it('lets only token holders use the agent API', async () => {
    expect((await call(server, 'GET', '/v1/agent/chats')).status).toBe(401);
    expect((await call(server, 'GET', '/v1/agent/chats', undefined, { Authorization: 'Bearer wrong' })).status).toBe(401);
    const chat = await openChat(server);
    const list = await call(server, 'GET', '/v1/agent/chats?status=open', undefined, agent(server));
    expect(list.json.some((c: { feedback_id: string }) => c.feedback_id === chat.id)).toBe(true);
    const one = await call(server, 'GET', `/v1/agent/chats/${chat.id}`, undefined, agent(server));
    expect(one.json.detail.status).toBe('open');
    expect(JSON.stringify(one.json)).not.toContain(chat.token);
  });

  it('delivers an agent reply to the subscribed customer, and the close, and never to a wrong token', async () => {
    const chat = await openChat(server);
    const customer = connect(server.url, { transports: ['websocket'], forceNew: true });
    const intruder = connect(server.url, { transports: ['websocket'], forceNew: true });
    try {
      expect(await customer.emitWithAck('subscribe', { roomId: 'chat', feedbackId: chat.id, token: chat.token })).toEqual({ ok: true });
      expect(await intruder.emitWithAck('subscribe', { roomId: 'chat', feedbackId: chat.id, token: 'guess' })).toEqual({ ok: false, error: 'invalid_token' });
      let intruderHeard = false;
      intruder.on('reply_created', () => (intruderHeard = true));
      const reply = waitFor<{ timeline_items: { detail: { comment: { body: string } } }[] }>(customer, 'reply_created');
      expect((await post(server, `/v1/agent/chats/${chat.id}/messages`, form({ body: 'Hi, I am Ece', name: 'Ece' }), agent(server))).status).toBe(200);
      expect((await reply).timeline_items.at(-1)?.detail.comment.body).toBe('Hi, I am Ece');
      const closed = waitFor<{ status: string }>(customer, 'reply_created');
      await call(server, 'POST', `/v1/agent/chats/${chat.id}/status`, { status: 'closed' }, agent(server));
      expect((await closed).status).toBe('closed');
      expect(intruderHeard).toBe(false);
    } finally {
      customer.close();
      intruder.close();
    }
  });

  it('refuses agent sockets without the agent token', async () => {
    const socket = connect(`${server.url}/agent`, { transports: ['websocket'], forceNew: true, auth: { token: 'wrong' } });
    const error = await waitFor<Error>(socket, 'connect_error');
    expect(error.message).toBe('invalid_token');
    socket.close();
  });

  it('tells agents when a chat changes', async () => {
    const socket = connect(`${server.url}/agent`, { transports: ['websocket'], forceNew: true, auth: { token: server.config.agentToken } });
    try {
      await waitFor(socket, 'connect');
      const chat = await openChat(server);
      const update = waitFor<{ feedbackId: string; status: string }>(socket, 'chat_updated');
      await post(server, `/v1/feedbacks/${chat.id}/chat_messages`, form({ token: chat.token, body: 'Anyone?' }));
      expect(await update).toMatchObject({ feedbackId: chat.id, status: 'open' });
    } finally {
      socket.close();
    }
  });
});

describe.runIf(drivers.includes('postgres'))('two server processes on one PostgreSQL', () => {
  it('a reply sent through one server reaches a customer connected to the other', async () => {
    const a = await startTestServer({ driver: 'postgres' });
    const b = await startTestServer({ driver: 'postgres', env: { DATABASE_URL: a.config.databaseUrl! }, sharedSchema: true });
    try {
      await seedTestData(a.storage);
      const chat = await openChat(a);
      const customer = connect(b.url, { transports: ['websocket'], forceNew: true });
      expect(await customer.emitWithAck('subscribe', { roomId: 'chat', feedbackId: chat.id, token: chat.token })).toEqual({ ok: true });
      const reply = waitFor<{ timeline_items: { detail: { comment: { body: string } } }[] }>(customer, 'reply_created');
      await post(a, `/v1/agent/chats/${chat.id}/messages`, form({ body: 'From server A' }), agent(a));
      expect((await reply).timeline_items.at(-1)?.detail.comment.body).toBe('From server A');
      customer.close();
    } finally {
      await b.stop();
      await a.stop();
    }
  });
});
