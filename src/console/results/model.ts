import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiClient } from '../api/client';
import { expectOk, type ApiFailure } from '../api/api-failure';
import type { ResponsePage, ResultsSummary, StoredFeedback } from '../api/types';
import { failureOf } from '../app/request-state';
import type { ResultsQuery } from './query';
import { createFileAnswers } from './file-answers';
import { createTextAnswers } from './text-answers';

const PAGE_SIZE = 50;

interface Opened {
  id: string;
  query: ResultsQuery;
}

/**
 * One flow's results (issue #19): its summary and the first page of responses for the filters in the address,
 * further pages on demand, one feedback opened whole, and its erasure. `refreshed` reloads both (a new feedback
 * arrived live) without dropping what is shown meanwhile.
 */
export function createResultsModel(api: ApiClient) {
  const opened = createEvent<Opened>();
  const refreshed = createEvent();
  const moreRequested = createEvent();
  const feedbackOpened = createEvent<string>();
  const feedbackClosed = createEvent();
  const deleteConfirmed = createEvent<string>();

  const $target = createStore<Opened | null>(null).on(opened, (_, target) => target);

  const loadSummaryFx = createEffect<Opened, ResultsSummary, ApiFailure>(({ id, query }) =>
    expectOk(api.GET('/v1/manage/flows/{id}/summary', { params: { path: { id }, query: { ...query, interval: 'day' } } })));
  const loadPageFx = createEffect<Opened & { cursor: string | null }, ResponsePage & { first: boolean }, ApiFailure>(async ({ id, query, cursor }) => ({
    ...(await expectOk(api.GET('/v1/manage/flows/{id}/responses', { params: { path: { id }, query: { ...query, limit: PAGE_SIZE, ...(cursor ? { cursor } : {}) } } }))),
    first: cursor === null,
  }));
  const loadFeedbackFx = createEffect<string, StoredFeedback, ApiFailure>((id) => expectOk(api.GET('/v1/manage/feedbacks/{id}', { params: { path: { id } } })));
  const deleteFx = createEffect<string, string, ApiFailure>(async (id) => {
    await expectOk(api.DELETE('/v1/manage/feedbacks/{id}', { params: { path: { id } } }));
    return id;
  });

  const $summary = createStore<ResultsSummary | null>(null).on(loadSummaryFx.doneData, (_, summary) => summary).reset(opened);
  const $page = createStore<ResponsePage | null>(null)
    .on(loadPageFx.doneData, (page, next) => (next.first || !page ? next : { ...next, items: [...page.items, ...next.items] }))
    .on(deleteFx.doneData, (page, id) => page && { ...page, items: page.items.filter((row) => row.id !== id) })
    .reset(opened);
  const $feedback = createStore<StoredFeedback | null>(null)
    .on(loadFeedbackFx.doneData, (_, feedback) => feedback)
    .reset([feedbackClosed, deleteFx.done, opened]);
  /** The feedback the side panel shows, from the click on, before its answers have loaded. */
  const $openedId = createStore<string | null>(null).on(feedbackOpened, (_, id) => id).reset([feedbackClosed, deleteFx.done, opened]);

  sample({ clock: [opened, refreshed, deleteFx.done], source: $target, filter: Boolean, target: loadSummaryFx });
  sample({ clock: [opened, refreshed], source: $target, filter: Boolean, fn: (target) => ({ ...target, cursor: null }), target: loadPageFx });
  sample({ clock: moreRequested, source: { target: $target, page: $page }, filter: ({ target, page }) => Boolean(target && page?.next_cursor), fn: ({ target, page }) => ({ ...target!, cursor: page!.next_cursor }), target: loadPageFx });
  sample({ clock: feedbackOpened, target: loadFeedbackFx });
  sample({ clock: deleteConfirmed, target: deleteFx });

  const textAnswers = createTextAnswers(api, $target, opened, refreshed);
  const fileAnswers = createFileAnswers(api, $target, opened, refreshed);

  return {
    textAnswers, fileAnswers,
    opened, refreshed, moreRequested, feedbackOpened, feedbackClosed, deleteConfirmed,
    $summary, $page, $feedback, $openedId,
    $summaryFailure: failureOf(loadSummaryFx), $pageFailure: failureOf(loadPageFx), $deleteFailure: failureOf(deleteFx),
    $loadingMore: loadPageFx.pending,
    deleted: deleteFx.doneData,
  };
}
