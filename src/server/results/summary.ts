import type { Flow, FlowQuestion, LocalisedText } from '../../types/schemas';
import type { BucketCount } from '../storage/results-repository';
import { ANSWERED, END, FEEDBACKS, TIME, dayStart } from './rollup-keys';

/** How a question's card shows its answers, by the style's answer kind (plugins/<style>/index.ts). */
type CardKind = 'choice' | 'checklist' | 'scale' | 'matrix' | 'ranking' | 'text' | 'file' | 'date' | 'boolean' | 'other';

const KIND_OF_STYLE: Record<string, CardKind> = {
  radio: 'choice', dropdown: 'choice', random: 'choice', gender: 'choice', dynamic_multiple_choice: 'choice',
  checklist: 'checklist', dynamic_multiple_value: 'checklist',
  score: 'scale', star: 'scale', ces: 'scale', slider: 'scale', numeric: 'scale', age: 'scale', custom_score: 'scale',
  matrix: 'matrix', ranking: 'ranking',
  text: 'text', textarea: 'text', plain: 'text', email: 'text', naming: 'text', external_id: 'text', phone_number: 'text',
  phone_verification: 'text', dynamic_request: 'text', customer_schema: 'text',
  file: 'file', screenshot: 'file', datepicker: 'date', agreement: 'boolean',
};

/** An outside plugin's style is read by its data: options make it a choice, anything else a plain count. */
const cardKind = (question: FlowQuestion): CardKind => KIND_OF_STYLE[question.style] ?? (question.options?.length ? (question.isMultiSelect ? 'checklist' : 'choice') : 'other');

interface Bar { key: string; label: string; count: number }
interface Card {
  question_id: string;
  style: string;
  kind: CardKind;
  title: string;
  state_id: string;
  answered: number;
  bars: Bar[];
  average: number | null;
  statements?: { id: string; label: string; answered: number; bars: Bar[] }[];
  ranking?: { option_id: string; label: string; average_rank: number | null; answered: number }[];
}

interface Headline {
  feedbacks: number;
  completed: number;
  completion_rate: number | null;
  median_seconds: number | null;
  nps: { question_id: string; score: number; promoters: number; passives: number; detractors: number; answers: number } | null;
  csat: { question_id: string; percent: number; satisfied: number; answers: number } | null;
  ces: { question_id: string; average: number; answers: number } | null;
  stars: { question_id: string; average: number; answers: number } | null;
}

export interface Summary {
  headline: Headline;
  cards: Card[];
  drop_off: { state_id: string | null; name: string; final: boolean; count: number }[];
}

export interface TrendPoint { period: string; feedbacks: number; completed: number; score: number | null }

/** The flow's text in its default language, else the first one it has. */
export function textOf(flow: Flow, text: LocalisedText | undefined, fallback: string): string {
  if (!text) return fallback;
  const code = flow.languages.find((language) => language.id === flow.defaultLanguageId)?.code ?? flow.languages[0]?.code;
  return (code !== undefined ? text[code] : undefined) ?? Object.values(text)[0] ?? fallback;
}

/** Every question of the flow in state and element order, with the state it is asked in. */
export function questionsOf(flow: Flow): { question: FlowQuestion; stateId: string }[] {
  return flow.states.flatMap((state) => state.elements.flatMap((element) => (element.question ? [{ question: element.question, stateId: state.id }] : [])));
}

/** Counts by question, then bucket. */
function countIndex(counts: readonly BucketCount[]): Map<string, Map<string, number>> {
  const index = new Map<string, Map<string, number>>();
  for (const { questionId, bucket, count } of counts) {
    let buckets = index.get(questionId);
    if (!buckets) index.set(questionId, (buckets = new Map()));
    buckets.set(bucket, (buckets.get(bucket) ?? 0) + count);
  }
  return index;
}

const numberBuckets = (buckets: Map<string, number> | undefined) =>
  [...(buckets ?? new Map<string, number>()).entries()].filter(([key]) => key.startsWith('n:')).map(([key, count]) => ({ value: Number(key.slice(2)), count })).sort((a, b) => a.value - b.value);

