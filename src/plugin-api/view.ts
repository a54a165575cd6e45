import type { ComponentType } from 'react';
import type { FlowOption, FlowQuestion } from '../types/schemas';
import type { AnswerByKind, AnswerKind } from '../engine/answer-value';

/** Calls a question view may make to the server, provided by the flow screen (SPEC 4.5, 7). */
export interface QuestionServices {
  /** POST /v2/storage/direct_uploads; progress in whole percent; abort to cancel. */
  upload(file: File, onProgress: (percent: number) => void, signal: AbortSignal): Promise<{ url: string; id: string }>;
  /** POST /v1/customers/send_verification_token; resolves the verification id. */
  sendVerificationCode(address: string, questionId: string): Promise<string>;
  /** POST /v1/customers/verify; resolves true when the code is right, false when it is wrong. */
  verifyCode(verificationId: string, code: string): Promise<boolean>;
  /** POST /v1/flows/{id}/requests: answers that fill other questions (SPEC 7 dynamic requests). */
  dynamicRequest(questionId: string, answer: unknown): Promise<void>;
  /** The node's country code (ISO 3166 alpha-2), the default region for phone numbers. */
  countryCode: string | undefined;
}

/** What the flow screen gives every question view. The screen draws the title, description and error. */
export interface QuestionViewProps<K extends AnswerKind = AnswerKind> {
  question: FlowQuestion;
  value: AnswerByKind[K] | null;
  /** Gives the new answer; null clears it. */
  onChange(value: AnswerByKind[K] | null): void;
  /** The visible options in display order (triggers may hide some). */
  options: readonly FlowOption[];
  /** The flow language code, for localise(). */
  language: string;
  /**
   * Element ids the view wires for assistive technology: `input` goes on the control (or group), which is
   * labelled by `label` and described by `description` and `error` (the screen renders those three).
   */
  ids: { input: string; label: string; description: string; error: string };
  invalid: boolean;
  required: boolean;
  services: QuestionServices;
  /**
   * Choosing an answer may move the respondent to the next state by itself (a state without buttons, SPEC 4.3).
   * Views of instant styles then let arrow keys move focus without choosing; Space, Enter or a click chooses
   * (WCAG 3.2.2), as src/plugin-api/ui/choice-keys.ts helps with. Absent means false.
   */
  choosingMovesOn?: boolean;
}

export type QuestionView<K extends AnswerKind = AnswerKind> = ComponentType<QuestionViewProps<K>>;

/**
 * How the screen labels the view: `control` with <label for=input> (one input), `group` with a fieldset whose
 * legend is the question text (radios, checkboxes, grids).
 */
export type Labelling = 'control' | 'group';
