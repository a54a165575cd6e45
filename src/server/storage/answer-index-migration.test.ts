import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { migrateTo, migrateToLatest } from './migrations';
import { newFeedbackRow } from './feedback-rows';
import { answerSetRow, answerSetRows, deleteAnswerSets, rebuildResults } from './answer-index';
import { rollupSourceOfRow } from './result-rollups';
import { postgresTestDriver, sqliteTestDriver, type TestDriver } from './test-drivers';
import type { SaveFeedbackInput } from './storage';

const postgresUrl = process.env.TEST_DATABASE_URL;
const drivers: TestDriver[] = [sqliteTestDriver(), ...(postgresUrl ? [postgresTestDriver(postgresUrl)] : [])];
afterAll(async () => {
  for (const driver of drivers) await driver.cleanup();
});

const DAY = 86_400_000;
const saved = (i: number, now: number): SaveFeedbackInput => ({
  idempotencyKey: null, continuesId: null, continuationHash: null, nodeId: 'node-1', flowId: 'flow-1', flowVersion: 1, completed: i % 2 === 0,
  payload: { created_at: new Date(now).toISOString(), node_id: 'node-1', flow_id: 'flow-1', language_id: 1, responses: [{ question_id: 'color', option_id: i % 3 === 0 ? 'red' : 'blue' }, { question_id: 'nps', body: i }] },
  identity: i % 2 ? { wwid: 'node-1' } : {}, chatToken: null, now,
});

// Issue #19: 0098 moves the answer index to a table keyed by the first save's time. A database upgraded with
// feedbacks in it gets a filter-ready index of every one of them; migrations only add, so the old table stays as
// processes of the earlier version left it (README "Upgrade") until a rebuild empties it, and an erasure meanwhile
// takes a feedback's answers out of both.
describe.each(drivers)('the answer index across migration 0098 on $name', (driver) => {
  it('indexes the stored feedbacks under the new key, leaves the old table to old processes, erases from both', async () => {
    const options = await driver.fresh();
    const { db, driver: kind } = openDatabase(options.databaseUrl, options);
    try {
      await migrateTo(db, kind, '0097-result-counts-fillfactor');
      const start = Date.parse('2026-03-01T10:00:00Z');
      const rows = Array.from({ length: 6 }, (_, i) => newFeedbackRow(`feedback-${i}`, saved(i, start + i * DAY + i)));
      await db.insertInto('feedbacks').values(rows).execute();
      const stored = await db.selectFrom('feedbacks').selectAll().orderBy('id').execute();
      // Index rows as the code before 0098 wrote them: keyed by flow, day and id, without the time.
      const legacy = stored.map((row) => {
        const { created_at: _, ...before } = answerSetRow({ ...rollupSourceOfRow(row), id: row.id });
        return before;
      });
      await db.insertInto('result_answer_sets').values(legacy).execute();

      expect(await migrateToLatest(db, kind)).toContain('0098-answer-index-keyed-by-time');

      const expected = stored.map((row) => answerSetRow({ ...rollupSourceOfRow(row), id: row.id }));
      expect(await answerSetRows(db)).toEqual(expected.map(({ feedback_id, day, completed, answers }) => ({ feedback_id, day, completed, answers })));
      const keys = await db.selectFrom('result_answer_index').select(['feedback_id', 'created_at']).orderBy('feedback_id').execute();
      expect(keys.map((key) => Number(key.created_at))).toEqual(rows.map((row) => row.created_at));
      const legacyIds = async () => (await db.selectFrom('result_answer_sets').select('feedback_id').orderBy('feedback_id').execute()).map((row) => row.feedback_id);
      expect(await legacyIds()).toEqual(rows.map((row) => row.id));

      await db.transaction().execute((trx) => deleteAnswerSets(trx, stored.slice(0, 4).map((row) => ({ ...rollupSourceOfRow(row), id: row.id }))));
      expect((await answerSetRows(db)).map((row) => row.feedback_id)).toEqual(['feedback-4', 'feedback-5']);
      expect(await legacyIds()).toEqual(['feedback-4', 'feedback-5']);

      await rebuildResults(db);
      expect(await legacyIds()).toEqual([]);
      expect((await answerSetRows(db)).map((row) => row.feedback_id)).toEqual(rows.map((row) => row.id));
    } finally {
      await db.destroy();
    }
  });
});
