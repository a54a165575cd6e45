// The shapes an answer can take. A question style (plugin) names one of these kinds; the engine knows how each
// kind is stored, counted, compared and turned into feedback response items, so styles stay small.

/** A file the respondent uploaded (file, screenshot). */
export interface FileAnswer {
  url: string;
  blobId?: string;
  name?: string;
  type?: string;
  size?: number;
}

/** A phone number as the screen parsed it (SPEC 5: validity is carried with the number). */
export interface PhoneAnswer {
  number: string;
  isValid: boolean;
  /** phone_verification: set once the code was sent (SPEC 4.5). */
  verificationId?: string;
  /** phone_verification: the code the respondent typed. */
  token?: string;
  /** phone_verification: true after the server accepted the code, false after it refused it. */
  verified?: boolean;
}

export interface AnswerByKind {
  text: string;
  number: number;
  boolean: boolean;
  /** Chosen option ids; a single-select question holds at most one. */
  choice: string[];
  /** Option ids, best first. */
  ranking: string[];
  /** Chosen option ids by statement id. */
  matrix: Record<string, string[]>;
  file: FileAnswer;
  phone: PhoneAnswer;
  /** A form's values by field name (customer_schema). */
  object: Record<string, unknown>;
}

export type AnswerKind = keyof AnswerByKind;
export type AnswerValue = AnswerByKind[AnswerKind];
