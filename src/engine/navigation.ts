import { message, MESSAGE, type ValidationMessage } from './messages';
import { elementState, visitedStates, type FlowRuntime } from './runtime';
import { RuntimeDraft } from './runtime-draft';
import { resolveTargetState } from './rules';
import { answerCount, blockingReason } from './validation';

/**
 * What asked for the move. `button`: a next_page button; `submit`: a submit button, which skips states until a
 * final one (SPEC 4.4 leaves the source unnamed; a submit button is where respondents expect it); `auto`: the
 * state has no button and an answer completed it.
 */
export type MoveSource = 'button' | 'submit' | 'auto';

export interface BlockedReason {
  /** Null when the reason is the whole feedback (nothing answered at all). */
  questionId: string | null;
  message: ValidationMessage;
}

export type MoveDecision =
  | { kind: 'blocked'; runtime: FlowRuntime; reasons: BlockedReason[] }
  /** The respondent is on a final state: the feedback was sent, nothing moves it on (SPEC 4.4 double-submit guard). */
  | { kind: 'finished'; runtime: FlowRuntime }
  | { kind: 'move'; runtime: FlowRuntime; target: number; targetId: string; isFinal: boolean; submit: boolean };

const BUTTON_TYPES = new Set(['next_page', 'submit']);

function visibleElements(runtime: FlowRuntime, state: number): number[] {
  const page = runtime.pages[state]!;
  return runtime.flow.states[state]!.elements.filter((_, position) => page[position]!.visible);
}

export function hasVisibleButton(runtime: FlowRuntime, state = runtime.visit.state): boolean {
  return visibleElements(runtime, state).some((i) => BUTTON_TYPES.has(runtime.flow.element(i).source.type));
}

/** A visible button configured to require answers of optional questions too (flow schema `requireAnswer`). */
function buttonRequiresAnswer(runtime: FlowRuntime): boolean {
  return visibleElements(runtime, runtime.visit.state).some((i) => {
    const { source } = runtime.flow.element(i);
    return BUTTON_TYPES.has(source.type) && source.requireAnswer === true;
  });
}

/** SPEC 4.4: why the current state cannot be left, question by question (empty when it can). */
export function blockingReasons(runtime: FlowRuntime, requireAnswer: boolean): BlockedReason[] {
  const reasons: BlockedReason[] = [];
  for (const index of visibleElements(runtime, runtime.visit.state)) {
    const question = runtime.flow.element(index).question;
    if (!question) continue;
    const reason = blockingReason(question, elementState(runtime, index), requireAnswer);
    if (reason) reasons.push({ questionId: question.source.id, message: reason });
  }
  return reasons;
}

export function canProceed(runtime: FlowRuntime, source: MoveSource = 'button'): boolean {
  return blockingReasons(runtime, source === 'auto' || buttonRequiresAnswer(runtime)).length === 0;
}

/** SPEC 4.3: "If no visible button element exists on the state, an automatic move to the next state is requested." */
export function autoMoveDue(runtime: FlowRuntime): boolean {
  const state = runtime.flow.states[runtime.visit.state]!;
  return !state.isFinal && !hasVisibleButton(runtime) && canProceed(runtime, 'auto');
}

/**
 * Whether choosing an instant answer on the current state may move the respondent on by itself (SPEC 4.3: a state
 * without a visible button). Views then let arrow keys move focus without choosing, so a keyboard user reaches any
 * option before committing to one (WCAG 3.2.2, "on input").
 */
export function choosingMayMoveOn(runtime: FlowRuntime): boolean {
  return !runtime.flow.states[runtime.visit.state]!.isFinal && !hasVisibleButton(runtime);
}

/**
 * A state without a visible button moves on by itself after an instant answer (SPEC 4.3). Typed answers never
 * move it (the page would leave while the respondent types), so when such a state shows a typed question the
 * screen draws a Next button of its own; this says when.
 */
