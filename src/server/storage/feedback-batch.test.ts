import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InsertQueryNode, KyselyPlugin, RootOperationNode } from 'kysely';
import type { FeedbackPayload } from '../../types/schemas';
import { openDatabase, type OpenedDatabase } from './database';
import { createFeedbackRepository } from './feedback-repository';
import { migrateToLatest } from './migrations';
import { rollupRows } from './result-rollups';
import { answerSetRows, rebuildResults } from './answer-index';
import type { SaveFeedbackInput } from './storage';
import { postgresTestDriver, sqliteTestDriver, type TestDriver } from './test-drivers';

const postgresUrl = process.env.TEST_DATABASE_URL;
const drivers: TestDriver[] = [sqliteTestDriver(), ...(postgresUrl ? [postgresTestDriver(postgresUrl)] : [])];

const payload = (answer: string, deviceId?: string): FeedbackPayload => ({
  created_at: '2024-05-01T10:00:00Z', node_id: 'node-1', flow_id: 'flow-1', responses: [{ question_id: 'q1', body: answer }], ...(deviceId ? { device_id: deviceId } : {}),
});
const saveInput = (overrides: Partial<SaveFeedbackInput> = {}): SaveFeedbackInput => ({
  idempotencyKey: null, continuesId: null, continuationHash: 'hash', nodeId: 'node-1', flowId: 'flow-1', flowVersion: 1,
  completed: true, payload: payload('yes'), identity: {}, chatToken: null, now: 1_000, ...overrides,
});

/** Writes down the table of every INSERT the database is sent (those in a WITH too) and how many statements held one. */
function insertRecorder() {
  const inserts: string[] = [];
  const statements: string[][] = [];
  const plugin: KyselyPlugin = {
    transformQuery({ node }): RootOperationNode {
      if (node.kind !== 'InsertQueryNode') return node;
      const nested = (node.with?.expressions ?? []).map((cte) => cte.expression).filter((query): query is InsertQueryNode => query.kind === 'InsertQueryNode');
      const tables = [...nested, node].map((insert) => insert.into?.table.identifier.name ?? '?');
      inserts.push(...tables);
      statements.push(tables);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { inserts, statements, plugin };
}

// Issue #21: PostgreSQL submits go through the group commit too, as SQLite's always have.
describe.each(drivers)('group commit of feedback saves on $name', (driver) => {
  let opened: OpenedDatabase;
  beforeAll(async () => {
    const options = await driver.fresh();
    opened = openDatabase(options.databaseUrl, { dataDir: options.dataDir });
    await migrateToLatest(opened.db, opened.driver);
  });
  afterAll(async () => {
    await opened.db.destroy();
    await driver.cleanup();
  });

  it('writes concurrent submits with one INSERT per table and answers each as if it had been alone', async () => {
    const recorder = insertRecorder();
    const feedbacks = createFeedbackRepository(opened.db.withPlugin(recorder.plugin));
    const earlier = await feedbacks.save(saveInput({ idempotencyKey: 'stored-before' }));
    recorder.inserts.length = 0;
    recorder.statements.length = 0;

    const results = await Promise.all([
      ...Array.from({ length: 20 }, (_, i) => feedbacks.save(saveInput({ idempotencyKey: `burst-${i}`, payload: payload(`answer ${i}`) }))),
      feedbacks.save(saveInput({ idempotencyKey: 'burst-3', payload: payload('a retry') })),
      feedbacks.save(saveInput({ idempotencyKey: 'stored-before', payload: payload('a late retry') })),
    ]);
    // The results rollups and answer index (issue #19) and the webhook outbox (issue #20) take one statement each for
    // the whole batch; on SQLite the answer index's rows go through one prepared insert run per row instead
    // (answer-index.ts putAnswerSets), which Kysely does not build, so its plugins do not see it.
    const sqlite = driver.name === 'sqlite';
    expect(recorder.inserts.sort()).toEqual(['feedback_idempotency_keys', 'feedbacks', ...(sqlite ? [] : ['result_answer_index']), 'result_counts', 'webhook_events']);
    // PostgreSQL: the rollups' and the answer index's upserts ride in the feedbacks' insert, one round trip for the
    // three (result-writes.ts).
    expect(recorder.statements).toHaveLength(sqlite ? 4 : 3);
    // Every feedback stored has its row in the answer index, the batch's 20 and the one before it.
    expect(await answerSetRows(opened.db)).toHaveLength(21);
    expect(results.slice(0, 20).map((r) => 'created' in r && r.created)).toEqual(Array(20).fill(true));
    expect(results.slice(0, 20).map((r) => 'feedback' in r && r.feedback.payload.responses[0]!.body)).toEqual(Array.from({ length: 20 }, (_, i) => `answer ${i}`));
    // A key seen earlier in the batch, or stored before it, answers with the feedback it names.
    expect(results[20]).toEqual({ created: false, feedback: (results[3] as { feedback: unknown }).feedback });
    expect(results[21]).toEqual({ created: false, feedback: (earlier as { feedback: unknown }).feedback });
    expect(await feedbacks.count()).toBe(21);
  });

  // Issue #19: the results count what a batch stored, not what it was sent.
  it('counts in the results each feedback a batch stores, once, and nothing for a save its key answered', async () => {
    const feedbacks = createFeedbackRepository(opened.db);
    await feedbacks.save(saveInput({ idempotencyKey: 'counted-before', payload: payload('first') }));
    await Promise.all([
      ...['a', 'b', 'c'].map((answer) => feedbacks.save(saveInput({ idempotencyKey: `counted-${answer}`, payload: payload(answer) }))),
      feedbacks.save(saveInput({ idempotencyKey: 'counted-b', payload: payload('a retry within the batch') })),
      feedbacks.save(saveInput({ idempotencyKey: 'counted-before', payload: payload('a retry of a stored one') })),
    ]);
    const kept = { rollups: await rollupRows(opened.db), answerSets: await answerSetRows(opened.db) };
    expect(kept.answerSets.filter((row) => row.answers.includes('a retry'))).toEqual([]);
    await rebuildResults(opened.db);
    expect({ rollups: await rollupRows(opened.db), answerSets: await answerSetRows(opened.db) }).toEqual(kept);
  });

  // PostgreSQL refuses a NUL character in text; SQLite stores it, so there is no row it alone would refuse.
  it.runIf(driver.name === 'postgres')('stores the other submits of a batch when the database refuses one of them', async () => {
    const feedbacks = createFeedbackRepository(opened.db);
    const before = await feedbacks.count();
    const results = await Promise.allSettled([
      feedbacks.save(saveInput({ idempotencyKey: 'good-1' })),
      feedbacks.save(saveInput({ idempotencyKey: 'refused', payload: payload('x', 'device\u0000id') })),
      feedbacks.save(saveInput({ idempotencyKey: 'good-2' })),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await feedbacks.count()).toBe(before + 2);
    // The refused submit did not use up its key.
    expect(await feedbacks.save(saveInput({ idempotencyKey: 'refused' }))).toMatchObject({ created: true });
  });
});
