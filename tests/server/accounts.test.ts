// Issue #17, accounts: the first owner by the setup link, sign-in and its limits, sessions that end at once (sign-out,
// idle, absolute, removal), CSRF on cookie writes, invitations, API tokens, AGENT_TOKEN for one release, the audit log.
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupLinkIfNoOwner } from '../../src/server/accounts/setup-link';
import { call, drivers, startTestServer, type TestServer } from './harness';
import { seedTestData } from './fixtures';
import { createToken, inviteAndAccept, OWNER, sessionCookieOf, signIn, withSession, type Session } from './accounts-helpers';
import { agentHeaders, openChat } from './chat-helpers';

const HOUR = 3_600_000;

describe.each(drivers)('accounts on %s', (driver) => {
  let server: TestServer;
  let owner: Session;

  beforeAll(async () => {
    server = await startTestServer({ driver });
    await seedTestData(server.storage);
  });
  afterAll(() => server?.stop());

  it('creates the first owner once with the setup link, which then stops working', async () => {
    const link = await setupLinkIfNoOwner(server.storage, server.url, server.clock.now);
    expect(link).toMatch(/\/console\/setup\?token=[\w-]{40,}$/);
    const token = new URL(link!).searchParams.get('token')!;
    expect((await call(server, 'GET', `/v1/auth/setup?token=${token}`)).json).toEqual({ valid: true });
    const weak = await call(server, 'POST', '/v1/auth/setup', { token, ...OWNER, password: 'password12' });
    expect(weak.status).toBe(400);
    expect(weak.json.error).toBe('weak_password');
    const short = await call(server, 'POST', '/v1/auth/setup', { token, ...OWNER, password: 'Xk3!a' });
    expect(short.json.message).toContain('at least 10 characters');
    const created = await call(server, 'POST', '/v1/auth/setup', { token, ...OWNER });
    expect(created.status).toBe(201);
    expect(created.json.user).toMatchObject({ email: OWNER.email, role: 'owner', display_name: OWNER.display_name, initials: 'OO' });
    const cookie = created.headers.getSetCookie().find((line) => line.startsWith('canvass_session='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    owner = { cookie: sessionCookieOf(created.headers), csrf: created.json.csrf_token, userId: created.json.user.id, email: OWNER.email, password: OWNER.password };
    expect((await call(server, 'POST', '/v1/auth/setup', { token, ...OWNER, email: 'second@example.com' })).status).toBe(404);
    expect(await setupLinkIfNoOwner(server.storage, server.url, server.clock.now)).toBeUndefined();
    expect((await call(server, 'GET', '/v1/auth/session', undefined, withSession(owner))).json.user.email).toBe(OWNER.email);
  });

  it('refuses a cookie write without the session\'s CSRF token and changes nothing', async () => {
    const before = await server.storage.accounts.invitations.list();
    for (const csrf of [undefined, 'wrong-token']) {
      const answer = await call(server, 'POST', '/v1/manage/invitations', { email: 'x@example.com', role: 'viewer' }, { cookie: owner.cookie, ...(csrf ? { 'x-csrf-token': csrf } : {}) });
      expect(answer.status).toBe(403);
      expect(answer.json.error).toBe('csrf_failed');
    }
    expect(await server.storage.accounts.invitations.list()).toEqual(before);
  });

  it('invites with a link that works once and expires', async () => {
    const agent = await inviteAndAccept(server, owner, 'agent@example.com', 'agent', 'Ayşe Yılmaz');
    expect((await call(server, 'GET', '/v1/auth/session', undefined, withSession(agent))).json.user).toMatchObject({ role: 'agent', initials: 'AY' });
    const invited = await call(server, 'POST', '/v1/manage/invitations', { email: 'late@example.com', role: 'viewer', expires_in_hours: 1 }, withSession(owner));
    const token = new URL(invited.json.url).searchParams.get('token')!;
    expect((await call(server, 'GET', `/v1/auth/invitation?token=${token}`)).json).toEqual({ valid: true, email: 'late@example.com', role: 'viewer' });
    server.clock.now += 2 * HOUR;
    const late = await call(server, 'POST', '/v1/auth/invitation/accept', { token, display_name: 'Late', password: 'late-password-long-enough' });
    expect(late.status).toBe(404);
    expect(late.json.error).toBe('invitation_invalid');
    expect(await server.storage.accounts.users.byEmail('late@example.com')).toBeUndefined();
    // Signing in again after the clock moved: the owner's session idles for two hours only, far under the limit.
    owner = await signIn(server, OWNER.email, OWNER.password);
  });

  it('locks an account after 5 wrong passwords and says so, also to the right password, until 15 minutes pass', async () => {
    await inviteAndAccept(server, owner, 'target@example.com', 'viewer');
    for (let i = 1; i <= 4; i++) {
      const wrong = await call(server, 'POST', '/v1/auth/sign-in', { email: 'target@example.com', password: `wrong-password-${i}` });
      expect(wrong.status).toBe(401);
      expect(wrong.json.error).toBe('sign_in_failed');
    }
    const fifth = await call(server, 'POST', '/v1/auth/sign-in', { email: 'target@example.com', password: 'wrong-password-5' });
    expect(fifth.status).toBe(429);
    expect(fifth.json).toMatchObject({ error: 'account_locked', message: expect.stringContaining('This account is locked') });
    expect(Number(fifth.headers.get('retry-after'))).toBeGreaterThan(800);
    const right = await call(server, 'POST', '/v1/auth/sign-in', { email: 'target@example.com', password: 'viewer-password-long-enough' });
    expect(right.status).toBe(429);
    expect(right.json.message).toMatch(/locked .* try again in 15 minutes/);
    expect(right.headers.getSetCookie()).toEqual([]);
    server.clock.now += 16 * 60_000;
    expect((await call(server, 'POST', '/v1/auth/sign-in', { email: 'target@example.com', password: 'viewer-password-long-enough' })).status).toBe(200);
    owner = await signIn(server, OWNER.email, OWNER.password);
  });

  it('ends a session at sign-out, when idle too long and after its absolute lifetime', async () => {
    const session = await signIn(server, OWNER.email, OWNER.password);
    expect((await call(server, 'POST', '/v1/auth/sign-out', undefined, withSession(session))).status).toBe(204);
    expect((await call(server, 'GET', '/v1/manage/users', undefined, withSession(session))).status).toBe(401);

    const idle = await signIn(server, OWNER.email, OWNER.password);
    server.clock.now += 11 * HOUR;
    expect((await call(server, 'GET', '/v1/manage/users', undefined, withSession(idle))).status).toBe(200);
    server.clock.now += 12 * HOUR + 1;
    expect((await call(server, 'GET', '/v1/manage/users', undefined, withSession(idle))).status).toBe(401);

    const active = await signIn(server, OWNER.email, OWNER.password);
    // In use every 11 hours, never idle: still ended 7 days (168 h) after signing in.
    for (let hours = 11; hours < 168; hours += 11) {
      server.clock.now += 11 * HOUR;
      expect((await call(server, 'GET', '/v1/manage/users', undefined, withSession(active))).status).toBe(200);
    }
    server.clock.now += 11 * HOUR;
    const after = await call(server, 'GET', '/v1/manage/users', undefined, withSession(active));
    expect(after.status).toBe(401);
    expect(after.json.message).toContain('sign in again');
    owner = await signIn(server, OWNER.email, OWNER.password);
  });

  it('gives API tokens once, stored hashed, with a role no greater than their creator\'s, an expiry and revocation', async () => {
    const editor = await inviteAndAccept(server, owner, 'editor@example.com', 'editor');
    const refused = await call(server, 'POST', '/v1/manage/tokens', { name: 'too much', role: 'owner' }, withSession(editor));
    expect(refused.status).toBe(403);
    const { id, token } = await createToken(server, editor, 'viewer', { expires_at: new Date(server.clock.now + HOUR).toISOString() });
    expect(token).toMatch(/^cvs_/);
    const listed = await call(server, 'GET', '/v1/manage/tokens', undefined, { authorization: `Bearer ${token}` });
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.json)).not.toContain(token);
    expect(JSON.stringify(await server.storage.accounts.tokens.list())).not.toContain(token);
    expect((await call(server, 'GET', '/v1/agent/chats', undefined, { authorization: `Bearer ${token}` })).status).toBe(403);
    server.clock.now += HOUR + 1;
    expect((await call(server, 'GET', '/v1/manage/tokens', undefined, { authorization: `Bearer ${token}` })).status).toBe(401);
    const other = await createToken(server, editor, 'editor');
    expect((await call(server, 'DELETE', `/v1/manage/tokens/${other.id}`, undefined, withSession(editor))).status).toBe(204);
    expect((await call(server, 'GET', '/v1/manage/tokens', undefined, { authorization: `Bearer ${other.token}` })).status).toBe(401);
    expect(id).toBeTruthy();
  });

  it('lets an agent account into the realtime agent namespace by its session cookie and disconnects it when removed', async () => {
    const open = (options: { cookie?: string; token?: string }) => new Promise<Socket>((resolve, reject) => {
      const socket = connect(`${server.url}/agent`, { transports: ['websocket'], forceNew: true, auth: options.token ? { token: options.token } : {}, extraHeaders: options.cookie ? { cookie: options.cookie } : {} });
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', (error) => {
        socket.close();
        reject(error);
      });
    });
    const realtimeAgent = await inviteAndAccept(server, owner, 'realtime@example.com', 'agent');
    const viewer = await inviteAndAccept(server, owner, 'realtime-viewer@example.com', 'viewer');
    await expect(open({ cookie: viewer.cookie })).rejects.toThrow('invalid_token');
    await expect(open({ cookie: 'canvass_session=made-up' })).rejects.toThrow('invalid_token');
    const socket = await open({ cookie: realtimeAgent.cookie });
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    expect((await call(server, 'DELETE', `/v1/manage/users/${realtimeAgent.userId}`, undefined, withSession(owner))).status).toBe(204);
    expect(await disconnected).toBe('io server disconnect');
    socket.close();
  });

  it('refuses a removed account\'s open session and its tokens at the next call', async () => {
    owner = await signIn(server, OWNER.email, OWNER.password);
    const leaving = await inviteAndAccept(server, owner, 'leaving@example.com', 'agent');
    const { token } = await createToken(server, leaving, 'agent');
    expect((await call(server, 'GET', '/v1/agent/chats', undefined, withSession(leaving))).status).toBe(200);
    const users = await call(server, 'GET', '/v1/manage/users', undefined, withSession(owner));
    const id = users.json.find((user: { email: string }) => user.email === 'leaving@example.com').id;
    expect((await call(server, 'DELETE', `/v1/manage/users/${id}`, undefined, withSession(owner))).status).toBe(204);
    expect((await call(server, 'GET', '/v1/agent/chats', undefined, withSession(leaving))).status).toBe(401);
    expect((await call(server, 'GET', '/v1/agent/chats', undefined, { authorization: `Bearer ${token}` })).status).toBe(401);
    const last = await call(server, 'DELETE', `/v1/manage/users/${owner.userId}`, undefined, withSession(owner));
    expect(last.status).toBe(409);
    expect(last.json.error).toBe('last_owner');
  });

  it('signs agent replies with the account\'s display name; AGENT_TOKEN still works as an agent', async () => {
    const agent = await signIn(server, 'agent@example.com', 'agent-password-long-enough');
    const chat = await openChat(server);
    const form = new FormData();
    form.append('body', 'Hello from an account');
    form.append('name', 'Typed Name');
    const reply = await fetch(`${server.url}/v1/agent/chats/${chat.id}/messages`, { method: 'POST', body: form, headers: withSession(agent) });
    expect(reply.status).toBe(200);
    const messages = await server.storage.chats.messages(chat.id);
    expect(messages.at(-1)?.agent?.name).toBe('Ayşe Yılmaz');
    expect((await call(server, 'GET', '/v1/agent/chats', undefined, agentHeaders(server))).status).toBe(200);
  });

  it('ignores a name sent with an account\'s reply, by session or API token, on the agent and the management API', async () => {
    const agent = await signIn(server, 'agent@example.com', 'agent-password-long-enough');
    const { token } = await createToken(server, agent, 'agent');
    const chat = await openChat(server);
    const pretending = (body: string) => {
      const form = new FormData();
      form.append('body', body);
      form.append('name', 'Olcay Owner');
      form.append('surname', 'Someone');
      return form;
    };
    // The test clock stands still unless moved; messages of one millisecond have no order of their own.
    server.clock.now += 1000;
    const bySession = await fetch(`${server.url}/v1/agent/chats/${chat.id}/messages`, { method: 'POST', body: pretending('by session'), headers: withSession(agent) });
    expect((await bySession.json()).detail.user).toEqual({ name: 'Ayşe Yılmaz', surname: null, avatar: null, avatar_color: '#0B6BCB' });
    server.clock.now += 1000;
    const byToken = await fetch(`${server.url}/v1/agent/chats/${chat.id}/messages`, { method: 'POST', body: pretending('by token'), headers: { authorization: `Bearer ${token}` } });
    expect((await byToken.json()).detail.user.name).toBe('Ayşe Yılmaz');
    server.clock.now += 1000;
    // The management API's reply has no name in its schema: one sent anyway is refused, and nothing is stored.
    const named = await call(server, 'POST', `/v1/manage/chats/${chat.id}/messages`, { body: 'named', name: 'Olcay Owner' }, withSession(agent));
    expect(named.status).toBe(400);
    const managed = await call(server, 'POST', `/v1/manage/chats/${chat.id}/messages`, { body: 'by the management API' }, withSession(agent));
    expect(managed.status).toBe(201);
    expect(managed.json.detail.user.name).toBe('Ayşe Yılmaz');
    // What the customer's chat page loads shows the account's name on every one of them.
    const seen = await call(server, 'GET', `/v1/feedbacks/${chat.id}/chat?token=${chat.token}`);
    expect(seen.json.timeline_items.map((item: { detail: { comment: { body: string }; user: { name: string; surname: string | null } } }) => [item.detail.comment.body, item.detail.user.name, item.detail.user.surname]))
      .toEqual([['by session', 'Ayşe Yılmaz', null], ['by token', 'Ayşe Yılmaz', null], ['by the management API', 'Ayşe Yılmaz', null]]);
    // Only AGENT_TOKEN, which has no account, still signs with the name it sends (for one release).
    server.clock.now += 1000;
    const legacy = await fetch(`${server.url}/v1/agent/chats/${chat.id}/messages`, { method: 'POST', body: pretending('by AGENT_TOKEN'), headers: agentHeaders(server) });
    expect((await legacy.json()).detail.user).toMatchObject({ name: 'Olcay Owner', surname: 'Someone' });
  });

  it('keeps an audit log that owners read, newest first, page by page', async () => {
    const page = await call(server, 'GET', '/v1/manage/audit?limit=2', undefined, withSession(owner));
    expect(page.status).toBe(200);
    expect(page.json.entries).toHaveLength(2);
    const next = await call(server, 'GET', `/v1/manage/audit?limit=200&cursor=${page.json.next_cursor}`, undefined, withSession(owner));
    const actions = [...page.json.entries, ...next.json.entries].map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['user.created_by_setup', 'user.created_by_invitation', 'invitation.created', 'token.created', 'token.revoked', 'user.removed']));
    expect(new Set([...page.json.entries, ...next.json.entries].map((entry: { id: string }) => entry.id)).size).toBe(actions.length);
    const agent = await signIn(server, 'agent@example.com', 'agent-password-long-enough');
    expect((await call(server, 'GET', '/v1/manage/audit', undefined, withSession(agent))).status).toBe(403);
  });
});