export function needsFallbackButton(runtime: FlowRuntime): boolean {
  const state = runtime.flow.states[runtime.visit.state]!;
  if (state.isFinal || hasVisibleButton(runtime)) return false;
  return visibleElements(runtime, state.index).some((i) => {
    const question = runtime.flow.element(i).question;
    return question !== undefined && question.model.answersInstantly !== true;
  });
}

/** SPEC 5: "At least one question must be answered" before a feedback is sent. */
function nothingAnswered(runtime: FlowRuntime): boolean {
  let questions = 0;
  for (const state of new Set(visitedStates(runtime))) {
    for (const index of runtime.flow.states[state]!.elements) {
      const question = runtime.flow.element(index).question;
      // A hidden question cannot be answered, so it does not make the path one that needs an answer.
      if (!question || !elementState(runtime, index).visible) continue;
      questions++;
      if (answerCount(question, elementState(runtime, index).answer?.value ?? null) > 0) return false;
    }
  }
  return questions > 0;
}

function markRequiredErrors(runtime: FlowRuntime, reasons: readonly BlockedReason[]): FlowRuntime {
  const draft = new RuntimeDraft(runtime);
  for (const { questionId, message: reason } of reasons) {
    if (questionId === null || (reason.key !== MESSAGE.required && reason.key !== MESSAGE.unanswered)) continue;
    const index = runtime.flow.questionElement.get(questionId)!;
    const answer = draft.get(index).answer!;
    draft.set(index, { answer: { ...answer, hasRequiredError: true } });
  }
  return draft.finish();
}

/** Follows targets until a final state; a loop without one ends at the default thank-you state. */
function skipToFinal(runtime: FlowRuntime, from: number): number {
  const seen = new Set<number>();
  let target = resolveTargetState(runtime, from);
  while (!runtime.flow.states[target]!.isFinal) {
    if (seen.has(target)) return runtime.flow.defaultThankState;
    seen.add(target);
    target = resolveTargetState(runtime, target);
  }
  return target;
}

/**
 * SPEC 4.4 "Moving to the next state": decides whether the respondent may leave the current state and where to.
 * It does not move: the caller enters the target (`enterState`) at once, or after the submit succeeded when
 * `submit` is set ("Status 200: the state changes").
 */
export function requestMove(runtime: FlowRuntime, source: MoveSource): MoveDecision {
  const current = runtime.visit.state;
  if (runtime.flow.states[current]!.isFinal) return { kind: 'finished', runtime };
  const reasons = blockingReasons(runtime, source === 'auto' || buttonRequiresAnswer(runtime));
  if (reasons.length > 0) {
    // SPEC 4.4: "If validation fails on a move from a button source, each unanswered required question gets hasRequiredError."
    return { kind: 'blocked', runtime: source === 'auto' ? runtime : markRequiredErrors(runtime, reasons), reasons };
  }
  const target = source === 'submit' ? skipToFinal(runtime, current) : resolveTargetState(runtime, current);
  const isFinal = runtime.flow.states[target]!.isFinal;
  if (isFinal && !runtime.preview && nothingAnswered(runtime)) {
    return { kind: 'blocked', runtime, reasons: [{ questionId: null, message: message(MESSAGE.atLeastOne) }] };
  }
  return { kind: 'move', runtime, target, targetId: runtime.flow.stateId(target), isFinal, submit: isFinal && !runtime.preview };
}

export function enterState(runtime: FlowRuntime, target: number): FlowRuntime {
  return { ...runtime, visit: { state: target, previous: runtime.visit } };
}

/**
 * Back to the previous state (SPEC 3.4 previousState); answers stay. No-op on the first state, and on a final
 * state outside preview: a sent feedback is not reopened.
 */
export function goBack(runtime: FlowRuntime): FlowRuntime {
  if (runtime.flow.states[runtime.visit.state]!.isFinal && !runtime.preview) return runtime;
  return runtime.visit.previous ? { ...runtime, visit: runtime.visit.previous } : runtime;
}