const average = (values: { value: number; count: number }[]) => {
  const total = values.reduce((sum, { count }) => sum + count, 0);
  return total === 0 ? null : values.reduce((sum, { value, count }) => sum + value * count, 0) / total;
};

/** Bars for a question's options in the flow's order: a choice nobody picked still shows, at 0. */
const optionBars = (flow: Flow, options: FlowQuestion['options'], buckets: Map<string, number> | undefined): Bar[] =>
  (options ?? []).map((option) => ({ key: option.id, label: textOf(flow, option.body, option.key ?? option.id), count: buckets?.get(`o:${option.id}`) ?? 0 }));

function card(flow: Flow, question: FlowQuestion, stateId: string, index: Map<string, Map<string, number>>): Card {
  const buckets = index.get(question.id);
  const kind = cardKind(question);
  const base = { question_id: question.id, style: question.style, kind, title: textOf(flow, question.body, question.key ?? question.id), state_id: stateId, answered: buckets?.get(ANSWERED) ?? 0, average: null };
  if (kind === 'choice' || kind === 'checklist' || (kind === 'scale' && question.options?.length)) {
    const bars = optionBars(flow, question.options, buckets);
    const valued = (question.options ?? []).filter((option) => typeof option.value === 'number');
    const mean = valued.length === 0 ? null : average(valued.map((option) => ({ value: option.value!, count: buckets?.get(`o:${option.id}`) ?? 0 })));
    return { ...base, bars, average: mean };
  }
  if (kind === 'scale') {
    const values = numberBuckets(buckets);
    // A bounded integer scale shows every point of it, answered or not (an NPS card always has 0 to 10).
    const min = question.min ?? (question.style === 'score' ? 0 : question.style === 'star' || question.style === 'ces' ? 1 : undefined);
    const max = question.max ?? (question.style === 'score' ? 10 : question.style === 'star' ? 5 : question.style === 'ces' ? 7 : undefined);
    const points = min !== undefined && max !== undefined && max - min <= 20 && values.every(({ value }) => Number.isInteger(value))
      ? [...new Set([...Array.from({ length: max - min + 1 }, (_, i) => min + i), ...values.map(({ value }) => value)])].sort((a, b) => a - b)
      : values.map(({ value }) => value);
    const count = new Map(values.map(({ value, count }) => [value, count]));
    return { ...base, bars: points.map((value) => ({ key: String(value), label: String(value), count: count.get(value) ?? 0 })), average: average(values) };
  }
  if (kind === 'matrix') {
    const statements = (question.statements ?? []).map((statement) => {
      const own = index.get(statement.id);
      return { id: statement.id, label: textOf(flow, statement.body, statement.key ?? statement.id), answered: own?.get(ANSWERED) ?? 0, bars: optionBars(flow, statement.options ?? question.options, own) };
    });
    return { ...base, answered: Math.max(0, ...statements.map((statement) => statement.answered)), bars: [], statements };
  }
  if (kind === 'ranking') {
    const ranking = (question.options ?? []).map((option) => {
      const ranks = [...(buckets ?? new Map<string, number>()).entries()].filter(([key]) => key.startsWith(`r:${option.id}:`)).map(([key, count]) => ({ value: Number(key.slice(key.lastIndexOf(':') + 1)), count }));
      return { option_id: option.id, label: textOf(flow, option.body, option.key ?? option.id), average_rank: average(ranks), answered: ranks.reduce((sum, { count }) => sum + count, 0) };
    }).sort((a, b) => (a.average_rank ?? Infinity) - (b.average_rank ?? Infinity));
    return { ...base, bars: [], ranking };
  }
  if (kind === 'date') {
    const months = [...(buckets ?? new Map<string, number>()).entries()].filter(([key]) => key.startsWith('d:')).sort(([a], [b]) => (a < b ? -1 : 1));
    return { ...base, bars: months.map(([key, count]) => ({ key: key.slice(2), label: key.slice(2), count })) };
  }
  if (kind === 'boolean') {
    return { ...base, bars: ['true', 'false'].map((value) => ({ key: value, label: value, count: buckets?.get(`b:${value}`) ?? 0 })) };
  }
  return { ...base, bars: [] };
}

