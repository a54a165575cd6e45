import { createEffect, createStore, sample, type Store } from 'effector';
import type { ApiClient } from '../api/client';
import { expectOk } from '../api/api-failure';
import type { components } from '../api/schema';

export type FlowLanguage = components['schemas']['flow']['languages'][number];

/**
 * The languages of the flow a form is about (the node's flow, or the widget's node's flow): what its language
 * pickers and translated texts offer. Read again whenever the flow changes; none while there is no flow.
 */
export function createFlowLanguages(api: ApiClient, $flowId: Store<string | null>) {
  const loadFx = createEffect(async (id: string | null): Promise<FlowLanguage[]> => {
    if (!id) return [];
    const detail = await expectOk(api.GET('/v1/manage/flows/{id}', { params: { path: { id } } }));
    return detail.draft.languages;
  });
  const $languages = createStore<FlowLanguage[]>([]).on(loadFx.doneData, (_, languages) => languages);
  sample({ clock: $flowId.updates, target: loadFx });
  return { $languages, reload: loadFx };
}

/** The languages of several flows at once, for a list's column: flow id → language codes. */
export async function languagesOfFlows(api: ApiClient, ids: readonly string[]): Promise<Record<string, string[]>> {
  const unique = [...new Set(ids)];
  const answers = await Promise.all(unique.map((id) => expectOk(api.GET('/v1/manage/flows/{id}', { params: { path: { id } } })).catch(() => null)));
  return Object.fromEntries(unique.map((id, index) => [id, answers[index]?.draft.languages.map((language) => language.code) ?? []]));
}
