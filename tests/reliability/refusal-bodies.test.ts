// What the fuzzing found, pinned as plain cases: each refusal is a 4xx with the API's JSON body
// ({code: number, error, message}), never a 500.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, drivers, startTestServer, type TestServer } from '../server/harness';
import { feedbackBody, seedTestData } from '../server/fixtures';

const API_ERROR = { code: expect.any(Number), error: expect.any(String), message: expect.stringMatching(/\S/) };

/** A raw POST whose body and content type are exactly what is given. */
async function postRaw(server: TestServer, path: string, contentType: string, body: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': contentType, ...headers }, body });
  const text = await response.text();
  return { status: response.status, json: JSON.parse(text) as unknown };
}

describe.each(drivers)('refusals on %s', (driver) => {
  let server: TestServer;
  let chat: { id: string; token: string };
  beforeAll(async () => {
    server = await startTestServer({ driver });
    await seedTestData(server.storage);
    chat = (await call(server, 'POST', '/v1/feedbacks', feedbackBody({ final_state_id: 'chat', responses: [{ question_id: 'q-mood', option_id: 'o-bad' }] }))).json;
  });
  afterAll(() => server?.stop());

  const formRoutes = (): { path: string; headers: Record<string, string> }[] => [
    { path: `/v1/feedbacks/${chat.id}/chat_messages?token=${chat.token}`, headers: {} },
    { path: '/v2/storage/direct_uploads', headers: {} },
    { path: `/v1/agent/chats/${chat.id}/messages`, headers: { authorization: `Bearer ${server.config.agentToken}` } },
  ];

  // Found by api-fuzz.test.ts: busboy's parse errors used to answer 500 (fixed in services/multipart-fields.ts).
  it.each([
    ['without a boundary', 'multipart/form-data', '{'],
    ['that ends before its closing boundary', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="body"\r\n\r\nhi'],
    ['with a boundary over 256 characters', `multipart/form-data; boundary=${'b'.repeat(300)}`, '--b\r\n'],
  ])('answers a multipart form %s with 400 naming the problem, and stores nothing', async (_what, contentType, body) => {
    const before = (await server.storage.chats.messages(chat.id)).length;
    for (const route of formRoutes()) {
      const answer = await postRaw(server, route.path, contentType, body, route.headers);
      expect(answer.status, route.path).toBe(400);
      expect(answer.json, route.path).toEqual({ code: 10400, error: 'invalid_request', message: expect.stringMatching(/^The form could not be read/) });
    }
    expect((await server.storage.chats.messages(chat.id)).length).toBe(before);
  });

  // Fastify's router refuses these before any route runs; its frameworkErrors hook answers them in the API's shape.
  it('refuses a path with a broken percent-encoding with the API\'s error body', async () => {
    const answer = await call(server, 'GET', '/v1/nodes/%');
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject(API_ERROR);
  });

  it('refuses a path parameter over 100 characters with the API\'s error body', async () => {
    const answer = await call(server, 'POST', `/v1/agent/chats/${'c'.repeat(150)}/status`, { status: 'open' }, { authorization: `Bearer ${server.config.agentToken}` });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.json).toMatchObject(API_ERROR);
  });

  // Found by api-fuzz.test.ts in CI: Node's HTTP parser refuses these before Fastify; its default answer had no code.
  it('refuses request headers over the size limit with 431 and the API\'s error body, and stores nothing', async () => {
    const before = await server.storage.feedbacks.count();
    const response = await fetch(`${server.url}/v1/feedbacks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'k'.repeat(20_000) },
      body: JSON.stringify(feedbackBody()),
    });
    expect(response.status).toBe(431);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ code: 10431, error: 'headers_too_large', message: expect.stringMatching(/\S/) });
    expect(await server.storage.feedbacks.count()).toBe(before);
  });

  it('answers bytes that are not HTTP with 400 and the API\'s error body', async () => {
    const answer = await rawExchange(server.url, 'HELLO THERE\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ code: 10400, error: 'invalid_request', message: expect.stringMatching(/\S/) });
  });

  // PostgreSQL text cannot hold NUL (SQLSTATE 22021): such text is refused with 400 there; SQLite finds no such id.
  it('looks up an id holding a NUL character without a 500', async () => {
    for (const path of ['/v1/nodes/%00', '/v1/flows/a%00b', `/v1/feedbacks/%00/chat?token=${chat.token}`]) {
      const answer = await call(server, 'GET', path);
      // A flow no node shows is not looked up at all (issue #25 finding 7), so even PostgreSQL answers it 404.
      expect(answer.status, path).toBe(driver === 'postgres' && !path.startsWith('/v1/flows/') ? 400 : 404);
      expect(answer.json, path).toMatchObject(API_ERROR);
    }
  });

  it('stores or refuses, but never answers 500 to, text holding a NUL character', async () => {
    const form = new FormData();
    form.append('token', chat.token);
    form.append('body', 'before\u0000after');
    const message = await fetch(`${server.url}/v1/feedbacks/${chat.id}/chat_messages`, { method: 'POST', body: form });
    const visit = await call(server, 'POST', '/v2/web_widgets/node-1/customers/visit', { external_id: 'ext\u0000' });
    const feedback = await call(server, 'POST', '/v1/feedbacks', feedbackBody({ device_id: 'device\u0000' }));
    expect([message.status, visit.status, feedback.status].filter((status) => status >= 500)).toEqual([]);
  });
});

/** Writes `bytes` on a plain TCP connection and reads until the server closes it. */
function rawExchange(url: string, bytes: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(bytes));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
  });
}
