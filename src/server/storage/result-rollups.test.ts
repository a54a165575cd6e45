import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FeedbackPayload } from '../../types/schemas';
import { createStorage } from './create-storage';
import type { SaveFeedbackInput, Storage } from './storage';
import { postgresTestDriver, sqliteTestDriver, type TestDriver } from './test-drivers';
import { resultsFilter } from '../results/filters';
import { countFromAnswerIndex, countFromFeedbacks, type FilteredCounts } from '../results/results-service';
import { answerSetQuery } from '../results/answer-filter';
import { openDatabase } from './database';
import { readAnswerSets } from './answer-index';

const postgresUrl = process.env.TEST_DATABASE_URL;
const drivers: TestDriver[] = [sqliteTestDriver(), ...(postgresUrl ? [postgresTestDriver(postgresUrl)] : [])];

type Item = FeedbackPayload['responses'][number];

const answer: fc.Arbitrary<Item> = fc.oneof(
  fc.record({ question_id: fc.constant('nps'), body: fc.integer({ min: 0, max: 10 }) }),
  fc.record({ question_id: fc.constant('color'), option_id: fc.constantFrom('red', 'green', 'blue') }),
  fc.record({ question_id: fc.constant('likes'), option_id: fc.constantFrom('a', 'b', 'c') }),
  fc.record({ question_id: fc.constant('rank'), option_id: fc.constantFrom('x', 'y'), ranking: fc.integer({ min: 1, max: 2 }) }),
  fc.record({ question_id: fc.constant('agree'), body: fc.boolean() }),
  fc.record({ question_id: fc.constant('when'), body: fc.constantFrom('2024-01-31', '2024-02-01', 'not a date') }),
  fc.record({ question_id: fc.constant('comment'), body: fc.string({ maxLength: 20 }) }),
  fc.record({ question_id: fc.constant('slider'), body: fc.double({ min: 0, max: 100, noNaN: true }) }),
  // Any text as an option id (but NUL, which a PostgreSQL text cannot hold): the rollup rows travel as arrays
  // (PostgreSQL) or JSON (SQLite), which must not mangle it.
  fc.record({ question_id: fc.constant('free'), option_id: fc.string({ maxLength: 6, unit: 'binary' }).filter((id) => !id.includes('\u0000')) }),
);

const feedbackShape: fc.Arbitrary<Shape> = fc.record({
  responses: fc.array(answer, { maxLength: 8 }),
  completed: fc.boolean(),
  node: fc.constantFrom('node-1', 'node-2'),
  widget: fc.boolean(),
  language: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
  version: fc.constantFrom(1, 2, null),
  day: fc.integer({ min: 0, max: 5 }),
  seconds: fc.option(fc.double({ min: 0, max: 5000, noNaN: true }), { nil: undefined }),
  finalState: fc.constantFrom('thanks', 'chat'),
});
interface Shape {
  responses: Item[];
  completed: boolean;
  node: string;
  widget: boolean;
  language: number | undefined;
  version: number | null;
  day: number;
  seconds: number | undefined;
  finalState: string;
}

