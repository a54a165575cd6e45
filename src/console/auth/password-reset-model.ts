import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiClient } from '../api/client';
import { expectOk, type ApiFailure } from '../api/api-failure';
import { failureOf } from '../app/request-state';

export type MailLanguage = 'en' | 'tr' | 'ar';
export interface ResetRequest { email: string; language: MailLanguage }
export interface ResetCompletion { token: string; password: string }

/** "Forgot password?" (issue #20): ask for an emailed link, then set a new password with it. */
export function createPasswordResetModel(api: ApiClient) {
  const requestSubmitted = createEvent<ResetRequest>();
  const linkOpened = createEvent<string>();
  const newPasswordSubmitted = createEvent<ResetCompletion>();

  const requestFx = createEffect<ResetRequest, void, ApiFailure>(async (body) => void (await expectOk(api.POST('/v1/auth/password-reset', { body }))));
  // An empty token cannot be valid; asking the API would only answer 400.
  const checkLinkFx = createEffect<string, boolean, ApiFailure>(async (token) => (token ? (await expectOk(api.GET('/v1/auth/password-reset', { params: { query: { token } } }))).valid : false));
  const completeFx = createEffect<ResetCompletion, void, ApiFailure>(async (body) => void (await expectOk(api.POST('/v1/auth/password-reset/complete', { body }))));

  /** The address a link was asked for: the page then says to look in that mailbox. */
  const $requestedFor = createStore<string | null>(null).on(requestFx.done, (_, { params }) => params.email).reset(requestSubmitted);
  const $linkValid = createStore<boolean | null>(null).on(checkLinkFx.doneData, (_, valid) => valid).reset(linkOpened);
  const $done = createStore(false).on(completeFx.done, () => true).reset(linkOpened);

  sample({ clock: requestSubmitted, target: requestFx });
  sample({ clock: linkOpened, target: checkLinkFx });
  sample({ clock: newPasswordSubmitted, target: completeFx });

  return {
    requestSubmitted, linkOpened, newPasswordSubmitted,
    $requestedFor, $requestFailure: failureOf(requestFx), $requestPending: requestFx.pending,
    $linkValid, $linkFailure: failureOf(checkLinkFx),
    $done, $completeFailure: failureOf(completeFx), $completePending: completeFx.pending,
  };
}

/** The console's language as a language mails are written in (the server writes others in English). */
export const mailLanguageOf = (language: string | undefined): MailLanguage => {
  const base = (language ?? '').toLowerCase().slice(0, 2);
  return base === 'tr' || base === 'ar' ? base : 'en';
};
