import type { AnswerKind } from '../engine/answer-value';
import type { QuestionModel } from '../engine/question-model';

/**
 * A question style: one folder in plugins/, one object. The pure part (answer kind, emptiness, validation,
 * response items, customer mapping) is what the engine, the server and the fixture runner use; the screen
 * part is added by the flow screens and is loaded lazily, one chunk per style.
 */
export type QuestionPlugin<K extends AnswerKind = AnswerKind> = QuestionModel<K>;

/** Types a plugin object; it does nothing else, so a plugin stays plain data plus functions. */
export function definePlugin<K extends AnswerKind>(plugin: QuestionPlugin<K>): QuestionPlugin<K> {
  return plugin;
}

export type { AnswerByKind, AnswerKind, FileAnswer, PhoneAnswer } from '../engine/answer-value';
export { message, MESSAGE, type ValidationMessage } from '../engine/messages';
export { lengthLimit, numberLimit, rangeLimit, selectionLimit } from '../engine/answer-kinds';
