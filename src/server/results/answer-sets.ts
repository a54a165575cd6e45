import type { BucketCount } from '../storage/results-repository';
import { rollupPairs, type RollupSource } from './rollup-keys';

/**
 * Issue #19, the answer index: one string per feedback holding every (question, bucket) pair the rollups count for
 * it plus what its answer filters compare, each pair a token `RECORD question UNIT key RECORD`. A filter `is` or
 * `is_not` is then a substring test the database runs (instr / strpos) and the matching feedbacks' pairs are counted
 * from these strings, never from the payload. The separators are control characters no id may hold (ids are
 * `[A-Za-z0-9_.:-]`); a text answer holding one is left out of the match keys, and a filter value holding one is
 * answered from the feedbacks instead (`indexable`).
 */
const RECORD = '\u001e';
const UNIT = '\u001f';

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
 * The answer set of a feedback: its rollup pairs (`pairs`, when the caller has them already), then a match key for
 * each answer no option bucket names.
 */
export function answerSet(feedback: RollupSource, pairs: readonly [string, string][] = rollupPairs(feedback)): string {
  const tokens = new Set(pairs.map(([questionId, bucket]) => `${questionId}${UNIT}${bucket}`));
  for (const item of feedback.payload.responses) {
    // `is` compares an option's id, else the answer's text (filters.ts answerHolds); a ranking's bucket holds its
    // rank beside the id, so its id gets a key of its own. Numbers keep their exact value for `range`.
    const key = item.option_id !== undefined ? (item.ranking !== undefined ? TEXT + item.option_id : undefined)
      : typeof item.body === 'number' ? NUMBER + String(item.body) : TEXT + itemText(item.body);
    if (key !== undefined && key.length <= LONGEST_TEXT + 1 && plain(key)) tokens.add(`${item.question_id}${UNIT}${key}`);
  }
  return `${RECORD}${[...tokens].join(RECORD)}${RECORD}`;
}

/** The tokens any of which makes `is value` hold for a question: an option's bucket, a text's key, a number's key. */
export const isTokens = (questionId: string, value: string) => [answerToken(questionId, `o:${value}`), answerToken(questionId, TEXT + value), answerToken(questionId, NUMBER + value)];

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

/** Adds one feedback's counted pairs to the totals and, for the trend's questions, to its day's counts. */
export function countAnswerSet(
  set: string, day: number, completed: number, wanted: ReadonlySet<string>,
  totals: Map<string, BucketCount>, daily: Map<string, { day: number; questionId: string; bucket: string; completed: number; count: number }>,
): void {
  for (const token of set.slice(1, -1).split(RECORD)) {
    const split = token.indexOf(UNIT);
    const questionId = token.slice(0, split);
    const bucket = token.slice(split + 1);
    if (isMatchKey(bucket)) continue;
    const total = totals.get(token);
    if (total) total.count++;
    else totals.set(token, { questionId, bucket, count: 1 });
    if (!wanted.has(questionId)) continue;
    const dayKey = `${day}${UNIT}${completed}${UNIT}${token}`;
    const point = daily.get(dayKey);
    if (point) point.count++;
    else daily.set(dayKey, { day, questionId, bucket, completed, count: 1 });
  }
}
