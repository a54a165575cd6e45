// Issue #20: the public "Forgot password?" calls take guesses (of tokens) and send mail, so each is limited per client
// address like sign-in (SIGN_IN_RATE_PER_MINUTE), answering 429 with a JSON reason past the limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from './harness';

const LIMIT = 5;

describe('password reset rate limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { SIGN_IN_RATE_PER_MINUTE: String(LIMIT) } });
  });
  afterAll(() => server?.stop());

  it.each([
    ['POST', '/v1/auth/password-reset', { email: 'someone@example.com' }, 202],
    ['GET', '/v1/auth/password-reset?token=guess', undefined, 200],
    ['POST', '/v1/auth/password-reset/complete', { token: 'guess', password: 'a long passphrase here' }, 404],
  ] as const)('%s %s answers as usual up to the limit, then 429', async (method, path, body, usual) => {
    const statuses = [];
    for (let i = 0; i < LIMIT; i++) statuses.push((await call(server, method, path, body)).status);
    expect(statuses).toEqual(Array(LIMIT).fill(usual));
    const over = await call(server, method, path, body);
    expect(over.status).toBe(429);
    expect(over.json.error).toBe('rate_limited');
  });
});
