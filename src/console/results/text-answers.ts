import type { Store, Unit } from 'effector';
import type { ApiClient } from '../api/client';
import { expectOk } from '../api/api-failure';
import { createAnswerLists, MAX_SCREEN_CONDITIONS, type ResultsTarget } from './answer-lists';

/** One text answer as a card lists it: what was written, when, and the feedback it belongs to. */
export interface TextAnswer {
  feedbackId: string;
  receivedAt: string;
  text: string;
}

const PAGE = 5;

/**
 * A text question's card (issue #19, "text answers as the latest answers with search"): its newest answers under
 * the screen's filters, searched by a word, five at a time. No route of its own: the responses route with one more
 * answer condition, `question:contains:word` (an empty word: the feedbacks that answered it), newest first.
 */
export function createTextAnswers(api: ApiClient, $target: Store<ResultsTarget | null>, opened: Unit<unknown>, refreshed: Unit<unknown>) {
  return createAnswerLists<TextAnswer>(async ({ target, questionId, search, cursor }) => {
    const condition = `${questionId}:contains:${search}`;
    const query = { ...target.query, answer: [...(target.query.answer ?? []).slice(0, MAX_SCREEN_CONDITIONS), condition], limit: PAGE, ...(cursor ? { cursor } : {}) };
    const page = await expectOk(api.GET('/v1/manage/flows/{id}/responses', { params: { path: { id: target.id }, query } }));
    return {
      nextCursor: page.next_cursor,
      items: page.items.map((row) => ({ feedbackId: row.id, receivedAt: row.created_at, text: row.answers[questionId] ?? '' })),
    };
  }, $target, opened, refreshed);
}