const firstOf = (questions: ReturnType<typeof questionsOf>, test: (question: FlowQuestion) => boolean) => questions.find(({ question }) => test(question))?.question;

/** The headline scores and the question they are read from: the first of its style in the flow. */
function scoreQuestions(flow: Flow) {
  const questions = questionsOf(flow);
  return {
    nps: firstOf(questions, (q) => q.style === 'score' && (q.min ?? 0) === 0 && (q.max ?? 10) === 10),
    csat: firstOf(questions, (q) => (q.style === 'star' && (q.min ?? 1) === 1 && (q.max ?? 5) === 5) || (q.style === 'custom_score' && q.options?.length === 5)),
    ces: firstOf(questions, (q) => q.style === 'ces'),
    stars: firstOf(questions, (q) => q.style === 'star'),
  };
}

/** The question ids whose buckets the trend's score needs per day. */
export function trendQuestionIds(flow: Flow): string[] {
  const score = scoreQuestions(flow);
  const question = score.nps ?? score.csat ?? score.ces ?? score.stars;
  return question ? [question.id] : [];
}

function nps(question: FlowQuestion | undefined, buckets: Map<string, number> | undefined): Headline['nps'] {
  if (!question) return null;
  let promoters = 0, passives = 0, detractors = 0;
  for (const { value, count } of numberBuckets(buckets)) {
    if (value >= 9) promoters += count;
    else if (value >= 7) passives += count;
    else detractors += count;
  }
  const answers = promoters + passives + detractors;
  return answers === 0 ? null : { question_id: question.id, score: Math.round(((promoters - detractors) / answers) * 1000) / 10, promoters, passives, detractors, answers };
}

function csat(question: FlowQuestion | undefined, buckets: Map<string, number> | undefined): Headline['csat'] {
  if (!question) return null;
  // A 5-option custom scale counts its last two options as satisfied; stars count 4 and 5.
  const satisfiedKeys = question.style === 'custom_score' ? (question.options ?? []).slice(3).map((option) => `o:${option.id}`) : ['n:4', 'n:5'];
  const allKeys = question.style === 'custom_score' ? (question.options ?? []).map((option) => `o:${option.id}`) : ['n:1', 'n:2', 'n:3', 'n:4', 'n:5'];
  const sum = (keys: string[]) => keys.reduce((total, key) => total + (buckets?.get(key) ?? 0), 0);
  const answers = sum(allKeys);
  const satisfied = sum(satisfiedKeys);
  return answers === 0 ? null : { question_id: question.id, percent: Math.round((satisfied / answers) * 1000) / 10, satisfied, answers };
}

function mean(question: FlowQuestion | undefined, buckets: Map<string, number> | undefined) {
  if (!question) return null;
  const values = numberBuckets(buckets);
  const value = average(values);
  return value === null ? null : { question_id: question.id, average: Math.round(value * 100) / 100, answers: values.reduce((sum, { count }) => sum + count, 0) };
}

/** The median of a histogram of whole seconds: the smallest value with half the answers at or below it. */
function median(buckets: Map<string, number> | undefined): number | null {
  const values = [...(buckets ?? new Map<string, number>()).entries()].map(([key, count]) => ({ value: Number(key), count })).sort((a, b) => a.value - b.value);
  const total = values.reduce((sum, { count }) => sum + count, 0);
  let seen = 0;
  for (const { value, count } of values) {
    seen += count;
    if (seen * 2 >= total) return value;
  }
  return null;
}

/**
 * The summary of a flow from counts (the rollups' or a scan's, they are the same shape): headline figures, one card
 * per question of `flow`, and where respondents stopped.
 */
