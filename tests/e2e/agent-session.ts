// The agent console's people in the browser suites (issue #17): a real account, made through the real setup link and
// invitation (tests/server/accounts-helpers.ts), and its session cookie put in a browser context, as signing in at
// /console/sign-in would leave it.
import type { BrowserContext } from 'playwright-core';
import type { Role } from '../../src/server/accounts/roles';
import { inviteAndAccept, setupOwner, type Session } from '../server/accounts-helpers';
import type { TestServer } from '../server/harness';

/** Each server's first owner, who invites the rest: the setup link works only while there is none. */
const owners = new WeakMap<TestServer, Session>();
let accounts = 0;

/** A new account (an agent unless `role` says otherwise) with `displayName`, signed in; its session. */
export async function createAccount(server: TestServer, displayName: string, role: Role = 'agent'): Promise<Session> {
  let owner = owners.get(server);
  if (!owner) owners.set(server, (owner = await setupOwner(server)));
  return inviteAndAccept(server, owner, `${role}-${++accounts}@example.com`, role, displayName);
}

/** Puts `session`'s cookie in `context`: pages it opens on the server are signed in as that account. */
export async function signInBrowser(context: BrowserContext, server: TestServer, session: Session): Promise<void> {
  const at = session.cookie.indexOf('=');
  await context.addCookies([{ name: session.cookie.slice(0, at), value: session.cookie.slice(at + 1), url: server.url, httpOnly: true, sameSite: 'Lax' }]);
}

/** An agent named `displayName` signed in to `context`; the account's session. */
export async function signInAgent(context: BrowserContext, server: TestServer, displayName = 'Ece Yılmaz'): Promise<Session> {
  const session = await createAccount(server, displayName);
  await signInBrowser(context, server, session);
  return session;
}
