import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiClient } from '../api/client';
import { expectOk, type ApiFailure } from '../api/api-failure';
import type { AuditEntry } from '../api/types';
import { failureOf } from '../app/request-state';

const PAGE_SIZE = 50;

/**
 * The audit log, newest first, a page at a time: "Load more" follows the API's cursor. The accounts are read too
 * (the log is for owners, who may list them), so entries about a user name the person rather than an id.
 */
export function createAuditModel(api: ApiClient) {
  const opened = createEvent();
  const moreRequested = createEvent();
  const loadPageFx = createEffect<string | null, { entries: AuditEntry[]; next_cursor: string | null; first: boolean }, ApiFailure>(async (cursor) => ({
    ...(await expectOk(api.GET('/v1/manage/audit', { params: { query: { limit: PAGE_SIZE, ...(cursor ? { cursor } : {}) } } }))),
    first: cursor === null,
  }));
  const loadNamesFx = createEffect<void, Record<string, string>, ApiFailure>(async () =>
    Object.fromEntries((await expectOk(api.GET('/v1/manage/users'))).map((user) => [user.id, user.display_name])));

  const $entries = createStore<AuditEntry[] | null>(null)
    .on(loadPageFx.doneData, (entries, page) => (page.first ? page.entries : [...(entries ?? []), ...page.entries]))
    .reset(opened);
  const $nextCursor = createStore<string | null>(null).on(loadPageFx.doneData, (_, page) => page.next_cursor).reset(opened);
  /** Display names by account id; a removed account is missing, and its entries fall back to what they recorded. */
  const $userNames = createStore<Record<string, string>>({}).on(loadNamesFx.doneData, (_, names) => names);

  sample({ clock: opened, fn: () => null, target: loadPageFx });
  sample({ clock: opened, target: loadNamesFx });
  sample({ clock: moreRequested, source: $nextCursor, filter: Boolean, target: loadPageFx });

  return { opened, moreRequested, $entries, $nextCursor, $userNames, $failure: failureOf(loadPageFx), $pending: loadPageFx.pending };
}
