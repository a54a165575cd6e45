import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiClient } from '../api/client';
import { expectOk, type ApiFailure } from '../api/api-failure';
import type { FlowSummary, MailChoices } from '../api/types';
import { failureOf } from '../app/request-state';

/**
 * One's own email notices (issue #20): loaded with the flows a digest may follow when the dialog opens, saved whole
 * (PUT /v1/manage/me/mail), and the dialog closes once saved.
 */
export function createNoticesModel(api: ApiClient) {
  const opened = createEvent<{ withFlows: boolean }>();
  const closed = createEvent();
  const saved = createEvent<MailChoices>();

  const loadFx = createEffect<{ withFlows: boolean }, { choices: MailChoices; flows: FlowSummary[] }, ApiFailure>(async ({ withFlows }) => {
    const [choices, flows] = await Promise.all([
      expectOk(api.GET('/v1/manage/me/mail')),
      withFlows ? expectOk(api.GET('/v1/manage/flows', { params: { query: {} } })) : Promise.resolve([]),
    ]);
    return { choices, flows };
  });
  const saveFx = createEffect<MailChoices, MailChoices, ApiFailure>((body) => expectOk(api.PUT('/v1/manage/me/mail', { body })));

  const $open = createStore(false).on(opened, () => true).on([closed, saveFx.done], () => false);
  const $loaded = createStore<{ choices: MailChoices; flows: FlowSummary[] } | null>(null).on(loadFx.doneData, (_, data) => data).reset(opened);

  sample({ clock: opened, target: loadFx });
  sample({ clock: saved, target: saveFx });

  return { opened, closed, saved, $open, $loaded, $loadFailure: failureOf(loadFx), $saveFailure: failureOf(saveFx), $saving: saveFx.pending };
}
