import { afterAll, describe, expect, it } from 'vitest';
import { createStorage } from '../storage/create-storage';
import type { SaveFeedbackInput, Storage, StoredFeedback } from '../storage/storage';
import { postgresTestDriver, sqliteTestDriver, type TestDriver } from '../storage/test-drivers';
import { csvHeader, feedbackCsv } from '../services/export-feedbacks';
import { exportFeedbacks } from './export-feedbacks-command';

const postgresUrl = process.env.TEST_DATABASE_URL;
const drivers: TestDriver[] = [sqliteTestDriver(), ...(postgresUrl ? [postgresTestDriver(postgresUrl)] : [])];

async function save(storage: Storage, flowId: string, now: number, completed: boolean): Promise<StoredFeedback> {
  const result = await storage.feedbacks.save({
    idempotencyKey: null, continuesId: null, continuationHash: completed ? null : 'hash', nodeId: 'node-1', flowId, flowVersion: 1, completed,
    payload: { created_at: new Date(now).toISOString(), node_id: 'node-1', flow_id: flowId, responses: [{ question_id: 'q', body: `answer at ${now}` }] },
    identity: {}, chatToken: null, now,
  } satisfies SaveFeedbackInput);
  if (!('feedback' in result)) throw new Error('not saved');
  return result.feedback;
}

const newestFirst = (a: StoredFeedback, b: StoredFeedback) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1);

/** What the export wrote, a call to write at a time. */
const collect = () => {
  const writes: string[] = [];
  return { writes, output: { write: (text: string) => void writes.push(text), warn: () => {} } };
};

describe.each(drivers)('canvass export feedbacks on $name', (driver) => {
  afterAll(() => driver.cleanup());

  it('writes every flow\'s feedbacks newest first over many pages, ties by id, each once, as the CSV of each', async () => {
    const storage = await createStorage(await driver.fresh());
    try {
      // 40 feedbacks of two flows at 9 instants: most instants hold several, so pages end inside a tie.
      const saved = await Promise.all(Array.from({ length: 40 }, (_, i) => save(storage, i % 2 ? 'flow-a' : 'flow-b', 5_000 + (i % 9) * 10, i % 4 !== 0)));
      const { writes, output } = collect();
      // Pages of 2, 4, 8, ...: the 40 take several, each after the previous page's last row.
      const result = await exportFeedbacks(storage, { format: 'csv', completed: false }, output, 2);
      expect(result).toEqual({ exported: 40, leftOut: 0 });
      expect(writes.length).toBeGreaterThan(4);
      expect(writes.join('')).toBe(`${csvHeader()}\n${[...saved].sort(newestFirst).map(feedbackCsv).join('')}`);
    } finally {
      await storage.close();
    }
  });

  it('neither repeats nor loses a feedback when others are saved while it writes, and --completed keeps the completed', async () => {
    const storage = await createStorage(await driver.fresh());
    try {
      const saved = await Promise.all(Array.from({ length: 24 }, (_, i) => save(storage, 'flow-a', 9_000 + (i % 5), i % 3 !== 0)));
      const lines: string[] = [];
      let later = 20_000;
      // A feedback saved after each page: an OFFSET page would then start one row early and repeat a feedback.
      const output = { write: async (text: string) => { lines.push(...text.split('\n').filter(Boolean)); await save(storage, 'flow-a', later++, true); }, warn: () => {} };
      await exportFeedbacks(storage, { format: 'json', completed: true }, output, 2);
      const completed = saved.filter((f) => f.completed).sort(newestFirst);
      expect(lines.map((line) => (JSON.parse(line) as { id: string }).id)).toEqual(completed.map((f) => f.id));
    } finally {
      await storage.close();
    }
  });
});
