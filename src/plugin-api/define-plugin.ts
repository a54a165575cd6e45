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
  /** How the console's flow editor offers and edits this style (issue #18); pure data, so no view loads for it. */
  editor?: PluginEditorDescription;
}

/**
 * What the flow editor needs of a style: its name and icon in the palette, and the form of its question's own
 * fields. A plugin without it is still editable, through the generic question form of flow.schema.json.
 */
export interface PluginEditorDescription {
  /** The palette's name for the style, in English; the console translates it under `plugins.<style>` when it can. */
  title: string;
  /** One SVG path on a 24×24 viewBox, drawn with a currentColor stroke: the style's palette icon. */
  icon: string;
  /**
   * JSON Schema (draft-07) of the question fields this style uses, each one a field of flow.schema.json's
   * `question` with the same type or narrower (a test checks every plugin's against it), rendered by @rjsf/core.
   * `{ type: 'object', properties: {...} }`, built from src/plugin-api/editor-fields.ts; checked by
   * `editorDescriptionProblems` (editor-description-check.ts); a new question starts from `settingsDefaults`.
   *
   * Only the style's own fields: those every question has (id, key, style, body, description, isRequired,
   * hidePersonalData, bindingModel) are the editor's common form, never declared here (the check refuses them).
   * The editor gives the form those properties of the question and merges what it returns back into it.
   *
   * Shapes the schemas already hold are `$ref`s to schemas/ files by their `$id`, as flow.schema.json writes them:
   * `common.schema.json#/definitions/localisedText` (text by language code), `common.schema.json#/definitions/id`,
   * `flow.schema.json#/definitions/option/properties/key`. rjsf resolves only refs inside the form's own schema,
   * so the editor inlines these from src/schema/schemas.ts before rendering, and draws its translated-text widget
   * (one field per flow language) wherever a field is a localisedText ref; `title` and `description` beside a
   * `$ref` are the field's label and help.
   */
  settingsSchema: Readonly<Record<string, unknown>>;
  /** @rjsf/core's uiSchema for that form: order (`ui:order`), widgets, enum labels (`ui:enumNames`). */
  uiSchema?: Readonly<Record<string, unknown>>;
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
