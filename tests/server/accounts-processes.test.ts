// Issue #17: sessions are rows, so what one server process does to an account holds on every other at the next call:
// an agent signed in through process B is refused there as soon as an owner removes it through process A.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, drivers, startTestServer, type TestServer } from './harness';
import { seedTestData } from './fixtures';
import { inviteAndAccept, setupOwner, signIn, withSession } from './accounts-helpers';

describe.skipIf(!drivers.includes('postgres'))('accounts across two server processes on one PostgreSQL', () => {
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    a = await startTestServer({ driver: 'postgres' });
    b = await startTestServer({ driver: 'postgres', env: { DATABASE_URL: a.config.databaseUrl! }, sharedSchema: true });
    await seedTestData(a.storage);
  });
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
  });

  it('refuses a removed agent\'s open session on the other process at its next call', async () => {
    const owner = await setupOwner(a);
    const invited = await inviteAndAccept(a, owner, 'agent@example.com', 'agent');
    const agent = await signIn(b, invited.email, invited.password);
    expect((await call(b, 'GET', '/v1/manage/chats', undefined, withSession(agent))).status).toBe(200);
    expect((await call(b, 'GET', '/v1/manage/flows', undefined, withSession(agent))).status).toBe(403);
    expect((await call(a, 'DELETE', `/v1/manage/users/${agent.userId}`, undefined, withSession(owner))).status).toBe(204);
    expect((await call(b, 'GET', '/v1/manage/chats', undefined, withSession(agent))).status).toBe(401);
    expect((await call(b, 'GET', '/v1/agent/chats', undefined, withSession(agent))).status).toBe(401);
  });

  it('counts failed sign-ins on both processes towards one lock', async () => {
    for (const [i, server] of [a, b, a, b].entries()) expect((await call(server, 'POST', '/v1/auth/sign-in', { email: 'owner@example.com', password: `wrong-${i}-long-enough` })).status).toBe(401);
    const locked = await call(b, 'POST', '/v1/auth/sign-in', { email: 'owner@example.com', password: 'wrong-4-long-enough' });
    expect(locked.json.error).toBe('account_locked');
    expect((await call(a, 'POST', '/v1/auth/sign-in', { email: 'owner@example.com', password: 'correct horse battery staple' })).status).toBe(429);
  });
});
