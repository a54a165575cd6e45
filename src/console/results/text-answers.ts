import { createEffect, createEvent, createStore, sample, type Store, type Unit } from 'effector';
import type { ApiClient } from '../api/client';
import { expectOk, type ApiFailure } from '../api/api-failure';
import type { ResultsQuery } from './query';

/** One text answer as a card lists it: what was written, when, and the feedback it belongs to. */
export interface TextAnswer {
  feedbackId: string;
  receivedAt: string;
  text: string;
}

export interface TextAnswerList {
  search: string;
  items: TextAnswer[];
  nextCursor: string | null;
  pending: boolean;
  failed: boolean;
}

interface Target {
  id: string;
  query: ResultsQuery;
}

interface Load {
  target: Target;
  questionId: string;
  search: string;
  cursor: string | null;
}

const PAGE = 5;
/** The API takes ten answer conditions; the card's own is added to the first nine of the screen's filters. */
const MAX_SCREEN_CONDITIONS = 9;
const empty: TextAnswerList = { search: '', items: [], nextCursor: null, pending: false, failed: false };

/**
 * A text question's card (issue #19, "text answers as the latest answers with search"): its newest answers under
 * the screen's filters, searched by a word, five at a time. No route of its own: the responses route with one more
 * answer condition, `question:contains:word` (an empty word: the feedbacks that answered it), newest first.
 */
export function createTextAnswers(api: ApiClient, $target: Store<Target | null>, opened: Unit<unknown>, refreshed: Unit<unknown>) {
  const shown = createEvent<string>();
  const searched = createEvent<{ questionId: string; search: string }>();
  const moreRequested = createEvent<string>();

  const loadFx = createEffect<Load, { questionId: string; search: string; first: boolean; items: TextAnswer[]; nextCursor: string | null }, ApiFailure>(async ({ target, questionId, search, cursor }) => {
    const condition = `${questionId}:contains:${search}`;
    const query = { ...target.query, answer: [...(target.query.answer ?? []).slice(0, MAX_SCREEN_CONDITIONS), condition], limit: PAGE, ...(cursor ? { cursor } : {}) };
    const page = await expectOk(api.GET('/v1/manage/flows/{id}/responses', { params: { path: { id: target.id }, query } }));
    return {
      questionId, search, first: cursor === null, nextCursor: page.next_cursor,
      items: page.items.map((row) => ({ feedbackId: row.id, receivedAt: row.created_at, text: row.answers[questionId] ?? '' })),
    };
  });
  const reloadFx = createEffect<{ target: Target; lists: Record<string, TextAnswerList> }, void>(async ({ target, lists }) => {
    await Promise.allSettled(Object.entries(lists).map(([questionId, list]) => loadFx({ target, questionId, search: list.search, cursor: null })));
  });

  const $lists = createStore<Record<string, TextAnswerList>>({})
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
