// Issue #8 rate limit (README "Configuration": RATE_LIMIT_PER_MINUTE public POST calls per client address per
// minute). tests/server/verification.test.ts covers the two verification calls at a limit of 3; this covers every
// public POST, that traffic under the limit is never refused, and that the address is the client's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from './server-process';
import { completedFeedback } from './submit-clients';
import { createTestDatabase, type TestDatabase } from './test-database';

const LIMIT = 20;

/** Every rate-limited call of SPEC 7 with a body it might get; the answer may be anything but 429 below the limit. */
const PUBLIC_POSTS: { path: string; body: () => unknown }[] = [
  { path: '/v1/feedbacks', body: () => completedFeedback(`rate-${crypto.randomUUID()}`) },
  { path: '/v2/web_widgets/node-1/customers/visit', body: () => ({ node_id: 'node-1', external_id: 'visitor-1' }) },
  { path: '/v1/feedbacks/no-such-feedback/chat_messages', body: () => ({ token: 'x', body: 'hello' }) },
  { path: '/v1/feedbacks/no-such-feedback/chat_ratings', body: () => ({ token: 'x', rating: 100 }) },
  { path: '/v1/feedback/no-such-feedback/archive', body: () => ({ token: 'x' }) },
  { path: '/v2/storage/direct_uploads', body: () => ({}) },
  { path: '/v1/customers/send_verification_token', body: () => ({ address: '+90 555 000 0000', kind: 'sms', question_id: 'q-phone' }) },
  { path: '/v1/customers/verify', body: () => ({ verification_id: 'no-such-verification', token: '000000' }) },
  { path: '/v1/flows/flow-1/requests', body: () => ({ question_id: 'q-text', answer: 'x' }) },
  { path: '/integration', body: () => ({ reference_id: 'q-text', body: {} }) },
];

async function post(server: ServerProcess, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, retryAfter: response.headers.get('retry-after'), text };
}

describe(`rate limit of ${LIMIT} public POST calls a minute, not behind a proxy`, { timeout: 60_000 }, () => {
  let database: TestDatabase;
  let server: ServerProcess;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    server = await startServerProcess({ dataDir: database.dataDir, env: { RATE_LIMIT_PER_MINUTE: String(LIMIT) } });
  });
  afterAll(async () => {
    await server?.kill();
    await database?.drop();
  });

  it.each(PUBLIC_POSTS)('$path: answers the first calls as usual and the one over the limit with 429, Retry-After and a JSON reason', async ({ path, body }) => {
    const underLimit = [];
    for (let i = 0; i < LIMIT; i++) underLimit.push((await post(server, path, body())).status);
    expect(underLimit.filter((status) => status === 429)).toEqual([]);
    expect(underLimit.filter((status) => status >= 500)).toEqual([]);

    const over = await post(server, path, body());
    expect(over.status).toBe(429);
    expect(Number(over.retryAfter)).toBeGreaterThan(0);
    expect(JSON.parse(over.text)).toEqual({ statusCode: 429, code: 10429, error: 'rate_limited', message: expect.stringMatching(/^Too many requests; try again in \d+ s$/) });
  });

  it('stores exactly the feedbacks it accepted: none of those refused with 429', async () => {
    const stored = await database.feedbacks();
    expect(stored).toHaveLength(LIMIT);
  });

  it('is not fooled by a made-up X-Forwarded-For header when TRUST_PROXY is off', async () => {
    for (const forwarded of ['10.0.0.1', '10.0.0.2', '203.0.113.9']) {
      expect((await post(server, '/v1/feedbacks', completedFeedback(`spoof-${forwarded}`), { 'x-forwarded-for': forwarded })).status).toBe(429);
    }
  });

  it('never limits reading: the node and the flow still load for the client that was refused', async () => {
    for (let i = 0; i < LIMIT * 2; i++) {
      expect((await fetch(`${server.url}/v1/nodes/node-1`)).status).toBe(200);
    }
  });
});

describe('rate limit behind a proxy (TRUST_PROXY=true): each client address has its own allowance', { timeout: 60_000 }, () => {
  let database: TestDatabase;
  let server: ServerProcess;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    server = await startServerProcess({ dataDir: database.dataDir, env: { RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY: 'true' } });
  });
  afterAll(async () => {
    await server?.kill();
    await database?.drop();
  });

  it('refuses the address that sent a burst, while another address sending at a normal pace is never refused', async () => {
    const burst = await Promise.all(Array.from({ length: LIMIT + 10 }, (_, i) => post(server, '/v1/feedbacks', completedFeedback(`burst-${i}`), { 'x-forwarded-for': '198.51.100.1' })));
    expect(burst.filter((a) => a.status === 200)).toHaveLength(LIMIT);
    expect(burst.filter((a) => a.status === 429)).toHaveLength(10);

    const normal = [];
    for (let i = 0; i < LIMIT; i++) normal.push((await post(server, '/v1/feedbacks', completedFeedback(`normal-${i}`), { 'x-forwarded-for': '198.51.100.2' })).status);
    expect(normal).toEqual(Array(LIMIT).fill(200));
    expect(await database.feedbacks()).toHaveLength(LIMIT * 2);
  });
});
