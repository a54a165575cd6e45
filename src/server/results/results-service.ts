import type { Flow } from '../../types/schemas';
import type { Storage, StoredFeedback } from '../storage/storage';
import type { BucketCount } from '../storage/results-repository';
import { matches, needsCheck, scanOf, type ResultsFilter } from './filters';
import { dayOf, FEEDBACKS, rollupPairs } from './rollup-keys';
import { answerSetQuery } from './answer-filter';
import { answerSetCounter, hasNumberIn } from './answer-sets';
import { summarise, trend, trendQuestionIds, trendScoreKind, type Summary, type TrendPoint } from './summary';

const SCAN_PAGE = 2000;

/**
 * Every feedback the filter selects, newest first (or oldest first), read a page at a time from the flow's index so
 * a million never sit in memory; the filters no column holds are checked here. `firstPage` is how many the caller
 * wants (a table page's 50): the first read asks for that many and each next one for twice as many, up to 2000, so
 * a table page reads its own rows rather than 2000 (bench:results: 2000 rows cost a page 88 ms at 1M on SQLite).
 */
export async function* filteredFeedbacks(storage: Storage, filter: ResultsFilter, order: 'desc' | 'asc' = 'desc', after?: { at: number; id: string }, firstPage = SCAN_PAGE): AsyncGenerator<StoredFeedback> {
  const scan = scanOf(filter);
  const check = needsCheck(filter);
  for (let cursor = after, limit = Math.max(1, Math.min(firstPage, SCAN_PAGE)); ; limit = Math.min(limit * 2, SCAN_PAGE)) {
    const page = await storage.results.scan({ ...scan, order, after: cursor, limit });
    for (const feedback of page) if (!check || matches(feedback, filter)) yield feedback;
    const last = page[page.length - 1];
    if (page.length < limit || !last) return;
    cursor = { at: last.createdAt, id: last.id };
  }
}

export interface SummaryAnswer extends Summary {
  source: 'rollups' | 'feedbacks';
  trend: TrendPoint[];
  trend_score: ReturnType<typeof trendScoreKind>;
}

/**
 * A flow's summary. Filters the rollups hold (days, version, node, channel, language, completion) are answered from
 * them, at a cost of questions x days. An answer filter is not a rollup column: `is`, `is_not` and `range` are
 * answered from the answer index (one answer set per feedback, answer-sets.ts), whose sets hold the very pairs the
 * rollups count; `contains` (and a value holding the index's separators) reads the feedbacks it selects and counts
 * them the same way the rollups do (rollup-keys.ts). All three give the same shape.
 */
export async function resultsSummary(storage: Storage, flow: Flow, filter: ResultsFilter, interval: 'day' | 'week'): Promise<SummaryAnswer> {
  const trendIds = trendQuestionIds(flow);
  if (filter.answers.length === 0) {
    const [counts, daily] = await Promise.all([storage.results.counts(filter), storage.results.daily(filter, trendIds)]);
    return { ...summarise(flow, counts), source: 'rollups', trend: trend(flow, daily, interval), trend_score: trendScoreKind(flow) };
  }
  const counted = (await countFromAnswerIndex(storage, filter, trendIds)) ?? (await countFromFeedbacks(storage, filter, trendIds));
  return { ...summarise(flow, counted.totals), source: 'feedbacks', trend: trend(flow, counted.daily, interval), trend_score: trendScoreKind(flow) };
}

type DailyCount = { day: number; questionId: string; bucket: string; completed: number; count: number };

/** What a filtered summary counts: every (question, bucket) of the feedbacks selected, and per day those of the trend. */
export interface FilteredCounts {
  totals: BucketCount[];
  daily: DailyCount[];
}

/** The counts from the answer index, or undefined when a condition needs the payloads (answer-filter.ts). */
export async function countFromAnswerIndex(storage: Storage, filter: ResultsFilter, trendIds: readonly string[]): Promise<FilteredCounts | undefined> {
  const query = answerSetQuery(filter);
  if (!query) return undefined;
  const counter = answerSetCounter(new Set([FEEDBACKS, ...trendIds]));
  const { ranges } = query;
  for await (const page of storage.results.answerSets(query)) {
    for (const row of page) {
      if (ranges.length === 0 || ranges.every(({ questionId, min, max }) => hasNumberIn(row.answers, questionId, min, max))) counter.add(row.answers, row.day, row.completed);
    }
  }
  return counter.counts();
}

/** The counts from the feedbacks the filter selects, each payload read and counted as the rollups count it. */
export async function countFromFeedbacks(storage: Storage, filter: ResultsFilter, trendIds: readonly string[]): Promise<FilteredCounts> {
  const totals = new Map<string, BucketCount>();
  const daily = new Map<string, DailyCount>();
  const wanted = new Set([FEEDBACKS, ...trendIds]);
  for await (const feedback of filteredFeedbacks(storage, filter)) {
    const day = dayOf(feedback.createdAt);
    const completed = feedback.completed ? 1 : 0;
    for (const [questionId, bucket] of rollupPairs(feedback)) {
      const key = `${questionId}\u0000${bucket}`;
      const total = totals.get(key);
      if (total) total.count++;
      else totals.set(key, { questionId, bucket, count: 1 });
      if (!wanted.has(questionId)) continue;
      const dayKey = `${day}\u0000${completed}\u0000${key}`;
      const point = daily.get(dayKey);
      if (point) point.count++;
      else daily.set(dayKey, { day, questionId, bucket, completed, count: 1 });
    }
  }
  return { totals: [...totals.values()], daily: [...daily.values()] };
}
