import { createEffect, createEvent, createStore, sample, type Store, type Unit } from 'effector';
import type { ApiFailure } from '../api/api-failure';
import type { ResultsQuery } from './query';

/** A question card's list of its newest answers (text answers, files): one page after another, for one search. */
export interface AnswerList<Item> {
  search: string;
  items: Item[];
  nextCursor: string | null;
  pending: boolean;
  failed: boolean;
}

export interface ResultsTarget {
  id: string;
  query: ResultsQuery;
}

export interface AnswerPageRequest {
  target: ResultsTarget;
  questionId: string;
  search: string;
  cursor: string | null;
}

export type LoadAnswerPage<Item> = (request: AnswerPageRequest) => Promise<{ items: Item[]; nextCursor: string | null }>;

/** The API takes ten answer conditions; a card's own is added to the first nine of the screen's filters. */
export const MAX_SCREEN_CONDITIONS = 9;

/**
 * The newest answers of the cards that list them (issue #19), each under the screen's filters: a card asks for its
 * first page when shown, pages on with "more", may search by a word; every list reloads when the results refresh
 * (a new feedback arrived live) and is dropped when another flow or filter set opens. `loadPage` is the card
 * kind's own read (the responses route for text, the files route for files).
 */
export function createAnswerLists<Item>(loadPage: LoadAnswerPage<Item>, $target: Store<ResultsTarget | null>, opened: Unit<unknown>, refreshed: Unit<unknown>) {
  const shown = createEvent<string>();
  const searched = createEvent<{ questionId: string; search: string }>();
  const moreRequested = createEvent<string>();

  const loadFx = createEffect<AnswerPageRequest, { questionId: string; search: string; first: boolean; items: Item[]; nextCursor: string | null }, ApiFailure>(async (request) => ({
    ...(await loadPage(request)), questionId: request.questionId, search: request.search, first: request.cursor === null,
  }));
  const reloadFx = createEffect<{ target: ResultsTarget; lists: Record<string, AnswerList<Item>> }, void>(async ({ target, lists }) => {
    await Promise.allSettled(Object.entries(lists).map(([questionId, list]) => loadFx({ target, questionId, search: list.search, cursor: null })));
  });

  const empty: AnswerList<Item> = { search: '', items: [], nextCursor: null, pending: false, failed: false };
  const $lists = createStore<Record<string, AnswerList<Item>>>({})
    // Every load (first, search, more, refresh) marks its list as asked for this word.
    .on(loadFx, (lists, { questionId, search }) => ({ ...lists, [questionId]: { ...(lists[questionId] ?? empty), search, pending: true } }))
    // A late answer to an earlier search is dropped: the list shows what the field now asks for.
    .on(loadFx.done, (lists, { result }) => {
      const list = lists[result.questionId];
      if (!list || list.search !== result.search) return lists;
      return { ...lists, [result.questionId]: { ...list, pending: false, failed: false, nextCursor: result.nextCursor, items: result.first ? result.items : [...list.items, ...result.items] } };
    })
    .on(loadFx.fail, (lists, { params }) => {
      const list = lists[params.questionId];
      return !list || list.search !== params.search ? lists : { ...lists, [params.questionId]: { ...list, pending: false, failed: true } };
    })
    .reset(opened);

  sample({
    clock: shown, source: { target: $target, lists: $lists }, filter: ({ target, lists }, questionId) => Boolean(target) && !lists[questionId],
    fn: ({ target }, questionId) => ({ target: target!, questionId, search: '', cursor: null }), target: loadFx,
  });
  sample({ clock: searched, source: $target, filter: Boolean, fn: (target, { questionId, search }) => ({ target: target!, questionId, search, cursor: null }), target: loadFx });
  sample({
    clock: moreRequested, source: { target: $target, lists: $lists }, filter: ({ target, lists }, questionId) => Boolean(target && lists[questionId]?.nextCursor),
    fn: ({ target, lists }, questionId) => ({ target: target!, questionId, search: lists[questionId]!.search, cursor: lists[questionId]!.nextCursor }), target: loadFx,
  });
  sample({ clock: refreshed, source: { target: $target, lists: $lists }, filter: ({ target }) => Boolean(target), fn: ({ target, lists }) => ({ target: target!, lists }), target: reloadFx });

  return { shown, searched, moreRequested, $lists };
}
