import { createEffect, createEvent, createStore, sample } from 'effector';
import type { SessionData } from '../console/api/types';
import { RequestError } from '../net/request';
import { roleMay } from '../server/accounts/roles';
import type { AgentApi } from './agent-api';

/**
 * What the page can show: still asking; signed out (a link to the console's sign-in); signed in with a role that may
 * not work on chats; the console itself; or the server could not be asked.
 */
export type AgentAccess = 'checking' | 'signed-out' | 'no-access' | 'ready' | 'unreachable';
/** Why the signed-out screen shows: the session ended by itself, or the person signed out here. */
export type SignedOutNotice = 'session-ended' | 'signed-out' | null;

const isUnauthorised = (error: unknown) => error instanceof RequestError && error.status === 401;

/**
 * The person's console session, as the agent console uses it: read with GET /v1/auth/session when the page opens
 * (the cookie is HttpOnly; the answer carries the CSRF token writes send), read again whenever the server refuses a
 * call or the realtime socket, and ended with the sign-out button.
 */
export function createAgentSession(api: AgentApi) {
  const pageOpened = createEvent();
  const retryPressed = createEvent();
  const signOutPressed = createEvent();
  /** A call or the socket was refused (signed out elsewhere, expired, the account removed or its role changed). */
  const refused = createEvent();

  const loadSessionFx = createEffect<void, SessionData, Error>(() => api.session());
  // Signing out ends the session here even when the server could not be told (it ends by itself when idle).
  const signOutFx = createEffect<void, null, Error>(() => api.signOut());

  const $session = createStore<SessionData | null>(null)
    .on(loadSessionFx.doneData, (_, session) => session)
    .reset(loadSessionFx.fail, signOutFx.finally);
  const $access = createStore<AgentAccess>('checking')
    .on(loadSessionFx.doneData, (_, session) => (roleMay(session.user.role, 'chats:read') ? 'ready' : 'no-access'))
    .on(loadSessionFx.failData, (_, error) => (isUnauthorised(error) ? 'signed-out' : 'unreachable'))
    .on(retryPressed, () => 'checking')
    .on(signOutFx.finally, () => 'signed-out');

  const $hadSession = createStore(false).on(loadSessionFx.done, () => true).reset(signOutFx.finally);
  const ended = sample({ clock: loadSessionFx.failData, source: $hadSession, filter: (had, error) => had && isUnauthorised(error) });
  const $notice = createStore<SignedOutNotice>(null)
    .on(ended, () => 'session-ended')
    .on(signOutFx.finally, () => 'signed-out')
    .reset(loadSessionFx.done);

  sample({ clock: [pageOpened, retryPressed, refused], target: loadSessionFx });
  sample({ clock: signOutPressed, target: signOutFx });

  return { pageOpened, retryPressed, signOutPressed, refused, $session, $access, $notice, loadSessionFx, signOutFx };
}

export type AgentSession = ReturnType<typeof createAgentSession>;
