import type { BucketCount } from '../storage/results-repository';
import { PAIR_UNIT, rollupPairs, type RollupSource } from './rollup-keys';

/**
 * Issue #19, the answer index: one string per feedback holding every (question, bucket) pair the rollups count for
 * it plus what its answer filters compare, each pair a token `RECORD question UNIT key RECORD`. A filter `is` or
 * `is_not` is then a substring test the database runs (instr / strpos) and the matching feedbacks' pairs are counted
 * from these strings, never from the payload. The separators are control characters no id may hold (ids are
 * `[A-Za-z0-9_.:-]`); a text answer holding one is left out of the match keys, and a filter value holding one is
 * answered from the feedbacks instead (`indexable`).
 */
const RECORD = '\u001e';
const UNIT = PAIR_UNIT;

/** Match keys (not counted): the text an `is` compares, and a number's exact value for `range`. */
const TEXT = '=';
const NUMBER = '#';
/** The longest text a match key keeps: an answer filter (at most 400 characters) cannot equal a longer one. */
const LONGEST_TEXT = 400;

const itemText = (body: unknown) => (body === undefined || body === null ? '' : typeof body === 'object' ? JSON.stringify(body) : String(body));
const plain = (text: string) => !text.includes(RECORD) && !text.includes(UNIT);
const isMatchKey = (bucket: string) => bucket.startsWith(TEXT) || bucket.startsWith(NUMBER);

export const answerToken = (questionId: string, bucket: string) => `${RECORD}${questionId}${UNIT}${bucket}${RECORD}`;

/**
 * The answer set of a feedback: its rollup pairs (`pairs`, when the caller has them already: they are tokens of this
 * format), then a match key for each answer no option bucket names. The match keys come last, so a count stops at
 * the first (answerSetCounter); no rollup bucket starts as a match key does, so only match keys can repeat.
 */
export function answerSet(feedback: RollupSource, pairs: readonly string[] = rollupPairs(feedback)): string {
  let matchKeys = '';
  const seen: string[] = [];
  for (const item of feedback.payload.responses) {
    // `is` compares an option's id, else the answer's text (filters.ts answerHolds); a ranking's bucket holds its
    // rank beside the id, so its id gets a key of its own. Numbers keep their exact value for `range`.
    const key = item.option_id !== undefined ? (item.ranking !== undefined ? TEXT + item.option_id : undefined)
      : typeof item.body === 'number' ? NUMBER + String(item.body) : TEXT + itemText(item.body);
    if (key === undefined || key.length > LONGEST_TEXT + 1 || !plain(key)) continue;
    const token = item.question_id + UNIT + key;
    if (seen.includes(token)) continue;
    seen.push(token);
    matchKeys += token + RECORD;
  }
  return RECORD + pairs.join(RECORD) + RECORD + matchKeys;
}

/**
 * The tokens any of which makes `is value` hold for a question: an option's bucket, a text's key, and a number's key
 * when `value` is how a number is written (String(number), as answerSet keeps it): each token the database looks for
 * costs a pass over every answer set the filter's other columns select (~140 ms a million on SQLite).
 */
export const isTokens = (questionId: string, value: string) => [
  answerToken(questionId, `o:${value}`), answerToken(questionId, TEXT + value),
  ...(String(Number(value)) === value ? [answerToken(questionId, NUMBER + value)] : []),
];

/** Whether a filter value can be looked up in the answer sets (one holding a separator cannot). */
export const indexable = (value: string) => plain(value);

/** Whether some number answered to the question lies in [min, max] (`range`, checked on a set the database read). */
export function hasNumberIn(set: string, questionId: string, min: number, max: number): boolean {
  const prefix = `${RECORD}${questionId}${UNIT}${NUMBER}`;
  for (let at = set.indexOf(prefix); at !== -1; at = set.indexOf(prefix, at + 1)) {
    const value = Number(set.slice(at + prefix.length, set.indexOf(RECORD, at + 1)));
    if (value >= min && value <= max) return true;
  }
  return false;
}

/** One counted (question, bucket) pair of the sets a count has met, parsed once however many sets hold it. */
interface Pair {
  questionId: string;
  bucket: string;
  /** Whether the trend counts it per day: a pair of one of its questions. */
  trend: boolean;
  count: number;
  /** Per `day * 2 + completed`. */
  byDay: Map<number, number>;
}

type DailyCount = { day: number; questionId: string; bucket: string; completed: number; count: number };

/**
 * Counts answer sets as the rollups count feedbacks: every counted pair, and per day those of `trendIds` (a whole
 * year's filtered summary adds a quarter of a million sets). Each set is walked once with indexOf up to its first
 * match key, a pair is parsed only the first time it is met, and per-day counts are keyed by number, not by a string
 * built per pair (the 250,000 sets of a year under a filter at 1M feedbacks: 0.55-0.6 s of CPU before, 0.22-0.24 s).
 */
export function answerSetCounter(trendIds: ReadonlySet<string>) {
  const pairs = new Map<string, Pair>();
  /** The pair a token not met before counts, or undefined for a match key (never kept: a text's is seldom met twice). */
  const newPair = (token: string): Pair | undefined => {
    const split = token.indexOf(UNIT);
    const questionId = token.slice(0, split);
    const bucket = token.slice(split + 1);
    if (isMatchKey(bucket)) return undefined;
    const pair = { questionId, bucket, trend: trendIds.has(questionId), count: 0, byDay: new Map<number, number>() };
    pairs.set(token, pair);
    return pair;
  };
  return {
    /** Adds one feedback's counted pairs to the totals and, for the trend's questions, to its day's counts. */
    add(set: string, day: number, completed: number): void {
      const dayKey = day * 2 + completed;
      for (let start = 1, end = set.indexOf(RECORD, start); end !== -1; start = end + 1, end = set.indexOf(RECORD, start)) {
        const token = set.slice(start, end);
        const pair = pairs.get(token) ?? newPair(token);
        // Match keys follow every counted pair (answerSet).
        if (!pair) return;
        pair.count++;
        if (pair.trend) pair.byDay.set(dayKey, (pair.byDay.get(dayKey) ?? 0) + 1);
      }
    },
    /** The totals (in the order their pairs were first met) and the trend's daily counts. */
    counts(): { totals: BucketCount[]; daily: DailyCount[] } {
      const totals: BucketCount[] = [];
      const daily: DailyCount[] = [];
      for (const { questionId, bucket, count, byDay } of pairs.values()) {
        totals.push({ questionId, bucket, count });
        for (const [dayKey, dayCount] of byDay) daily.push({ day: Math.floor(dayKey / 2), questionId, bucket, completed: dayKey % 2, count: dayCount });
      }
      return { totals, daily };
    },
  };
}
