import type { StoredFeedback } from '../storage/storage';
import type { RollupFilter } from '../storage/results-repository';
import { badRequest } from '../api-error';
import { channelOf, dayOf, dayStart, type Channel } from './rollup-keys';

type AnswerOperator = 'is' | 'is_not' | 'contains' | 'range';

/** One question's answer condition: `question_id:operator:value` in the query string (`range` takes `min..max`). */
interface AnswerFilter {
  questionId: string;
  operator: AnswerOperator;
  value: string;
}

/** The query string the summary, the responses table and the export share (filters live in the console's URL). */
export interface ResultsQuery {
  from?: string;
  to?: string;
  version?: string;
  node_id?: string;
  channel?: Channel;
  language?: number;
  status?: 'completed' | 'partial';
  answer?: string[];
}

export interface ResultsFilter extends RollupFilter {
  answers: AnswerFilter[];
}

const text = { type: 'string', minLength: 1, maxLength: 128 };
const date = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'A UTC day, YYYY-MM-DD.' };

/** JSON Schema properties of ResultsQuery (Fastify validates the query string with them). */
export const RESULTS_QUERY_PROPERTIES = {
  from: { ...date, description: 'First UTC day counted, YYYY-MM-DD.' },
  to: { ...date, description: 'Last UTC day counted, YYYY-MM-DD (included).' },
  version: { type: 'string', pattern: '^(all|[1-9][0-9]{0,8})$', default: 'all', description: 'A published version, or all.' },
  node_id: text,
  channel: { type: 'string', enum: ['widget', 'hosted'] },
  language: { type: 'integer', minimum: -1, maximum: 2147483647, description: 'A flow language id; -1 for feedbacks that name none.' },
  status: { type: 'string', enum: ['completed', 'partial'] },
  answer: {
    type: 'array', maxItems: 10,
    items: { type: 'string', minLength: 4, maxLength: 400, pattern: '^[A-Za-z0-9_.:-]+?:(is|is_not|contains|range):[\\s\\S]*$' },
    description: 'question_id:is|is_not|contains|range:value, repeatable (all must hold); range takes min..max, either side may be left out. Answer filters are read from the feedbacks, not the rollups.',
  },
} as const;

const parseDay = (value: string | undefined, field: string): number | undefined => {
  if (value === undefined) return undefined;
  const ms = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(ms)) throw badRequest(`${field} is not a calendar day`, [{ path: field, message: 'expected YYYY-MM-DD' }]);
  return dayOf(ms);
};

function parseAnswer(raw: string): AnswerFilter {
  const match = /^([A-Za-z0-9_.:-]+?):(is|is_not|contains|range):([\s\S]*)$/.exec(raw);
  if (!match) throw badRequest('An answer filter is not question_id:operator:value', [{ path: 'answer', message: raw }]);
  return { questionId: match[1]!, operator: match[2] as AnswerOperator, value: match[3]! };
}

export function resultsFilter(flowId: string, query: ResultsQuery): ResultsFilter {
  const fromDay = parseDay(query.from, 'from');
  const toDay = parseDay(query.to, 'to');
  if (fromDay !== undefined && toDay !== undefined && toDay < fromDay) throw badRequest('to is before from', [{ path: 'to', message: 'must not be before from' }]);
  return {
    flowId, fromDay, toDay,
    version: query.version === undefined || query.version === 'all' ? undefined : Number(query.version),
    nodeId: query.node_id, channel: query.channel, language: query.language,
    completed: query.status === undefined ? undefined : query.status === 'completed',
    answers: (query.answer ?? []).map(parseAnswer),
  };
}

/** The feedback-table read of a filter: the columns the index can narrow by; the rest is checked by `matches`. */
export const scanOf = (filter: ResultsFilter) => ({
  flowId: filter.flowId,
  since: filter.fromDay === undefined ? undefined : dayStart(filter.fromDay),
  until: filter.toDay === undefined ? undefined : dayStart(filter.toDay + 1),
  version: filter.version, nodeId: filter.nodeId, completed: filter.completed,
});

/** Whether the scan still has to check a feedback itself (a filter no column holds). */
export const needsCheck = (filter: ResultsFilter) => filter.answers.length > 0 || filter.channel !== undefined || filter.language !== undefined;

const itemText = (body: unknown) => (body === undefined || body === null ? '' : typeof body === 'object' ? JSON.stringify(body) : String(body));

function answerHolds(feedback: StoredFeedback, condition: AnswerFilter): boolean {
  const items = feedback.payload.responses.filter((item) => item.question_id === condition.questionId);
  const equals = (item: (typeof items)[number]) => item.option_id === condition.value || (item.option_id === undefined && itemText(item.body) === condition.value);
  switch (condition.operator) {
    case 'is': return items.some(equals);
    case 'is_not': return !items.some(equals);
    case 'contains': {
      const needle = condition.value.toLocaleLowerCase();
      return items.some((item) => `${item.option_id ?? ''} ${itemText(item.body)}`.toLocaleLowerCase().includes(needle));
    }
    case 'range': {
      const [low, high] = condition.value.split('..');
      const min = low ? Number(low) : -Infinity;
      const max = high ? Number(high) : Infinity;
      return items.some((item) => typeof item.body === 'number' && item.body >= min && item.body <= max);
    }
  }
}

/** Every filter on one feedback, the ones the scan's columns already applied included. */
export function matches(feedback: StoredFeedback, filter: ResultsFilter): boolean {
  if (filter.channel !== undefined && channelOf(feedback.identity) !== filter.channel) return false;
  if (filter.language !== undefined && (typeof feedback.payload.language_id === 'number' ? feedback.payload.language_id : -1) !== filter.language) return false;
  return filter.answers.every((condition) => answerHolds(feedback, condition));
}