const operation = fc.oneof(
  fc.record({ kind: fc.constant('new' as const), feedbacks: fc.array(feedbackShape, { minLength: 1, maxLength: 6 }) }),
  fc.record({ kind: fc.constant('continue' as const), pick: fc.nat(), then: feedbackShape }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
);

/** Answer filters the answer index answers (is, is_not, range), on values the fuzzed answers give and some they do not. */
const answerCondition = fc.oneof(
  fc.tuple(fc.constantFrom('is', 'is_not'), fc.constantFrom('color:red', 'color:zz', 'likes:a', 'rank:x', 'nps:9', 'nps:3', 'agree:true', 'comment:', 'when:2024-02-01', 'when:not a date')),
  fc.tuple(fc.constant('range'), fc.constantFrom('nps:0..6', 'nps:9..', 'slider:..50.5', 'nps:7..8', 'comment:0..', 'nps:x..1')),
).map(([operator, condition]) => condition.replace(':', `:${operator}:`));
const summaryQuery = fc.record({
  answer: fc.array(answerCondition, { minLength: 1, maxLength: 3 }),
  from: fc.option(fc.constantFrom('2024-01-02', '2024-01-04'), { nil: undefined }),
  status: fc.option(fc.constantFrom('completed' as const, 'partial' as const), { nil: undefined }),
  channel: fc.option(fc.constantFrom('widget' as const, 'hosted' as const), { nil: undefined }),
});

const sorted = ({ totals, daily }: FilteredCounts) => ({
  totals: totals.map((row) => JSON.stringify([row.questionId, row.bucket, row.count])).sort(),
  daily: daily.map((row) => JSON.stringify([row.day, row.completed, row.questionId, row.bucket, row.count])).sort(),
});

const BASE = Date.UTC(2024, 0, 1);

function input(shape: Shape, overrides: Partial<SaveFeedbackInput> = {}): SaveFeedbackInput {
  return {
    idempotencyKey: null, continuesId: null, continuationHash: shape.completed ? null : 'secret-hash', nodeId: shape.node, flowId: 'flow-1',
    flowVersion: shape.version, completed: shape.completed,
    payload: {
      created_at: '2024-01-01T00:00:00Z', node_id: shape.node, flow_id: 'flow-1', responses: shape.responses,
      ...(shape.language !== undefined ? { language_id: shape.language } : {}),
      ...(shape.seconds !== undefined ? { time_spent_in_seconds: shape.seconds } : {}),
      ...(shape.completed ? { final_state_id: shape.finalState } : {}),
    },
    identity: shape.widget ? { wwid: shape.node } : {},
    chatToken: null, now: BASE + shape.day * 86_400_000 + 3_600_000, ...overrides,
  };
}

describe.each(drivers)('results rollups on $name', (driver) => {
  let storage: Storage;
  let options: Awaited<ReturnType<TestDriver['fresh']>>;
  beforeAll(async () => {
    options = await driver.fresh();
    storage = await createStorage(options);
  });
  afterAll(async () => {
    await storage.close();
    await driver.cleanup();
  });

  it('counts a partial save once, and moves it when the same feedback completes', async () => {
    const partial = await storage.feedbacks.save(input({ ...fc.sample(feedbackShape, 1)[0]!, completed: false, responses: [{ question_id: 'color', option_id: 'red' }], node: 'node-9', version: 7, day: 40, widget: false, language: undefined, seconds: undefined }));
    if (!('feedback' in partial)) throw new Error('not saved');
    const counts = async () => (await storage.results.counts({ flowId: 'flow-1', version: 7 })).sort((a, b) => `${a.questionId}${a.bucket}`.localeCompare(`${b.questionId}${b.bucket}`));
    expect(await counts()).toEqual([
      { questionId: '$end', bucket: 'last:color', count: 1 },
      { questionId: '$feedbacks', bucket: '', count: 1 },
      { questionId: 'color', bucket: '*', count: 1 },
      { questionId: 'color', bucket: 'o:red', count: 1 },
    ]);
    await storage.feedbacks.save(input({ responses: [{ question_id: 'color', option_id: 'blue' }, { question_id: 'nps', body: 9 }], completed: true, node: 'node-9', version: 7, day: 41, widget: false, language: undefined, seconds: 75.4, finalState: 'thanks' }, { continuesId: partial.feedback.id, continuationHash: 'secret-hash' }));
    expect(await counts()).toEqual([
      { questionId: '$end', bucket: 'final:thanks', count: 1 },
      { questionId: '$feedbacks', bucket: '', count: 1 },
      { questionId: '$time', bucket: '75', count: 1 },
      { questionId: 'color', bucket: '*', count: 1 },
      { questionId: 'color', bucket: 'o:blue', count: 1 },
      { questionId: 'nps', bucket: '*', count: 1 },
      { questionId: 'nps', bucket: 'n:9', count: 1 },
    ]);
    expect(await storage.results.counts({ flowId: 'flow-1', version: 7, completed: false })).toEqual([]);
    await storage.manage.deleteFeedbacks([partial.feedback.id]);
    expect(await counts()).toEqual([]);
  });

  it('counts option ids with quotes, backslashes, braces, commas, NULL and emoji under exactly those ids', async () => {
    const awkward = ['say "hi"', 'back\\slash', '{a,b}', 'NULL', '', ' spaced ', '😀', "it's", 'line\nbreak'];
    await Promise.all(awkward.map((id) => storage.feedbacks.save(input({ ...fc.sample(feedbackShape, 1)[0]!, responses: [{ question_id: 'odd', option_id: id }], version: 8 }))));
    const counts = await storage.results.counts({ flowId: 'flow-1', version: 8 });
    expect(counts.filter((row) => row.questionId === 'odd' && row.bucket !== '*').map((row) => row.bucket).sort())
      .toEqual(awkward.map((id) => `o:${id}`).sort());
  });

  it('keeps the same counts a rebuild from the feedbacks makes, after fuzzed saves, continuations and erasures', async () => {
    await fc.assert(fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 25 }), async (operations) => {
      const ids: { id: string; partial: boolean }[] = [];
      for (const op of operations) {
        if (op.kind === 'new') {
          // Saved together: the group commit writes them (and their rollups) in one batch.
          const saved = await Promise.all(op.feedbacks.map((shape) => storage.feedbacks.save(input(shape))));
          saved.forEach((result, i) => 'feedback' in result && ids.push({ id: result.feedback.id, partial: !op.feedbacks[i]!.completed }));
        } else if (op.kind === 'continue') {
          const open = ids.filter((entry) => entry.partial);
          const target = open[op.pick % Math.max(open.length, 1)];
          if (!target) continue;
          await storage.feedbacks.save(input(op.then, { continuesId: target.id, continuationHash: 'secret-hash' }));
          target.partial = !op.then.completed;
        } else {
          const target = ids.splice(op.pick % Math.max(ids.length, 1), 1)[0];
          if (target) await storage.manage.deleteFeedbacks([target.id]);
        }
      }
      const kept = await storage.results.rows();
      const keptSets = await storage.results.answerSetRows();
      await storage.results.rebuild();
      expect(kept).toEqual(await storage.results.rows());
      expect(keptSets).toEqual(await storage.results.answerSetRows());
    }), { numRuns: driver.name === 'postgres' ? 15 : 30 });
    expect((await storage.results.rows()).length).toBeGreaterThan(0);
    // A rebuild per run of rollups and answer index: minutes on a loaded machine, not the 20 s default.
  }, 180_000);

  it('counts a summary under is, is_not and range filters from the answer index exactly as from the feedbacks', async () => {
    // The previous tests left fuzzed feedbacks, continued and erased ones among them; more keep coming.
    await fc.assert(fc.asyncProperty(fc.array(feedbackShape, { minLength: 1, maxLength: 8 }), summaryQuery, async (shapes, query) => {
      await Promise.all(shapes.map((shape) => storage.feedbacks.save(input(shape))));
      const filter = resultsFilter('flow-1', query);
      const indexed = await countFromAnswerIndex(storage, filter, ['nps']);
      if (!indexed) throw new Error(`${query.answer.join(' ')} was not read from the answer index`);
      expect(sorted(indexed)).toEqual(sorted(await countFromFeedbacks(storage, filter, ['nps'])));
    }), { numRuns: driver.name === 'postgres' ? 30 : 60 });
    const everyone = await countFromAnswerIndex(storage, resultsFilter('flow-1', { answer: ['nps:range:..'] }), []);
    expect(everyone?.totals.length).toBeGreaterThan(0);
  }, 180_000);

  it('reads the same answer sets in day windows and in pages of a busy day as in one read, whatever the day counts say', async () => {
    // The summary reads 20,000 rows a window; 3 here makes the earlier tests' few hundred feedbacks many windows,
    // and each of their busy days (six days hold them all) a window read in pages.
    const { db } = openDatabase(options.databaseUrl, options);
    try {
      const query = answerSetQuery(resultsFilter('flow-1', { answer: ['color:is_not:zz'] }))!;
      const read = async (perDay: { day: number; count: number }[], pageRows?: number) => {
        const sets: string[] = [];
        for await (const page of readAnswerSets(db, query, perDay, pageRows)) sets.push(...page.map((row) => `${row.day} ${row.completed} ${row.answers}`));
        return sets.sort();
      };
      const whole = await read([]);
      const perDay = new Map<number, number>();
      for (const row of await storage.results.daily(query, [])) perDay.set(row.day, (perDay.get(row.day) ?? 0) + row.count);
      const counted = [...perDay].sort(([a], [b]) => a - b).map(([day, count]) => ({ day, count }));
      expect(whole.length).toBeGreaterThan(counted.length * 3);
      expect(await read(counted, 3)).toEqual(whole);
      expect(await read(counted.map(({ day }) => ({ day, count: 1 })), 3)).toEqual(whole);
      // Counts that drifted, or name days the index has none of: the windows still cover every day.
      expect(await read([{ day: counted[1]!.day, count: 5 }, { day: counted[4]!.day, count: 5 }, { day: 99_999, count: 2 }], 3)).toEqual(whole);
    } finally {
      await db.destroy();
    }
  });

  it('answers contains from the feedbacks, the index keeping no case-folded text', async () => {
    expect(await countFromAnswerIndex(storage, resultsFilter('flow-1', { answer: ['comment:contains:a'] }), [])).toBeUndefined();
  });
});
