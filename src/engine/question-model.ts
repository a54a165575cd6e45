import type { FlowQuestion, ResponseItem } from '../types/schemas';
import type { AnswerByKind, AnswerKind } from './answer-value';
import type { ValidationMessage } from './messages';

/** Customer fields a question style can fill (SPEC 5 "Customer mapping from question styles"). */
type CustomerField = 'email' | 'name' | 'phone_number' | 'gender' | 'birth_year' | 'external_id' | 'schema';

// Methods, not function-typed properties: a plugin typed for one answer kind must fit the registry's
// any-kind list, which method parameters (checked bivariantly) allow.
/**
 * The pure half of a question-style plugin: what its answer is and how it is judged. The engine receives these
 * by style name; the screen half (the React view) is added by the plugin registry and never seen here.
 */
export interface QuestionModel<K extends AnswerKind = AnswerKind> {
  style: string;
  answer: K;
  /** Style-specific checks, run after the kind's own limits when the answer is not empty. */
  validate?(value: AnswerByKind[K], question: FlowQuestion): ValidationMessage | null;
  /** Overrides the kind's emptiness (e.g. an agreement is empty until accepted). */
  isEmpty?(value: AnswerByKind[K], question: FlowQuestion): boolean;
  /** How many values a complete answer has (SPEC 4.3 "fewer values than an expected option count"). */
  expectedCount?(question: FlowQuestion, visibleOptionIds: readonly string[]): number | undefined;
  /** Overrides the kind's response items. */
  toResponses?(value: AnswerByKind[K], question: FlowQuestion): ResponseItem[];
  customerField?: CustomerField;
  /** False for styles left out of partial saves (SPEC 4.3: dynamic multiple choice and value). */
  partialSave?: boolean;
  /** At most one option unless the question sets isMultiSelect (radio, dropdown, ...). */
  singleChoice?: boolean;
  /** Options come from a dynamic request, not the flow: chosen ids are not checked against the flow's options. */
  dynamicOptions?: boolean;
  /** One click or tap gives the whole answer: the state may move on by itself, the screen scrolls on (SPEC 2.2, 4.3). */
  answersInstantly?: boolean;
}

/** Styles by name, as the engine receives them. */
export type QuestionModels = Readonly<Record<string, QuestionModel>>;
