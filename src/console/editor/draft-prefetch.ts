import type { ApiClient } from '../api/client';

type DraftAnswer = ReturnType<typeof readDraft>;

const readDraft = (api: ApiClient, flowId: string) => api.GET('/v1/manage/flows/{id}', { params: { path: { id: flowId } } });

/** Per console (its API client): the draft read ahead for the editor route being shown, if any. */
const ahead = new WeakMap<ApiClient, { flowId: string; answer: DraftAnswer }>();

/**
 * Follows the console's route: on /console/flows/<id> the draft's GET starts at once, beside the editor's chunk and
 * the session check instead of after them (a 200 x 20 draft is 1.1 MB: bench:editor); leaving the route drops it,
 * so a later open never takes an old read.
 */
export function readDraftAhead(api: ApiClient, flowId: string | null): void {
  if (flowId === null) ahead.delete(api);
  else if (ahead.get(api)?.flowId !== flowId) {
    const answer = readDraft(api, flowId);
    // A read dropped before the editor takes it must not surface as an unhandled rejection (offline, route left);
    // the editor that does take it sees the failure through its own await.
    answer.catch(() => undefined);
    ahead.set(api, { flowId, answer });
  }
}

/** The editor's first load: the read started ahead for this flow (taken once), else a new one. */
export function draftAnswer(api: ApiClient, flowId: string): DraftAnswer {
  const read = ahead.get(api);
  ahead.delete(api);
  return read?.flowId === flowId ? read.answer : readDraft(api, flowId);
}
