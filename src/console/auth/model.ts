import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiClient } from '../api/client';
import { expectOk, type ApiFailure } from '../api/api-failure';
import type { Role, SessionData } from '../api/types';
import type { Router } from '../routing/model';
import { HOME_PATH } from '../routing/routes';
import type { SessionModel } from '../session/model';
import { failureOf } from '../app/request-state';

export interface SignInInput { email: string; password: string }
export interface SetupInput { token: string; email: string; display_name: string; password: string }
export interface AcceptInput { token: string; display_name: string; password: string }
export interface LinkStatus { valid: boolean; email?: string; role?: Role }

/** Signing in, the first owner's setup and accepting an invitation: each ends signed in, in the console. */
export function createAuthModel(api: ApiClient, session: SessionModel, router: Router) {
  const signInSubmitted = createEvent<SignInInput>();
  const setupSubmitted = createEvent<SetupInput>();
  const acceptSubmitted = createEvent<AcceptInput>();
  const setupLinkOpened = createEvent<string>();
  const invitationOpened = createEvent<string>();

  const signInFx = createEffect<SignInInput, SessionData, ApiFailure>((body) => expectOk(api.POST('/v1/auth/sign-in', { body })));
  const setupFx = createEffect<SetupInput, SessionData, ApiFailure>((body) => expectOk(api.POST('/v1/auth/setup', { body })));
  const acceptFx = createEffect<AcceptInput, SessionData, ApiFailure>((body) => expectOk(api.POST('/v1/auth/invitation/accept', { body })));
  // An empty token cannot be valid; asking the API would only answer 400.
  const checkSetupLinkFx = createEffect<string, LinkStatus, ApiFailure>(async (token) => (token ? expectOk(api.GET('/v1/auth/setup', { params: { query: { token } } })) : { valid: false }));
  const checkInvitationFx = createEffect<string, LinkStatus, ApiFailure>(async (token) => (token ? expectOk(api.GET('/v1/auth/invitation', { params: { query: { token } } })) : { valid: false }));

  const $setupLink = createStore<LinkStatus | null>(null).on(checkSetupLinkFx.doneData, (_, status) => status).reset(setupLinkOpened);
  const $invitation = createStore<LinkStatus | null>(null).on(checkInvitationFx.doneData, (_, status) => status).reset(invitationOpened);

  sample({ clock: signInSubmitted, target: signInFx });
  sample({ clock: setupSubmitted, target: setupFx });
  sample({ clock: acceptSubmitted, target: acceptFx });
  sample({ clock: setupLinkOpened, target: checkSetupLinkFx });
  sample({ clock: invitationOpened, target: checkInvitationFx });

  // Signed in, the navigation guard leaves the sign-in page for the page that was asked for. The used setup or
  // invitation link is replaced in the history by the console's home: Back should not offer it again.
  sample({ clock: [signInFx.doneData, setupFx.doneData, acceptFx.doneData], target: session.sessionStarted });
  sample({ clock: [setupFx.done, acceptFx.done], fn: () => HOME_PATH, target: router.redirected });

  return {
    signInSubmitted, setupSubmitted, acceptSubmitted, setupLinkOpened, invitationOpened,
    $signInFailure: failureOf(signInFx), $signInPending: signInFx.pending,
    $setupFailure: failureOf(setupFx), $setupPending: setupFx.pending,
    $acceptFailure: failureOf(acceptFx), $acceptPending: acceptFx.pending,
    $setupLink, $setupLinkFailure: failureOf(checkSetupLinkFx),
    $invitation, $invitationFailure: failureOf(checkInvitationFx),
  };
}
