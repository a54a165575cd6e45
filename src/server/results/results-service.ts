import type { Flow } from '../../types/schemas';
import type { Storage, StoredFeedback } from '../storage/storage';
import type { BucketCount } from '../storage/results-repository';
import { matches, needsCheck, scanOf, type ResultsFilter } from './filters';
import { feedbackPages } from './feedback-pages';
import { dayOf, FEEDBACKS, rollupPairs, splitPair } from './rollup-keys';
import { answerSetQuery } from './answer-filter';
import { answerSetCounter, hasNumberIn } from './answer-sets';
import { summarise, trend, trendQuestionIds, trendScoreKind, type Summary, type TrendPoint } from './summary';

/**
 * Every feedback the filter selects, newest first (or oldest first), read a page at a time from the flow's index
 * (feedback-pages.ts); the filters no column holds are checked here.
 */
export async function* filteredFeedbacks(storage: Storage, filter: ResultsFilter, order: 'desc' | 'asc' = 'desc', after?: { at: number; id: string }, firstPage?: number): AsyncGenerator<StoredFeedback> {
  const check = needsCheck(filter);
  for await (const page of feedbackPages(storage, { ...scanOf(filter), order }, after, firstPage)) {
    for (const feedback of page) if (!check || matches(feedback, filter)) yield feedback;
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
    for (const key of rollupPairs(feedback)) {
      let total = totals.get(key);
      if (total) total.count++;
      else {
        const [questionId, bucket] = splitPair(key);
        totals.set(key, (total = { questionId, bucket, count: 1 }));
      }
      if (!wanted.has(total.questionId)) continue;
      const dayKey = `${day}\u0000${completed}\u0000${key}`;
      const point = daily.get(dayKey);
      if (point) point.count++;
      else daily.set(dayKey, { day, questionId: total.questionId, bucket: total.bucket, completed, count: 1 });
    }
  }
  return { totals: [...totals.values()], daily: [...daily.values()] };
}
