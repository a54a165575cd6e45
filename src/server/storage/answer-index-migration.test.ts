import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { migrateTo, migrateToLatest } from './migrations';
import { newFeedbackRow } from './feedback-rows';
import { answerSetRow, answerSetRows, deleteAnswerSets } from './answer-index';
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

// Issue #19: 0098 re-keys the answer index by the first save's time; a database upgraded with feedbacks in it keeps a
// filter-ready index of every one of them, and erasure still finds their rows.
describe.each(drivers)('the answer index across migration 0098 on $name', (driver) => {
  it('indexes the feedbacks stored before it under the new key, which erasure then finds', async () => {
    const options = await driver.fresh();
    const { db, driver: kind } = openDatabase(options.databaseUrl, options);
    try {
      await migrateTo(db, kind, '0097-result-counts-fillfactor');
      const start = Date.parse('2026-03-01T10:00:00Z');
      const rows = Array.from({ length: 6 }, (_, i) => newFeedbackRow(`feedback-${i}`, saved(i, start + i * DAY + i)));
      await db.insertInto('feedbacks').values(rows).execute();
      // An index row as the code before 0098 wrote it (keyed by flow, day and id): the new shape replaces it.
      await db.insertInto('result_answer_sets').values({ feedback_id: 'feedback-0', flow_id: 'flow-1', flow_version: 1, day: 0, node_id: 'node-1', channel: 'hosted', language: 1, completed: 1, answers: 'old' } as never).execute();

      expect(await migrateToLatest(db, kind)).toContain('0098-answer-sets-keyed-by-time');

      const stored = await db.selectFrom('feedbacks').selectAll().orderBy('id').execute();
      const expected = stored.map((row) => answerSetRow({ ...rollupSourceOfRow(row), id: row.id }));
      expect(await answerSetRows(db)).toEqual(expected.map(({ feedback_id, day, completed, answers }) => ({ feedback_id, day, completed, answers })));
      const keys = await db.selectFrom('result_answer_sets').select(['feedback_id', 'created_at']).orderBy('feedback_id').execute();
      expect(keys.map((key) => Number(key.created_at))).toEqual(rows.map((row) => row.created_at));

      await db.transaction().execute((trx) => deleteAnswerSets(trx, stored.slice(0, 4).map((row) => ({ ...rollupSourceOfRow(row), id: row.id }))));
      expect((await answerSetRows(db)).map((row) => row.feedback_id)).toEqual(['feedback-4', 'feedback-5']);
    } finally {
      await db.destroy();
    }
  });
});
