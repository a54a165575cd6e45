// Small flows and runtime shortcuts for the engine's tests. Test code only: nothing outside *.test.ts imports it.
import { plugins, questionStyles } from '../../plugins';
import { assertValid, validateFlow } from '../../src/schema/validate';
import type { Flow, FlowElement, FlowOption, FlowQuestion, FlowState } from '../../src/types/schemas';
import { answerQuestion } from '../../src/engine/answer';
import type { AnswerValue } from '../../src/engine/answer-value';
import { enterState, requestMove, type MoveDecision, type MoveSource } from '../../src/engine/navigation';
import { elementState, type AnswerState, type FlowRuntime } from '../../src/engine/runtime';
import { startFlow, type StartOptions } from '../../src/engine/start-flow';
import { visibleOptionIds } from '../../src/engine/validation';

export const models = plugins;
export { questionStyles };

/** 2026-01-01 09:00 UTC: every test runs at the same instant. */
export const NOW = Date.UTC(2026, 0, 1, 9, 0, 0);

/** Options with ids `o-<key>` and the key as their English body. */
export function options(...keys: string[]): FlowOption[] {
  return keys.map((key) => ({ id: `o-${key}`, key, body: { en: key } }));
}

/** A question element `el-<id>` holding question `<id>`. */
export function question(id: string, style: string, fields: Partial<FlowQuestion> = {}, element: Partial<FlowElement> = {}): FlowElement {
  return { id: `el-${id}`, type: 'question', ...element, question: { id, style, ...fields } };
}

export const label = (id: string, text = id, element: Partial<FlowElement> = {}): FlowElement => ({ id, type: 'label', body: { en: text }, ...element });
export const nextButton = (id = 'next', element: Partial<FlowElement> = {}): FlowElement => ({ id, type: 'next_page', body: { en: 'Next' }, ...element });
export const submitButton = (id = 'submit', element: Partial<FlowElement> = {}): FlowElement => ({ id, type: 'submit', body: { en: 'Send' }, ...element });

export function page(id: string, elements: FlowElement[], fields: Partial<FlowState> = {}): FlowState {
  return { id, elements, ...fields };
}

export const thanks = (id = 'thanks'): FlowState => page(id, [label(`${id}-label`, '# Thanks')], { style: 'thank' });

export function makeFlow(states: FlowState[], fields: Partial<Flow> = {}): Flow {
  return { id: 'test-flow', languages: [{ id: 1, code: 'en', name: 'English' }], ...fields, states: states as Flow['states'] };
}

/** Starts a flow after checking it the way the server does, so a test never runs on a flow authors could not save. */
export function begin(flow: Flow, options: Partial<StartOptions> = {}): FlowRuntime {
  const valid = assertValid('test flow', validateFlow(flow, questionStyles));
  return startFlow(valid, models, { now: NOW, ...options });
}

export function answer(runtime: FlowRuntime, questionId: string, value: AnswerValue | null, now = NOW): FlowRuntime {
  return answerQuestion(runtime, questionId, value, now).runtime;
}

/** Presses next; when the engine allows it, enters the target as the screens do once a submit succeeded. */
export function next(runtime: FlowRuntime, source: MoveSource = 'button'): { decision: MoveDecision; runtime: FlowRuntime } {
  const decision = requestMove(runtime, source);
  return { decision, runtime: decision.kind === 'move' ? enterState(decision.runtime, decision.target) : decision.runtime };
}

export const currentStateId = (runtime: FlowRuntime): string => runtime.flow.stateId(runtime.visit.state);

function indexOf(runtime: FlowRuntime, id: string): number {
  const index = runtime.flow.elementIndexById.get(id) ?? runtime.flow.questionElement.get(id);
  if (index === undefined) throw new Error(`no element or question "${id}" in the test flow`);
  return index;
}

/** Visibility of an element, by element id or question id. */
export const isVisible = (runtime: FlowRuntime, id: string): boolean => elementState(runtime, indexOf(runtime, id)).visible;

export function answerOf(runtime: FlowRuntime, questionId: string): AnswerState {
  const state = elementState(runtime, indexOf(runtime, questionId)).answer;
  if (!state) throw new Error(`"${questionId}" is not a question`);
  return state;
}

export function visibleOptionsOf(runtime: FlowRuntime, questionId: string): readonly string[] {
  const index = indexOf(runtime, questionId);
  return visibleOptionIds(runtime.flow.element(index).question!, elementState(runtime, index));
}
