// Accounts for integration tests: the first owner through the real setup link, others through real invitations.
import { setupLinkIfNoOwner } from '../../src/server/accounts/setup-link';
import type { Role } from '../../src/server/accounts/roles';
import { call, type TestServer } from './harness';

export interface Session {
  cookie: string;
  csrf: string;
  userId: string;
  email: string;
  password: string;
}

export const OWNER = { email: 'owner@example.com', display_name: 'Olcay Owner', password: 'correct horse battery staple' };

/** The session cookie (`name=value`) from a response's Set-Cookie. */
export function sessionCookieOf(headers: Headers): string {
  const cookie = headers.getSetCookie().find((line) => line.startsWith('canvass_session='));
  if (!cookie) throw new Error('no session cookie was set');
  return cookie.split(';')[0]!;
}

/** A session's headers for a call: the cookie, and the CSRF token unless `csrf: false`. */
export const withSession = (session: Session, csrf = true): Record<string, string> => ({ cookie: session.cookie, ...(csrf ? { 'x-csrf-token': session.csrf } : {}) });

export async function setupOwner(server: TestServer): Promise<Session> {
  const link = await setupLinkIfNoOwner(server.storage, server.url, server.clock.now);
  if (!link) throw new Error('an owner exists already');
  const token = new URL(link).searchParams.get('token')!;
  const answer = await call(server, 'POST', '/v1/auth/setup', { token, ...OWNER });
  if (answer.status !== 201) throw new Error(`setup failed: ${answer.status} ${answer.text}`);
  return { cookie: sessionCookieOf(answer.headers), csrf: answer.json.csrf_token, userId: answer.json.user.id, email: OWNER.email, password: OWNER.password };
}

/** Invites `email` with `role` as the owner and accepts the invitation; returns the new account's session. */
export async function inviteAndAccept(server: TestServer, owner: Session, email: string, role: Role, displayName = `${role[0]!.toUpperCase()}${role.slice(1)} Person`): Promise<Session> {
  const invited = await call(server, 'POST', '/v1/manage/invitations', { email, role }, withSession(owner));
  if (invited.status !== 201) throw new Error(`invitation failed: ${invited.status} ${invited.text}`);
  const token = new URL(invited.json.url).searchParams.get('token')!;
  const password = `${role}-password-long-enough`;
  const accepted = await call(server, 'POST', '/v1/auth/invitation/accept', { token, display_name: displayName, password });
  if (accepted.status !== 201) throw new Error(`accepting failed: ${accepted.status} ${accepted.text}`);
  return { cookie: sessionCookieOf(accepted.headers), csrf: accepted.json.csrf_token, userId: accepted.json.user.id, email, password };
}

export async function signIn(server: TestServer, email: string, password: string): Promise<Session> {
  const answer = await call(server, 'POST', '/v1/auth/sign-in', { email, password });
  if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status} ${answer.text}`);
  return { cookie: sessionCookieOf(answer.headers), csrf: answer.json.csrf_token, userId: answer.json.user.id, email, password };
}

/** Creates an API token with `role` as `session`'s account; returns the secret. */
export async function createToken(server: TestServer, session: Session, role: Role, extra: Record<string, unknown> = {}): Promise<{ id: string; token: string }> {
  const created = await call(server, 'POST', '/v1/manage/tokens', { name: `${role} script`, role, ...extra }, withSession(session));
  if (created.status !== 201) throw new Error(`token failed: ${created.status} ${created.text}`);
  return { id: created.json.id, token: created.json.token };
}
