import { afterAll, describe, expect, it } from 'vitest';
import { createStorage } from './create-storage';
import type { SaveFeedbackInput, Storage } from './storage';
import { postgresTestDriver, sqliteTestDriver, type TestDriver } from './test-drivers';

const postgresUrl = process.env.TEST_DATABASE_URL;
const drivers: TestDriver[] = [sqliteTestDriver(), ...(postgresUrl ? [postgresTestDriver(postgresUrl)] : [])];

const save = (storage: Storage, flowId: string, now: number, completed: boolean) => storage.feedbacks.save({
  idempotencyKey: null, continuesId: null, continuationHash: completed ? null : 'hash', nodeId: 'node-1', flowId, flowVersion: 1, completed,
  payload: { created_at: new Date(now).toISOString(), node_id: 'node-1', flow_id: flowId, responses: [] }, identity: {}, chatToken: null, now,
} satisfies SaveFeedbackInput);

describe.each(drivers)('the results table scan on $name', (driver) => {
  afterAll(() => driver.cleanup());

  // The cursor stands in for the range's bound on its side (results-repository.ts): pages must still hold exactly
  // the range, in order, ties on created_at broken by id, whichever side the cursor and the bounds fall.
  it('pages a flow with a cursor through any date range, newest or oldest first, each feedback once', async () => {
    const storage = await createStorage(await driver.fresh());
    try {
      // 30 feedbacks at 12 instants (ties), some partial, and another flow's in between.
      const times = Array.from({ length: 30 }, (_, i) => 1_000 + (i % 12) * 10);
      const saved = await Promise.all(times.map((now, i) => save(storage, 'flow-a', now, i % 3 !== 0)));
      await Promise.all(times.map((now) => save(storage, 'flow-b', now, true)));
      const all = saved.map((result) => ('feedback' in result ? result.feedback : undefined)!);
      for (const [since, until] of [[undefined, undefined], [1_030, 1_080], [1_000, 1_011], [1_100, undefined], [undefined, 1_050]] as const) {
        for (const order of ['desc', 'asc'] as const) {
          for (const completed of [undefined, true]) {
            const expected = all.filter((f) => (since === undefined || f.createdAt >= since) && (until === undefined || f.createdAt < until) && (completed === undefined || f.completed === completed))
              .sort((a, b) => (a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1)) * (order === 'desc' ? -1 : 1)).map((f) => f.id);
            const read: string[] = [];
            for (let after: { at: number; id: string } | undefined; ;) {
              const page = await storage.results.scan({ flowId: 'flow-a', since, until, completed, order, after, limit: 4 });
              read.push(...page.map((f) => f.id));
              const last = page[page.length - 1];
              if (page.length < 4 || !last) break;
              after = { at: last.createdAt, id: last.id };
            }
            expect(read, `${since}..${until} ${order} completed=${completed}`).toEqual(expected);
          }
        }
      }
    } finally {
      await storage.close();
    }
  });
});
