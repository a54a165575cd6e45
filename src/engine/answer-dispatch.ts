import { describeAnswerKind, hasAnswerShape } from './answer-kinds';
import type { AnswerByKind, AnswerKind } from './answer-value';
import type { QuestionModel } from './question-model';

/** An answer checked against its style's answer kind: typed for that kind, or refused with a reason for people. */
export type DispatchedAnswer<K extends AnswerKind = AnswerKind> =
  | { ok: true; answer: AnswerByKind[K] | null }
  | { ok: false; reason: string };

/**
 * The one place an answer from outside the type system (a plugin view, a dynamic request's server data, a saved
 * draft) becomes an answer of its style's kind. Null clears the answer and fits every kind. A wrong shape is a
 * value, not an exception, so whoever passed it can show and report it rather than lose it.
 */
export function dispatchAnswer<K extends AnswerKind>(plugin: Pick<QuestionModel<K>, 'answer'>, value: unknown): DispatchedAnswer<K> {
  if (value === null) return { ok: true, answer: null };
  if (hasAnswerShape(plugin.answer, value)) return { ok: true, answer: value };
  return { ok: false, reason: `must be ${describeAnswerKind(plugin.answer)}` };
}
