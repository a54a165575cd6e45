import { MIN_MAXDIFF_ANSWERS } from '../lib/constants';
import type { AnswerValue } from './answer-value';
import { kindOf } from './answer-kinds';
import type { CompiledQuestion } from './compiled-flow';
import { message, MESSAGE, selectionMessage, type ValidationMessage } from './messages';
import type { ElementState } from './runtime';

/** SPEC 5: "empty, null or empty-list answer". Styles may add their own notion (an agreement not accepted). */
export function isAnswerEmpty(question: CompiledQuestion, value: AnswerValue | null): boolean {
  if (value === null) return true;
  const { model } = question;
  return kindOf(model.answer).isEmpty(value) || (model.isEmpty?.(value, question.source) ?? false);
}

export function answerCount(question: CompiledQuestion, value: AnswerValue | null): number {
  return value === null || isAnswerEmpty(question, value) ? 0 : kindOf(question.model.answer).count(value);
}

/** The error an answer carries while it stays as it is: the kind's limits first, then the style's own checks. */
export function validateAnswer(question: CompiledQuestion, value: AnswerValue | null): ValidationMessage | null {
  if (value === null || isAnswerEmpty(question, value)) return null;
  return kindOf(question.model.answer).limits(value, question.source) ?? question.model.validate?.(value, question.source) ?? null;
}

export function visibleOptionIds(question: CompiledQuestion, state: ElementState): readonly string[] {
  const hidden = state.hiddenOptions ?? [];
  return hidden.length === 0 ? question.optionIds : question.optionIds.filter((id) => !hidden.includes(id));
}

/**
 * Why a question holds a respondent back from moving on, or null (SPEC 4.4, 5). `requireAnswer` is set for
 * moves that need every visible question answered: automatic moves, and buttons configured to require answers.
 */
export function blockingReason(question: CompiledQuestion, state: ElementState, requireAnswer: boolean): ValidationMessage | null {
  const answer = state.answer;
  const value = answer?.value ?? null;
  if (answer?.error) return answer.error;
  const { source, model } = question;
  const count = answerCount(question, value);
  if (count === 0) {
    if (source.isRequired) return message(MESSAGE.required);
    return requireAnswer ? message(MESSAGE.unanswered) : null;
  }
  // SPEC 5: "Multi-select below minSelectionCount blocks moving on."
  if (source.isMultiSelect && source.minSelectionCount !== undefined && count < source.minSelectionCount) {
    return selectionMessage(source.minSelectionCount, source.maxSelectionCount);
  }
  // SPEC 5 "Required matrix: ... maxdiff needs at least 2": an optional maxdiff may be left partly answered.
  if (source.extra?.matrix_question_type === 'maxdiff' && count < MIN_MAXDIFF_ANSWERS && (source.isRequired || requireAnswer)) return message(MESSAGE.unanswered);
  // SPEC 4.3: fewer values than an expected option count is missing-required (ranking all options, matrix all rows).
  const expected = model.expectedCount?.(source, visibleOptionIds(question, state));
  if (expected !== undefined && count < expected && (source.isRequired || requireAnswer)) {
    return message(source.isRequired ? MESSAGE.required : MESSAGE.unanswered);
  }
  return null;
}
