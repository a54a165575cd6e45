// Validation results are i18n keys with parameters, never English text: the screens translate them
// (SPEC 5 "User messages"). The English wording lives in the locale files.

export const MESSAGE = {
  required: 'validation.required',
  unanswered: 'validation.unanswered',
  atLeastOne: 'validation.atLeastOne',
  email: 'validation.email',
  phone: 'validation.phone',
  generic: 'validation.generic',
  file: 'validation.file',
  selectionCount: 'validation.selectionCount',
  numberBetween: 'validation.numberBetween',
  numberAtLeast: 'validation.numberAtLeast',
  numberAtMost: 'validation.numberAtMost',
  lengthBetween: 'validation.lengthBetween',
  lengthAtLeast: 'validation.lengthAtLeast',
  lengthAtMost: 'validation.lengthAtMost',
  range: 'validation.range',
  smsCode: 'validation.smsCode',
  signature: 'validation.signature',
} as const;

export type MessageKey = (typeof MESSAGE)[keyof typeof MESSAGE];

export interface ValidationMessage {
  key: MessageKey;
  params?: Record<string, number | string>;
}

export function message(key: MessageKey, params?: Record<string, number | string>): ValidationMessage {
  return params ? { key, params } : { key };
}
