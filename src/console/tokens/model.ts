import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiClient } from '../api/client';
import { expectOk, type ApiFailure } from '../api/api-failure';
import type { ApiToken, Role } from '../api/types';
import { createResource, failureOf } from '../app/request-state';

export interface TokenInput { name: string; role: Role; expires_at?: string }

/** API tokens for scripts and CI: the secret is in the creating answer only, so it is kept until dismissed, never reloaded. */
export function createTokensModel(api: ApiClient) {
  const list = createResource(() => expectOk(api.GET('/v1/manage/tokens')));
  const opened = createEvent();
  const createSubmitted = createEvent<TokenInput>();
  const secretDismissed = createEvent();
  const revokeConfirmed = createEvent<ApiToken>();

  const createFx = createEffect<TokenInput, ApiToken, ApiFailure>((body) => expectOk(api.POST('/v1/manage/tokens', { body })));
  const revokeFx = createEffect<ApiToken, void, ApiFailure>(async (token) => void (await expectOk(api.DELETE('/v1/manage/tokens/{id}', { params: { path: { id: token.id } } }))));

  const $created = createStore<ApiToken | null>(null)
    .on(createFx.doneData, (_, token) => token)
    .reset(opened, secretDismissed, createFx);

  sample({ clock: opened, target: list.opened });
  sample({ clock: createSubmitted, target: createFx });
  sample({ clock: revokeConfirmed, target: revokeFx });
  sample({ clock: [createFx.done, revokeFx.finally], target: list.reloaded });

  return {
    opened, createSubmitted, secretDismissed, revokeConfirmed, list, $created,
    $createFailure: failureOf(createFx), $createPending: createFx.pending,
    $revokeFailure: failureOf(revokeFx),
  };
}
