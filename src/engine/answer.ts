import { dispatchAnswer } from './answer-dispatch';
import { answerOptionProblem } from './answer-shape';
import type { AnswerValue } from './answer-value';
import { message, MESSAGE } from './messages';
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

/** An answer taken, or refused with a reason for people and the runtime that shows the refusal on its question. */
export type AnswerAttempt =
  | { ok: true; outcome: AnswerOutcome }
  | { ok: false; reason: string; runtime: FlowRuntime };

/**
 * The question keeps what it had and says its answer could not be taken: a refused answer is neither lost without
 * a trace nor counted (it is invalid until the respondent answers again, so a move waits for that).
 */
function markRefused(runtime: FlowRuntime, elementIndex: number): FlowRuntime {
  const draft = new RuntimeDraft(runtime);
  const previous = draft.get(elementIndex).answer;
  draft.set(elementIndex, { answer: { value: previous?.value ?? null, isValid: false, error: message(MESSAGE.generic), hasRequiredError: false } });
  return draft.finish();
}

/**
 * SPEC 4.3 "Answering a question", for an answer from outside the type system (a plugin view, a dynamic request):
 * its shape is checked once against the style's answer kind, then against the question's options. Throws only for
 * an unknown question, a programming error with no question to show it on.
 */
export function tryAnswerQuestion(runtime: FlowRuntime, questionIdOrKey: string, value: unknown, now: number): AnswerAttempt {
  const element = runtime.flow.questionElementOf(questionIdOrKey);
  if (!element) throw new Error(`Unknown question "${questionIdOrKey}"`);
  const question = element.question!;
  const dispatched = dispatchAnswer(question.model, value);
  const problem = !dispatched.ok
    ? dispatched.reason
    : dispatched.answer === null ? null : answerOptionProblem(question, dispatched.answer, elementState(runtime, element.index).hiddenOptions ?? []);
  if (problem !== null || !dispatched.ok) {
    return { ok: false, reason: `The answer to "${question.source.id}" (${question.source.style}) ${problem}`, runtime: markRefused(runtime, element.index) };
  }
  const draft = new RuntimeDraft(runtime);
  store(draft, element.index, dispatched.answer);
  // SPEC 4.3: "The time of the first answer is recorded" — clearing an answer is not one.
  const answered = draft.get(element.index).answer?.value != null;
  const next = draft.finish({ firstResponseTime: runtime.firstResponseTime ?? (answered ? now : null) });
  const moves = question.model.answersInstantly === true && element.stateIndex === next.visit.state && autoMoveDue(next);
  const movesIntoFinal = moves && next.flow.states[resolveTargetState(next, next.visit.state)]!.isFinal;
  return { ok: true, outcome: { runtime: next, autoMoveDue: moves, partialSaveDue: partialSaveDue(next, movesIntoFinal) } };
}

/**
 * SPEC 4.3 "Answering a question". `value` is in the shape of the style's answer kind, or null to clear.
 * Throws for programming errors only: an unknown question or an answer of the wrong shape.
 */
export function answerQuestion(runtime: FlowRuntime, questionIdOrKey: string, value: AnswerValue | null, now: number): AnswerOutcome {
  const attempt = tryAnswerQuestion(runtime, questionIdOrKey, value, now);
  if (!attempt.ok) throw new TypeError(attempt.reason);
  return attempt.outcome;
}

/** Fills several questions at once (preloaded responses, dynamic requests), each as if answered in turn. */
export function answerMany(runtime: FlowRuntime, answers: Readonly<Record<string, AnswerValue | null>>, now: number): FlowRuntime {
  let next = runtime;
  for (const [question, value] of Object.entries(answers)) {
    if (next.flow.questionElementOf(question)) next = answerQuestion(next, question, value, now).runtime;
  }
  return next;
}