export function summarise(flow: Flow, counts: readonly BucketCount[]): Summary {
  const index = countIndex(counts);
  const feedbacks = index.get(FEEDBACKS)?.get('') ?? 0;
  const ends = index.get(END) ?? new Map<string, number>();
  const completed = [...ends.entries()].filter(([key]) => key.startsWith('final:')).reduce((sum, [, count]) => sum + count, 0);
  const score = scoreQuestions(flow);
  const questions = questionsOf(flow);
  const stateOfQuestion = new Map<string, string>();
  for (const { question, stateId } of questions) {
    stateOfQuestion.set(question.id, stateId);
    for (const statement of question.statements ?? []) stateOfQuestion.set(statement.id, stateId);
  }
  const stopped = new Map<string | null, number>();
  for (const [key, count] of ends) {
    if (!key.startsWith('last:')) continue;
    const state = stateOfQuestion.get(key.slice(5)) ?? null;
    stopped.set(state, (stopped.get(state) ?? 0) + count);
  }
  const finals = [...ends.entries()].filter(([key]) => key.startsWith('final:'));
  return {
    headline: {
      feedbacks, completed,
      completion_rate: feedbacks === 0 ? null : Math.round((completed / feedbacks) * 1000) / 1000,
      median_seconds: median(index.get(TIME)),
      nps: nps(score.nps, score.nps && index.get(score.nps.id)),
      csat: csat(score.csat, score.csat && index.get(score.csat.id)),
      ces: mean(score.ces, score.ces && index.get(score.ces.id)),
      stars: mean(score.stars, score.stars && index.get(score.stars.id)),
    },
    cards: questions.map(({ question, stateId }) => card(flow, question, stateId, index)),
    drop_off: [
      ...(stopped.has(null) ? [{ state_id: null, name: '', final: false, count: stopped.get(null)! }] : []),
      ...flow.states.filter((state) => stopped.has(state.id)).map((state) => ({ state_id: state.id, name: state.name ?? state.id, final: false, count: stopped.get(state.id)! })),
      ...finals.map(([key, count]) => {
        const id = key.slice(6);
        const state = flow.states.find((candidate) => candidate.id === id);
        return { state_id: id || null, name: state?.name ?? id, final: true, count };
      }),
    ],
  };
}

const isoDay = (day: number) => new Date(dayStart(day)).toISOString().slice(0, 10);
/** The Monday (UTC) of a day's week: day 0, 1970-01-01, was a Thursday. */
const weekOf = (day: number) => day - ((day + 3) % 7);

/** Feedbacks, completed ones and the headline score per day or ISO week, oldest first. */
export function trend(flow: Flow, rows: readonly { day: number; questionId: string; bucket: string; completed: number; count: number }[], interval: 'day' | 'week'): TrendPoint[] {
  const periods = new Map<number, { feedbacks: number; completed: number; counts: BucketCount[] }>();
  for (const row of rows) {
    const period = interval === 'week' ? weekOf(row.day) : row.day;
    let point = periods.get(period);
    if (!point) periods.set(period, (point = { feedbacks: 0, completed: 0, counts: [] }));
    if (row.questionId === FEEDBACKS) {
      point.feedbacks += row.count;
      if (row.completed === 1) point.completed += row.count;
    } else point.counts.push({ questionId: row.questionId, bucket: row.bucket, count: row.count });
  }
  const score = scoreQuestions(flow);
  return [...periods.entries()].sort(([a], [b]) => a - b).map(([period, point]) => {
    const index = countIndex(point.counts);
    const value = score.nps ? nps(score.nps, index.get(score.nps.id))?.score
      : score.csat ? csat(score.csat, index.get(score.csat.id))?.percent
        : mean(score.ces ?? score.stars, (score.ces ?? score.stars) && index.get((score.ces ?? score.stars)!.id))?.average;
    return { period: isoDay(period), feedbacks: point.feedbacks, completed: point.completed, score: value ?? null };
  });
}

/** Which figure the trend's score is. */
export function trendScoreKind(flow: Flow): 'nps' | 'csat' | 'ces' | 'stars' | null {
  const score = scoreQuestions(flow);
  return score.nps ? 'nps' : score.csat ? 'csat' : score.ces ? 'ces' : score.stars ? 'stars' : null;
}
