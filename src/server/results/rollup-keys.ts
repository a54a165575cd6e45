import type { FeedbackPayload } from '../../types/schemas';

/** Where a feedback came from: the widget sends X-WWID (SPEC 7) and a hosted page does not. */
export type Channel = 'widget' | 'hosted';

/** What the rollups read of a feedback: a stored one, or one about to be written. */
export interface RollupSource {
  flowId: string;
  flowVersion: number | null;
  nodeId: string;
  completed: boolean;
  payload: FeedbackPayload;
  identity: Record<string, string>;
  createdAt: number;
}

/**
 * One rollup row's dimensions. A summary sums `count` over the rows its filters select, so every filter a rollup
 * can answer is a column here (date by UTC day, version, node, channel, language, completed); answer filters are not,
 * and fall back to reading the feedbacks themselves.
 */
export interface RollupDimensions {
  flow_id: string;
  /** 0 for a feedback stored without a version (before versions were kept). */
  flow_version: number;
  /** Days since 1970-01-01 (UTC) of the feedback's creation; a later partial save keeps its first day. */
  day: number;
  node_id: string;
  channel: Channel;
  /** The flow language's id, -1 when the feedback names none. */
  language: number;
  completed: number;
}

export interface RollupKey extends RollupDimensions {
  question_id: string;
  bucket: string;
}

/** Pseudo-question ids for what is counted per feedback rather than per answer; `$` is not allowed in flow ids. */
export const FEEDBACKS = '$feedbacks';
export const TIME = '$time';
export const END = '$end';
/** The bucket counting the feedbacks that answered a question at all (a checklist's "of respondents"). */
export const ANSWERED = '*';

const DAY_MS = 86_400_000;
export const dayOf = (ms: number) => Math.floor(ms / DAY_MS);
export const dayStart = (day: number) => day * DAY_MS;

export const channelOf = (identity: Record<string, string>): Channel => (identity.wwid !== undefined ? 'widget' : 'hosted');

/**
 * Completion times to the second up to ten minutes, then to the minute up to a day: the median read from this
 * histogram is exact where people spend their time and within a minute beyond.
 */
function timeBucket(seconds: number): number {
  if (seconds < 600) return Math.round(seconds);
  return Math.min(86_400, Math.round(seconds / 60) * 60);
}

const CALENDAR_DATE = /^(\d{4}-\d{2})-\d{2}$/;

/** The bucket an answer item counts in, or undefined for answers only counted as given (text, files, objects). */
function answerBucket(item: FeedbackPayload['responses'][number]): string | undefined {
  if (item.option_id !== undefined) return item.ranking !== undefined ? `r:${item.option_id}:${item.ranking}` : `o:${item.option_id}`;
  const body = item.body;
  if (typeof body === 'number' && Number.isFinite(body)) return `n:${Math.round(body * 100) / 100}`;
  if (typeof body === 'boolean') return `b:${body}`;
  if (typeof body === 'string') {
    const date = CALENDAR_DATE.exec(body);
    if (date) return `d:${date[1]}`;
  }
  return undefined;
}

function dimensionsOf(feedback: RollupSource): RollupDimensions {
  return {
    flow_id: feedback.flowId,
    flow_version: feedback.flowVersion ?? 0,
    day: dayOf(feedback.createdAt),
    node_id: feedback.nodeId,
    channel: channelOf(feedback.identity),
    language: typeof feedback.payload.language_id === 'number' ? feedback.payload.language_id : -1,
    completed: feedback.completed ? 1 : 0,
  };
}

/**
 * A counted (question, bucket) pair as one string, `question UNIT bucket`: the answer index holds pairs as these
 * tokens (answer-sets.ts), and the rollup delta keys its rows by them, so a pair is built once a feedback and
 * never split again but for a row met for the first time. Question ids never hold the separator (ids are
 * `[A-Za-z0-9_.:-]`), so the first one ends the question.
 */
export const PAIR_UNIT = '\u001f';

export function splitPair(token: string): [questionId: string, bucket: string] {
  const at = token.indexOf(PAIR_UNIT);
  return [token.slice(0, at), token.slice(at + 1)];
}

/**
 * The (question, bucket) pairs one feedback adds 1 to, as tokens: itself, its completion time and where it ended,
 * every question it answered, and each answer's bucket. Each pair counts once per feedback, so a checklist's options
 * count respondents, not clicks.
 */
export function rollupPairs(feedback: RollupSource): string[] {
  const { payload } = feedback;
  const pairs = new Set<string>();
  pairs.add(FEEDBACKS + PAIR_UNIT);
  if (feedback.completed && typeof payload.time_spent_in_seconds === 'number') pairs.add(TIME + PAIR_UNIT + String(timeBucket(payload.time_spent_in_seconds)));
  const last = payload.responses[payload.responses.length - 1];
  // Completed: the final state reached; partial: the last question answered, where the respondent stopped.
  pairs.add(END + PAIR_UNIT + (feedback.completed ? `final:${payload.final_state_id ?? ''}` : `last:${last?.question_id ?? ''}`));
  for (const item of payload.responses) {
    const question = item.question_id + PAIR_UNIT;
    pairs.add(question + ANSWERED);
    const bucket = answerBucket(item);
    if (bucket !== undefined) pairs.add(question + bucket);
  }
  return [...pairs];
}

/** What the rollups and the answer index both work out from a feedback, worked out once for both. */
export interface CountedFeedback {
  dimensions: RollupDimensions;
  /** rollupPairs' tokens. */
  pairs: string[];
}

export const countedFeedback = (feedback: RollupSource): CountedFeedback => ({ dimensions: dimensionsOf(feedback), pairs: rollupPairs(feedback) });
