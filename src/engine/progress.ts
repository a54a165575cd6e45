import { elementState, visitedStates, type FlowRuntime } from './runtime';
import { isAnswerEmpty } from './validation';

/** Below this the gauge stays until a final state is reached: a full bar means the feedback is in. */
export const PROGRESS_BEFORE_END = 0.95;

/**
 * How far through the flow the respondent is, from 0 to 1 (SPEC 2.2: the gauge shows progress through the flow).
 * Each non-final state is one step (branches make the real path unknowable, so the flow's non-final states are the
 * total, or the path so far where it is longer); a state passed counts whole, the current one by its share of
 * visible questions answered. It is 1 only on a final state: before the end it stays at most PROGRESS_BEFORE_END,
 * so a one-page flow does not say 100% before anything is sent (issue #16).
 */
export function flowProgress(runtime: FlowRuntime): number {
  const { states } = runtime.flow;
  const current = states[runtime.visit.state]!;
  if (current.isFinal) return 1;
  const passed = new Set(visitedStates(runtime).filter((index) => index !== runtime.visit.state && !states[index]!.isFinal)).size;
  const steps = Math.max(states.filter((state) => !state.isFinal).length, passed + 1);
  return Math.min(PROGRESS_BEFORE_END, (passed + answeredShare(runtime, runtime.visit.state)) / steps);
}

/** The share of the state's visible questions that hold an answer (0 for a state without questions). */
function answeredShare(runtime: FlowRuntime, stateIndex: number): number {
  let questions = 0;
  let answered = 0;
  for (const index of runtime.flow.states[stateIndex]!.elements) {
    const question = runtime.flow.element(index).question;
    const { visible, answer } = elementState(runtime, index);
    if (!question || !visible) continue;
    questions += 1;
    if (answer?.value != null && !isAnswerEmpty(question, answer.value)) answered += 1;
  }
  return questions === 0 ? 0 : answered / questions;
}
