import type { AnswerKind } from '../engine/answer-value';
import type { QuestionModel } from '../engine/question-model';
import type { Labelling, QuestionView } from './view';

/**
 * A question style: one folder in plugins/, one object. The pure part (answer kind, emptiness, validation,
 * response items, customer mapping) is what the engine, the server and the fixture runner use; the view is
 * loaded lazily, one chunk per style, and only in the browser.
 */
export interface QuestionPlugin<K extends AnswerKind = AnswerKind> extends QuestionModel<K> {
  /** `() => import('./View')`: the React component that takes the answer. */
  view?: () => Promise<{ default: QuestionView<K> }>;
  /** How the flow screen labels the view (default: control). */
  labelling?: Labelling;
  /** SPEC 2.2: lists of more than 10 options are not displayed for this style (a message says so instead). */
  limitsOptions?: boolean;
}

/** Types a plugin object; it does nothing else, so a plugin stays plain data plus functions. */
export function definePlugin<K extends AnswerKind>(plugin: QuestionPlugin<K>): QuestionPlugin<K> {
  return plugin;
}

export type { QuestionServices, QuestionViewProps, QuestionView, Labelling } from './view';
export type { AnswerByKind, AnswerKind, FileAnswer, PhoneAnswer } from '../engine/answer-value';
export { message, MESSAGE, type ValidationMessage } from '../engine/messages';
export { lengthLimit, numberLimit, rangeLimit, selectionLimit } from '../engine/answer-kinds';

/**
 * A plugin of any answer kind, as the registry holds them: one of QuestionPlugin<'text'>, QuestionPlugin<'number'>,
 * ... (a view typed for one kind is not a view for all). Its `answer` says which, and dispatchAnswer checks an
 * answer against it before the engine takes it.
 */
export type AnyQuestionPlugin = { [K in AnswerKind]: QuestionPlugin<K> }[AnswerKind];
