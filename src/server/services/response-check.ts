import type { FeedbackPayload, Flow } from '../../types/schemas';
import type { FlowProblem } from '../../engine/flow-problem';
import { DEFAULT_THANK_STATE_ID } from '../../engine/compiled-flow';

/**
 * Every response item must name a question (or matrix statement) of the flow and, with an option, one of that
 * question's options: a feedback that cannot be read against its flow is refused rather than stored half-useful.
 */
export function responseProblems(payload: FeedbackPayload, flow: Flow): FlowProblem[] {
  const options = answerableOptions(flow);
  const problems: FlowProblem[] = [];
  payload.responses.forEach((item, i) => {
    const known = options.get(item.question_id);
    if (!known) problems.push({ path: `responses[${i}].question_id`, message: `"${item.question_id}" is not a question of flow "${flow.id}"` });
    else if (item.option_id !== undefined && known.size > 0 && !known.has(item.option_id)) {
      problems.push({ path: `responses[${i}].option_id`, message: `"${item.option_id}" is not an option of question "${item.question_id}"` });
    }
  });
  const finalState = payload.final_state_id === undefined ? undefined : flow.states.find((s) => s.id === payload.final_state_id);
  if (payload.final_state_id !== undefined && payload.final_state_id !== DEFAULT_THANK_STATE_ID && !finalState) {
    problems.push({ path: 'final_state_id', message: `"${payload.final_state_id}" is not a state of flow "${flow.id}"` });
  }
  return problems;
}

export function endsInChat(payload: FeedbackPayload, flow: Flow): boolean {
  return flow.states.some((s) => s.id === payload.final_state_id && s.style === 'chat');
}

/** Per flow object: the storage's read cache hands out the same frozen flow, so the index is built once per read. */
const optionsByFlow = new WeakMap<Flow, Map<string, Set<string>>>();

/** Question and matrix-statement ids, each with the option ids an answer to it may name. */
function answerableOptions(flow: Flow): Map<string, Set<string>> {
  let options = optionsByFlow.get(flow);
  if (options) return options;
  options = new Map();
  for (const state of flow.states) {
    for (const element of state.elements) {
      const question = element.question;
      if (!question) continue;
      options.set(question.id, new Set((question.options ?? []).map((o) => o.id)));
      for (const statement of question.statements ?? []) {
        options.set(statement.id, new Set((statement.options ?? question.options ?? []).map((o) => o.id)));
      }
    }
  }
  optionsByFlow.set(flow, options);
  return options;
}
