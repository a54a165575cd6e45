// The chat calls of SPEC 7 (customer side) and the agent API, against the real server on every driver.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unfinishedUpload } from './unfinished-upload';
import { call, drivers, startTestServer, type TestServer } from './harness';
import { feedbackBody, seedTestData } from './fixtures';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a0b1b9e40000000049454e44ae426082', 'hex');
const UPLOAD_LIMIT = 20_000;

interface Chat {
  id: string;
  token: string;
}

/** A completed feedback whose flow ended in the chat-style state "chat" (the answer "Bad" leads there). */
async function openChat(server: TestServer, customer: Record<string, string> = { name: 'Deniz', email: 'deniz@example.com' }): Promise<Chat> {
  const answer = await call(server, 'POST', '/v1/feedbacks', feedbackBody({ final_state_id: 'chat', responses: [{ question_id: 'q-mood', option_id: 'o-bad' }], customer }));
  expect(answer.status).toBe(200);
  return { id: answer.json.id, token: answer.json.token };
}

function form(fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  if (file) data.append('attachment', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return data;
}

async function post(server: TestServer, pathname: string, body: FormData, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${pathname}`, { method: 'POST', body, headers });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read fields of many shapes
  return { status: response.status, json: (await response.json()) as any };
}

const agent = (server: TestServer) => ({ Authorization: `Bearer ${server.config.agentToken}` });
const detailOf = async (server: TestServer, chat: Chat) => (await call(server, 'GET', `/v1/feedbacks/${chat.id}/chat?token=${chat.token}`)).json;
const bodiesOf = async (server: TestServer, chat: Chat): Promise<string[]> => (await detailOf(server, chat)).timeline_items.map((t: { detail: { comment: { body: string } } }) => t.detail.comment.body);
const sendMessage = (server: TestServer, chat: Chat, body: string, extra: Record<string, string> = {}) => post(server, `/v1/feedbacks/${chat.id}/chat_messages`, form({ token: chat.token, body, ...extra }));
const setStatus = (server: TestServer, chat: Chat, status: string) => call(server, 'POST', `/v1/agent/chats/${chat.id}/status`, { status }, agent(server));

describe.each(drivers)('chat calls of the customer on %s (SPEC 7)', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver, env: { UPLOAD_MAX_BYTES: String(UPLOAD_LIMIT) } });
    await seedTestData(server.storage);
  });
  afterAll(() => server.stop());
  const storedFiles = () => {
    const folder = path.join(server.config.dataDir, 'uploads');
    return existsSync(folder) ? readdirSync(folder).sort() : [];
  };

  describe('GET /v1/feedbacks/:id/chat', () => {
    it('shows the open chat with the node, the customer and their answers to the token holder', async () => {
      const chat = await openChat(server);
      const detail = await call(server, 'GET', `/v1/feedbacks/${chat.id}/chat?token=${chat.token}`);
      expect(detail.status).toBe(200);
      expect(detail.json).toMatchObject({
        status: 'open',
        node: { name: 'Test node' },
        creator: { name: 'Deniz', email: 'deniz@example.com' },
        responses: [{ question: { body: 'Mood?' }, response: 'Bad' }],
        chat_ratings: [],
        timeline_items: [],
      });
    });

    it('refuses a missing token, a wrong one and the token of another feedback, without revealing the chat', async () => {
      const chat = await openChat(server);
      const other = await openChat(server);
      for (const query of ['', '?token=', '?token=wrong', `?token=${other.token}`]) {
        const answer = await call(server, 'GET', `/v1/feedbacks/${chat.id}/chat${query}`);
        expect(answer.status).toBe(401);
        expect(answer.json).toMatchObject({ error: 'invalid_token', code: 10401 });
        expect(answer.text).not.toContain('Deniz');
      }
      expect((await call(server, 'GET', `/v1/feedbacks/${other.id}/chat?token=${chat.token}`)).status).toBe(401);
    });

    it('answers 404 for a feedback that did not end in a chat, and for an unknown one', async () => {
      const plain = await call(server, 'POST', '/v1/feedbacks', feedbackBody());
      expect(plain.json.token).toBeUndefined();
      const chat = await openChat(server);
      for (const id of [plain.json.id, 'no-such-feedback']) {
        expect((await call(server, 'GET', `/v1/feedbacks/${id}/chat?token=${chat.token}`)).status).toBe(404);
        expect((await sendMessage(server, { id, token: chat.token }, 'hello')).status).toBe(404);
        expect((await call(server, 'POST', `/v1/feedbacks/${id}/chat_ratings`, { rating: 100, token: chat.token })).status).toBe(404);
        expect((await call(server, 'POST', `/v1/feedback/${id}/archive`, { token: chat.token })).status).toBe(404);
      }
    });
  });

  describe('POST /v1/feedbacks/:id/chat_messages', () => {
    it('stores a message, keeps its lines, and shows it in the chat and to agents', async () => {
      const chat = await openChat(server);
      const sent = await sendMessage(server, chat, 'My order\r\nnever came');
      expect(sent.status).toBe(200);
      expect(sent.json).toMatchObject({ action: 'add_comment', actor: 'customer', detail: { comment: { body: 'My order\nnever came', attachment: null }, customer: { name: 'Deniz' } } });
      expect(await bodiesOf(server, chat)).toEqual(['My order\nnever came']);
      const list = await call(server, 'GET', '/v1/agent/chats?status=open', undefined, agent(server));
      expect(list.json.find((c: { feedback_id: string }) => c.feedback_id === chat.id)?.last_message).toMatchObject({ body: 'My order\nnever came', actor: 'customer' });
    });

    it('takes the token from the query too', async () => {
      const chat = await openChat(server);
      const sent = await post(server, `/v1/feedbacks/${chat.id}/chat_messages?token=${chat.token}`, form({ body: 'via query' }));
      expect(sent.status).toBe(200);
      expect(await bodiesOf(server, chat)).toEqual(['via query']);
    });

    it('stores a message once however often it is retried with the same client id', async () => {
      const chat = await openChat(server);
      const first = await sendMessage(server, chat, 'Hello?', { client_id: 'c-1' });
      const again = await sendMessage(server, chat, 'Hello?', { client_id: 'c-1' });
      expect(again.json.id).toBe(first.json.id);
      expect(first.json.client_id).toBe('c-1');
      expect(await bodiesOf(server, chat)).toEqual(['Hello?']);
    });

    it('sends an image that is served back as the same bytes, typed, with nosniff and a sandbox policy', async () => {
      const chat = await openChat(server);
      const sent = await post(server, `/v1/feedbacks/${chat.id}/chat_messages`, form({ token: chat.token, body: '' }, { name: 'shot.png', type: 'image/png', bytes: PNG }));
      expect(sent.status).toBe(200);
      const attachment = sent.json.detail.comment.attachment;
      expect(attachment).toEqual({ url: expect.stringMatching(/^\/uploads\/[0-9a-f-]{36}\.png$/), name: 'shot.png', content_type: 'image/png' });
      const image = await fetch(`${server.url}${attachment.url}`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      expect(image.headers.get('x-content-type-options')).toBe('nosniff');
      expect(image.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/);
      expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG);
      expect((await fetch(`${server.url}/uploads/00000000-0000-4000-8000-000000000000.png`)).status).toBe(404);
    });

    it('refuses an attachment whose bytes are not an image, whatever its name and type, and keeps nothing', async () => {
      const chat = await openChat(server);
      const before = storedFiles();
      for (const file of [
        { name: 'cat.png', type: 'image/png', bytes: Buffer.from('%PDF-1.4 a document, not a picture') },
        { name: 'logo.svg', type: 'image/svg+xml', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') },
      ]) {
        const sent = await post(server, `/v1/feedbacks/${chat.id}/chat_messages`, form({ token: chat.token, body: 'see attached' }, file));
        expect(sent.status).toBe(415);
        expect(sent.json).toMatchObject({ error: 'unsupported_media_type', message: 'Only images can be sent' });
      }
      expect(await bodiesOf(server, chat)).toEqual([]);
      expect(storedFiles()).toEqual(before);
    });

    it('refuses an image over the upload limit with 413, keeps nothing, and takes the next message', async () => {
      const chat = await openChat(server);
      const before = storedFiles();
      const big = Buffer.concat([PNG, Buffer.alloc(2 * UPLOAD_LIMIT)]);
      const sent = await post(server, `/v1/feedbacks/${chat.id}/chat_messages`, form({ token: chat.token, body: 'big one' }, { name: 'big.png', type: 'image/png', bytes: big }));
      expect(sent.status).toBe(413);
      expect(sent.json.message).toContain(String(UPLOAD_LIMIT));
      expect(storedFiles()).toEqual(before);
      expect((await sendMessage(server, chat, 'smaller then')).status).toBe(200);
      expect(await bodiesOf(server, chat)).toEqual(['smaller then']);
    });

    it('refuses an oversized image while it is still arriving, telling the client to stop sending', async () => {
      const chat = await openChat(server);
      const before = storedFiles();
      const { status, connection, body } = await unfinishedUpload(`${server.url}/v1/feedbacks/${chat.id}/chat_messages`, { fields: { token: chat.token }, fileField: 'attachment', bytes: Buffer.concat([PNG, Buffer.alloc(3 * UPLOAD_LIMIT)]) });
      expect(status).toBe(413);
      expect(connection).toBe('close');
      expect(JSON.parse(body)).toMatchObject({ error: 'payload_too_large' });
      expect(storedFiles()).toEqual(before);
      expect(await bodiesOf(server, chat)).toEqual([]);
    });

    it('refuses a message with neither text nor image, and one over 5000 characters', async () => {
      const chat = await openChat(server);
      expect((await sendMessage(server, chat, '')).status).toBe(400);
      expect((await sendMessage(server, chat, '  \n ')).status).toBe(400);
      expect((await sendMessage(server, chat, 'x'.repeat(5001))).status).toBe(400);
      expect((await sendMessage(server, chat, 'x'.repeat(5000))).status).toBe(200);
      const json = await call(server, 'POST', `/v1/feedbacks/${chat.id}/chat_messages`, { token: chat.token, body: 'as JSON' });
      expect(json.status).toBe(415);
    });

    it('refuses a missing or wrong token and the token of another feedback, storing neither text nor image', async () => {
      const chat = await openChat(server);
      const other = await openChat(server);
      const before = storedFiles();
      for (const fields of [{}, { token: 'wrong' }, { token: other.token }] as Record<string, string>[]) {
        expect((await post(server, `/v1/feedbacks/${chat.id}/chat_messages`, form({ ...fields, body: 'let me in' }))).status).toBe(401);
        const withImage = await post(server, `/v1/feedbacks/${chat.id}/chat_messages`, form({ ...fields, body: 'let me in' }, { name: 'x.png', type: 'image/png', bytes: PNG }));
        expect(withImage.status).toBe(401);
      }
      expect(await bodiesOf(server, chat)).toEqual([]);
      expect(await bodiesOf(server, other)).toEqual([]);
      expect(storedFiles()).toEqual(before);
    });

    it('refuses messages with chat_closed (409) while the chat is queued, closed or archived', async () => {
      const chat = await openChat(server);
      for (const status of ['queued', 'closed']) {
        await setStatus(server, chat, status);
        const sent = await post(server, `/v1/feedbacks/${chat.id}/chat_messages`, form({ token: chat.token, body: `while ${status}` }, { name: 'x.png', type: 'image/png', bytes: PNG }));
        expect(sent.status).toBe(409);
        expect(sent.json).toMatchObject({ code: 15001, error: 'chat_closed' });
      }
      await setStatus(server, chat, 'open');
      expect((await sendMessage(server, chat, 'open again')).status).toBe(200);
      await call(server, 'POST', `/v1/feedback/${chat.id}/archive`, { token: chat.token });
      expect((await sendMessage(server, chat, 'after archive')).status).toBe(409);
      expect(await bodiesOf(server, chat)).toEqual(['open again']);
    });
  });

  describe('POST /v1/feedbacks/:id/chat_ratings', () => {
    it('takes 0, 50 and 100 and shows every rating in the chat, oldest first', async () => {
      const chat = await openChat(server);
      for (const rating of [0, 50, 100]) {
        server.clock.now += 1000;
        const answer = await call(server, 'POST', `/v1/feedbacks/${chat.id}/chat_ratings`, { rating, token: chat.token });
        expect(answer.status).toBe(200);
        expect(answer.json).toEqual({ rating, created_at: new Date(server.clock.now).toISOString() });
      }
      expect((await detailOf(server, chat)).chat_ratings.map((r: { rating: number }) => r.rating)).toEqual([0, 50, 100]);
    });

    it('refuses any other rating, such as 75, "50" or none', async () => {
      const chat = await openChat(server);
      for (const rating of [75, '50', null, -1, 50.5]) {
        const answer = await call(server, 'POST', `/v1/feedbacks/${chat.id}/chat_ratings`, { rating, token: chat.token });
        expect(answer.status).toBe(400);
        expect(answer.json.message).toBe('A rating is 0, 50 or 100');
      }
      expect((await call(server, 'POST', `/v1/feedbacks/${chat.id}/chat_ratings`, { token: chat.token })).status).toBe(400);
      expect((await detailOf(server, chat)).chat_ratings).toEqual([]);
    });

    it('refuses a missing or wrong token and the token of another feedback; takes the token from the query', async () => {
      const chat = await openChat(server);
      const other = await openChat(server);
      for (const token of [undefined, 'nope', other.token]) {
        expect((await call(server, 'POST', `/v1/feedbacks/${chat.id}/chat_ratings`, { rating: 0, token })).status).toBe(401);
      }
      expect((await detailOf(server, chat)).chat_ratings).toEqual([]);
      expect((await call(server, 'POST', `/v1/feedbacks/${chat.id}/chat_ratings?token=${chat.token}`, { rating: 100 })).status).toBe(200);
      expect((await detailOf(server, other)).chat_ratings).toEqual([]);
    });
  });

  describe('POST /v1/feedback/:id/archive', () => {
    it('archives an open chat once; a second archive is refused and the customer can still rate', async () => {
      const chat = await openChat(server);
      const first = await call(server, 'POST', `/v1/feedback/${chat.id}/archive`, { token: chat.token });
      expect(first.json).toEqual({ status: 'archived' });
      expect((await detailOf(server, chat)).status).toBe('archived');
      const second = await call(server, 'POST', `/v1/feedback/${chat.id}/archive`, { token: chat.token });
      expect(second.status).toBe(409);
      expect(second.json.code).toBe(15001);
      // SPEC 4.7: an archived chat shows the rating prompt.
      expect((await call(server, 'POST', `/v1/feedbacks/${chat.id}/chat_ratings`, { rating: 100, token: chat.token })).status).toBe(200);
    });

    it('archives only while open: not a chat the agent queued or closed', async () => {
      const chat = await openChat(server);
      for (const status of ['queued', 'closed']) {
        await setStatus(server, chat, status);
        expect((await call(server, 'POST', `/v1/feedback/${chat.id}/archive`, { token: chat.token })).status).toBe(409);
        expect((await detailOf(server, chat)).status).toBe(status);
      }
    });

    it('refuses a missing or wrong token and the token of another feedback, leaving the chat open', async () => {
      const chat = await openChat(server);
      const other = await openChat(server);
      for (const body of [{}, { token: 'nope' }, { token: other.token }]) {
        expect((await call(server, 'POST', `/v1/feedback/${chat.id}/archive`, body)).status).toBe(401);
      }
      expect((await detailOf(server, chat)).status).toBe('open');
      expect((await detailOf(server, other)).status).toBe('open');
      expect((await call(server, 'POST', `/v1/feedback/${chat.id}/archive?token=${chat.token}`)).json).toEqual({ status: 'archived' });
    });
  });
});

describe.each(drivers)('agent API on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver });
    await seedTestData(server.storage);
  });
  afterAll(() => server.stop());

  it('refuses every agent call without the agent token, with a wrong one, or through an encoded path', async () => {
    const chat = await openChat(server);
    const calls: [string, string, unknown?][] = [
      ['GET', '/v1/agent/chats'],
      ['GET', `/v1/agent/chats/${chat.id}`],
      ['POST', `/v1/agent/chats/${chat.id}/status`, { status: 'closed' }],
    ];
    for (const headers of [{}, { Authorization: 'Bearer wrong' }, { Authorization: `Basic ${server.config.agentToken}` }, { Authorization: `Bearer ${chat.token}` }] as Record<string, string>[]) {
      for (const [method, pathname, body] of calls) {
        const answer = await call(server, method, pathname, body, headers);
        expect(answer.status).toBe(401);
        expect(answer.json).toMatchObject({ error: 'invalid_token' });
      }
      expect((await post(server, `/v1/agent/chats/${chat.id}/messages`, form({ body: 'spoofed' }), headers)).status).toBe(401);
    }
    // The router decodes %61 to "a"; the token check must still apply.
    expect((await call(server, 'GET', '/v1/%61gent/chats')).status).toBe(401);
    expect((await call(server, 'POST', `/v1/%61gent/chats/${chat.id}/status`, { status: 'closed' })).status).toBe(401);
    expect(await bodiesOf(server, chat)).toEqual([]);
    expect((await detailOf(server, chat)).status).toBe('open');
  });

  it('lists chats newest first, by status, with the customer and the last message', async () => {
    server.clock.now += 60_000;
    const older = await openChat(server, { name: 'Ayla', email: 'ayla@example.com' });
    server.clock.now += 60_000;
    const newer = await openChat(server, { name: 'Bora' });
    await call(server, 'POST', '/v1/feedbacks', feedbackBody());
    server.clock.now += 1000;
    await sendMessage(server, older, 'Where is my parcel?');
    await setStatus(server, newer, 'closed');

    const open = await call(server, 'GET', '/v1/agent/chats?status=open', undefined, agent(server));
    expect(open.status).toBe(200);
    expect(open.json[0]).toEqual({
      feedback_id: older.id,
      node_id: 'node-1',
      status: 'open',
      created_at: expect.any(String),
      customer: { name: 'Ayla', email: 'ayla@example.com' },
      last_message: { body: 'Where is my parcel?', actor: 'customer', created_at: new Date(server.clock.now).toISOString() },
    });
    expect(open.json.every((c: { status: string }) => c.status === 'open')).toBe(true);
    const closed = await call(server, 'GET', '/v1/agent/chats?status=closed', undefined, agent(server));
    expect(closed.json.map((c: { feedback_id: string }) => c.feedback_id)).toEqual([newer.id]);
    expect(closed.json[0]).toMatchObject({ customer: { name: 'Bora', email: null }, last_message: null });

    const all = await call(server, 'GET', '/v1/agent/chats', undefined, agent(server));
    const ids = all.json.map((c: { feedback_id: string }) => c.feedback_id);
    expect(ids.slice(0, 2)).toEqual([newer.id, older.id]);
    const times = all.json.map((c: { created_at: string }) => Date.parse(c.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // Feedbacks that did not end in a chat are not chats.
    expect(all.json.every((c: { status: string | null }) => c.status !== null)).toBe(true);

    expect((await call(server, 'GET', '/v1/agent/chats?status=deleted', undefined, agent(server))).status).toBe(400);
  });

  it('shows one chat with the customer\'s answers and the feedback, never its chat token', async () => {
    const chat = await openChat(server);
    const one = await call(server, 'GET', `/v1/agent/chats/${chat.id}`, undefined, agent(server));
    expect(one.status).toBe(200);
    expect(one.json).toMatchObject({
      detail: { status: 'open', creator: { name: 'Deniz' }, responses: [{ question: { body: 'Mood?' }, response: 'Bad' }] },
      feedback: { id: chat.id, nodeId: 'node-1', chatStatus: 'open', payload: { final_state_id: 'chat' } },
    });
    expect(one.text).not.toContain(chat.token);
    expect(one.json.feedback.chatToken).toBeUndefined();
    const plain = await call(server, 'POST', '/v1/feedbacks', feedbackBody());
    expect((await call(server, 'GET', `/v1/agent/chats/${plain.json.id}`, undefined, agent(server))).status).toBe(404);
    expect((await call(server, 'GET', '/v1/agent/chats/no-such-chat', undefined, agent(server))).status).toBe(404);
  });

  it('replies under the agent\'s name, "Agent" when none is given, with text or an image', async () => {
    const chat = await openChat(server);
    // The test clock stands still unless moved; messages of one millisecond have no order of their own.
    server.clock.now += 1000;
    const named = await post(server, `/v1/agent/chats/${chat.id}/messages`, form({ body: 'Hi, I am Ece', name: 'Ece' }), agent(server));
    expect(named.status).toBe(200);
    expect(named.json).toMatchObject({ actor: 'other', detail: { comment: { body: 'Hi, I am Ece' }, user: { name: 'Ece' }, customer: null } });
    server.clock.now += 1000;
    const unnamed = await post(server, `/v1/agent/chats/${chat.id}/messages`, form({ body: 'Still there?' }), agent(server));
    expect(unnamed.json.detail.user.name).toBe('Agent');
    server.clock.now += 1000;
    const image = await post(server, `/v1/agent/chats/${chat.id}/messages`, form({ body: '' }, { name: 'label.png', type: 'image/png', bytes: PNG }), agent(server));
    expect(image.status).toBe(200);
    const served = await fetch(`${server.url}${image.json.detail.comment.attachment.url}`);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);

    const seen = (await detailOf(server, chat)).timeline_items;
    expect(seen.map((t: { actor: string; detail: { user: { name: string } | null } }) => [t.actor, t.detail.user?.name])).toEqual([['other', 'Ece'], ['other', 'Agent'], ['other', 'Agent']]);
  });

  it('refuses a reply without text or image, one with a non-image, and one to an unknown chat', async () => {
    const chat = await openChat(server);
    expect((await post(server, `/v1/agent/chats/${chat.id}/messages`, form({ body: ' ' }), agent(server))).status).toBe(400);
    const pdf = await post(server, `/v1/agent/chats/${chat.id}/messages`, form({ body: 'invoice' }, { name: 'invoice.png', type: 'image/png', bytes: Buffer.from('%PDF-1.4 invoice') }), agent(server));
    expect(pdf.status).toBe(415);
    expect((await post(server, '/v1/agent/chats/no-such-chat/messages', form({ body: 'hello' }), agent(server))).status).toBe(404);
    expect(await bodiesOf(server, chat)).toEqual([]);
  });

  it('sets a chat queued, closed and open again, and the customer sees each status', async () => {
    const chat = await openChat(server);
    for (const status of ['queued', 'closed', 'open']) {
      const answer = await setStatus(server, chat, status);
      expect(answer.json).toEqual({ status });
      expect((await detailOf(server, chat)).status).toBe(status);
    }
    for (const status of ['archived', 'deleted', undefined]) expect((await setStatus(server, chat, status as string)).status).toBe(400);
    expect((await call(server, 'POST', '/v1/agent/chats/no-such-chat/status', { status: 'closed' }, agent(server))).status).toBe(404);
  });

  it('can neither reply to nor reopen a chat the customer archived', async () => {
    const chat = await openChat(server);
    await call(server, 'POST', `/v1/feedback/${chat.id}/archive`, { token: chat.token });
    const reply = await post(server, `/v1/agent/chats/${chat.id}/messages`, form({ body: 'wait!' }), agent(server));
    expect(reply.status).toBe(409);
    expect((await setStatus(server, chat, 'open')).status).toBe(409);
    expect((await detailOf(server, chat)).status).toBe('archived');
    expect(await bodiesOf(server, chat)).toEqual([]);
  });
});
