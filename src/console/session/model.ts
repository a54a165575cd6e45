import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiClient } from '../api/client';
import { ApiFailure, expectOk } from '../api/api-failure';
import type { SessionData } from '../api/types';

export type SessionStatus = 'checking' | 'signed-in' | 'signed-out';
/** Why the sign-in page shows: the session ended by itself (removed, expired), or the person signed out. */
export type SignInNotice = 'session-ended' | 'signed-out' | null;

/** Remembers across reloads that this tab had a session, so a reload after it ended can say so. */
const HAD_SESSION = 'canvass-console-had-session';

/** The tab's session storage; reading it throws where the browser blocks storage, and the console then does without. */
function tabStorage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * The signed-in account and its CSRF token. A page load reads them back with GET /v1/auth/session (the cookie is
 * HttpOnly); sign-in, setup and accepting an invitation hand them over directly.
 */
export function createSessionModel(api: ApiClient, memory: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined = tabStorage()) {
  const appStarted = createEvent();
  const sessionStarted = createEvent<SessionData>();
  const signOutPressed = createEvent();
  /** Any management call answered 401. */
  const unauthorized = createEvent();

  const loadSessionFx = createEffect<void, SessionData, ApiFailure>(() => expectOk(api.GET('/v1/auth/session')));
  const signOutFx = createEffect<void, void, ApiFailure>(async () => void (await expectOk(api.POST('/v1/auth/sign-out'))));

  const $session = createStore<SessionData | null>(null)
    .on([sessionStarted, loadSessionFx.doneData], (_, session) => session);
  const $status = createStore<SessionStatus>('checking')
    .on([sessionStarted, loadSessionFx.done], () => 'signed-in')
    .on(loadSessionFx.fail, () => 'signed-out');

  const ended = sample({ clock: unauthorized, source: $session, filter: Boolean });
  const refusedOnLoad = sample({ clock: loadSessionFx.failData, filter: (failure) => failure.status === 401 && memory?.getItem(HAD_SESSION) === '1' });
  // Signing out ends the session here even when the server could not be told (it ends by itself when idle).
  const signedOut = sample({ clock: signOutFx.finally });

  $session.reset(ended, signedOut);
  $status.on([ended, signedOut], () => 'signed-out');
  const $notice = createStore<SignInNotice>(null)
    .on([ended, refusedOnLoad], () => 'session-ended')
    .on(signedOut, () => 'signed-out')
    .reset(sessionStarted, loadSessionFx.done);

  $session.watch((session) => (session ? memory?.setItem(HAD_SESSION, '1') : undefined));
  signedOut.watch(() => memory?.removeItem(HAD_SESSION));
  ended.watch(() => memory?.removeItem(HAD_SESSION));
  refusedOnLoad.watch(() => memory?.removeItem(HAD_SESSION));

  sample({ clock: appStarted, target: loadSessionFx });
  sample({ clock: signOutPressed, target: signOutFx });

  return { appStarted, sessionStarted, signOutPressed, unauthorized, $session, $status, $notice, loadSessionFx };
}

export type SessionModel = ReturnType<typeof createSessionModel>;
