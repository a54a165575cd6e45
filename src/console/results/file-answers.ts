import type { Store, Unit } from 'effector';
import type { ApiClient } from '../api/client';
import { expectOk } from '../api/api-failure';
import type { FileAnswer } from '../api/types';
import { createAnswerLists, MAX_SCREEN_CONDITIONS, type ResultsTarget } from './answer-lists';

/** Six feedbacks a page: two rows of thumbnails on a wide card, three on a phone. */
const PAGE = 6;

/**
 * A file or screenshot question's card (issue #19, "files/screenshots as thumbnails"): the newest feedbacks that
 * gave files, under the screen's filters, a page at a time; each file carries where the console may fetch it (a
 * route that checks the reader may read that feedback).
 */
export function createFileAnswers(api: ApiClient, $target: Store<ResultsTarget | null>, opened: Unit<unknown>, refreshed: Unit<unknown>) {
  return createAnswerLists<FileAnswer>(async ({ target, questionId, cursor }) => {
    const query = { ...target.query, answer: (target.query.answer ?? []).slice(0, MAX_SCREEN_CONDITIONS), question: questionId, limit: PAGE, ...(cursor ? { cursor } : {}) };
    const page = await expectOk(api.GET('/v1/manage/flows/{id}/files', { params: { path: { id: target.id }, query } }));
    return { items: page.items, nextCursor: page.next_cursor };
  }, $target, opened, refreshed);
}
