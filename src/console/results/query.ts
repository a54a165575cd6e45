import type { paths } from '../api/client';

/** The filters of a flow's results, as the summary, responses and export routes take them. */
export type ResultsQuery = NonNullable<paths['/v1/manage/flows/{id}/responses']['get']['parameters']['query']>;
export type AnswerOperator = 'is' | 'is_not' | 'contains' | 'range';

const SIMPLE = ['from', 'to', 'version', 'node_id', 'channel', 'status'] as const;

/** The filters in the console's address (shared views: a copied link opens the same results). */
export function queryFromSearch(search: string): ResultsQuery {
  const params = new URLSearchParams(search);
  const query: Record<string, unknown> = {};
  for (const name of SIMPLE) {
    const value = params.get(name);
    if (value) query[name] = value;
  }
  const language = params.get('language');
  if (language !== null && /^-?\d+$/.test(language)) query.language = Number(language);
  const answers = params.getAll('answer').filter((answer) => /^[A-Za-z0-9_.:-]+?:(is|is_not|contains|range):/.test(answer));
  if (answers.length > 0) query.answer = answers.slice(0, 10);
  return query as ResultsQuery;
}

/** The filters as a query string ('' without any), in a stable order. */
export function searchOf(query: ResultsQuery): string {
  const params = new URLSearchParams();
  for (const name of SIMPLE) {
    const value = query[name];
    if (value !== undefined && value !== '' && !(name === 'version' && value === 'all')) params.set(name, String(value));
  }
  if (query.language !== undefined) params.set('language', String(query.language));
  for (const answer of query.answer ?? []) params.append('answer', answer);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const answerFilter = (questionId: string, operator: AnswerOperator, value: string) => `${questionId}:${operator}:${value}`;

export function parseAnswerFilter(text: string): { questionId: string; operator: AnswerOperator; value: string } | null {
  const match = /^([A-Za-z0-9_.:-]+?):(is|is_not|contains|range):([\s\S]*)$/.exec(text);
  return match ? { questionId: match[1]!, operator: match[2] as AnswerOperator, value: match[3]! } : null;
}
