import type { Flow } from '../../types/schemas';
import type { StoredFeedback } from '../storage/storage';
import { channelOf } from './rollup-keys';
import { questionsOf, textOf } from './summary';

/** The responses table's columns: every question of the flow, a matrix's statements one by one. */
export function responseColumns(flow: Flow): { id: string; title: string }[] {
  return questionsOf(flow).flatMap(({ question }) => {
    const title = textOf(flow, question.body, question.key ?? question.id);
    return question.statements?.length
      ? question.statements.map((statement) => ({ id: statement.id, title: `${title}: ${textOf(flow, statement.body, statement.key ?? statement.id)}` }))
      : [{ id: question.id, title }];
  });
}

/** Option ids to their labels, for every question and statement of the flow. */
export function optionLabels(flow: Flow): Map<string, string> {
  const labels = new Map<string, string>();
  for (const { question } of questionsOf(flow)) {
    for (const option of question.options ?? []) labels.set(option.id, textOf(flow, option.body, option.key ?? option.id));
    for (const statement of question.statements ?? []) for (const option of statement.options ?? []) labels.set(option.id, textOf(flow, option.body, option.key ?? option.id));
  }
  return labels;
}

const shown = (body: unknown) => (body === undefined || body === null ? '' : typeof body === 'object' ? JSON.stringify(body) : String(body));

/** One feedback as a table row: each answer as the text a person reads (labels, not ids). */
export function responseRow(feedback: StoredFeedback, labels: Map<string, string>) {
  const answers: Record<string, string> = {};
  for (const item of feedback.payload.responses) {
    const text = item.hidePersonalData ? '(hidden)'
      : item.option_id !== undefined ? `${item.ranking !== undefined ? `${item.ranking}. ` : ''}${labels.get(item.option_id) ?? item.option_id}${item.body !== undefined ? ` (${shown(item.body)})` : ''}`
        : shown(item.body);
    answers[item.question_id] = answers[item.question_id] ? `${answers[item.question_id]}, ${text}` : text;
  }
  const customer = feedback.payload.customer;
  return {
    id: feedback.id, created_at: new Date(feedback.createdAt).toISOString(), completed: feedback.completed, node_id: feedback.nodeId,
    flow_version: feedback.flowVersion, channel: channelOf(feedback.identity),
    language_id: typeof feedback.payload.language_id === 'number' ? feedback.payload.language_id : null,
    customer: customer?.name ?? customer?.email ?? null, chat_status: feedback.chatStatus, answers,
  };
}
