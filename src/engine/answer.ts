import { answerShapeProblem } from './answer-shape';
import type { AnswerValue } from './answer-value';
import { elementState, type FlowRuntime } from './runtime';
import { RuntimeDraft } from './runtime-draft';
import { refreshTriggers } from './triggers';
import { isAnswerEmpty, validateAnswer } from './validation';
import { autoMoveDue } from './navigation';
import { partialSaveDue } from './payload';
import { resolveTargetState } from './rules';

export interface AnswerOutcome {
  runtime: FlowRuntime;
  /** SPEC 4.3: the state has no visible button and this answer completes it, so it moves on by itself. */
  autoMoveDue: boolean;
  /** SPEC 4.3: a partial feedback should be saved now. */
  partialSaveDue: boolean;
}

/**
 * Stores an answer with its validity, then applies and undoes the triggers that depend on it. `hidden`: the
 * question was just hidden, which resets it to empty and valid, "please fill in" mark included (SPEC 4.3).
 */
function store(draft: RuntimeDraft, elementIndex: number, value: AnswerValue | null, hidden = false): void {
  const question = draft.base.flow.element(elementIndex).question!;
  const stored = value === null || isAnswerEmpty(question, value) ? null : value;
  const error = validateAnswer(question, stored);
  const previous = draft.get(elementIndex).answer;
  draft.set(elementIndex, {
    answer: {
      value: stored,
      isValid: error === null,
      error,
      // An answer given clears the "please fill in" mark; emptying it again leaves the mark to the next move.
      hasRequiredError: stored === null && !hidden ? (previous?.hasRequiredError ?? false) : false,
    },
  });
  refreshTriggers(draft, elementIndex, (element, next, nowHidden) => store(draft, element, next, nowHidden));
}

/**
 * SPEC 4.3 "Answering a question". `value` is in the shape of the style's answer kind, or null to clear.
 * Throws for programming errors only: an unknown question or an answer of the wrong shape.
 */
export function answerQuestion(runtime: FlowRuntime, questionIdOrKey: string, value: AnswerValue | null, now: number): AnswerOutcome {
  const element = runtime.flow.questionElementOf(questionIdOrKey);
  if (!element) throw new Error(`Unknown question "${questionIdOrKey}"`);
  const question = element.question!;
  const problem = value === null ? null : answerShapeProblem(question, value, elementState(runtime, element.index).hiddenOptions ?? []);
  if (problem) throw new TypeError(`The answer to "${question.source.id}" (${question.source.style}) ${problem}`);
  const draft = new RuntimeDraft(runtime);
  store(draft, element.index, value);
  // SPEC 4.3: "The time of the first answer is recorded" — clearing an answer is not one.
  const answered = draft.get(element.index).answer?.value != null;
  const next = draft.finish({ firstResponseTime: runtime.firstResponseTime ?? (answered ? now : null) });
  const moves = question.model.answersInstantly === true && element.stateIndex === next.visit.state && autoMoveDue(next);
  const movesIntoFinal = moves && next.flow.states[resolveTargetState(next, next.visit.state)]!.isFinal;
  return { runtime: next, autoMoveDue: moves, partialSaveDue: partialSaveDue(next, movesIntoFinal) };
}

/** Fills several questions at once (preloaded responses, dynamic requests), each as if answered in turn. */
export function answerMany(runtime: FlowRuntime, answers: Readonly<Record<string, AnswerValue | null>>, now: number): FlowRuntime {
  let next = runtime;
  for (const [question, value] of Object.entries(answers)) {
    if (next.flow.questionElementOf(question)) next = answerQuestion(next, question, value, now).runtime;
  }
  return next;
}
