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
  selectionAtLeast: 'validation.selectionAtLeast',
  selectionAtMost: 'validation.selectionAtMost',
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

/**
 * SPEC 5 "Please select minimum or maximum N options", worded for the limits the question sets: a checklist with
 * only maxSelectionCount asks for at most N, not "minimum 0 or maximum N" (issue #16 item 12).
 */
export function selectionMessage(min: number | undefined, max: number | undefined): ValidationMessage {
  if (min !== undefined && max !== undefined) return message(MESSAGE.selectionCount, { min, max });
  return max !== undefined ? message(MESSAGE.selectionAtMost, { max }) : message(MESSAGE.selectionAtLeast, { min: min ?? 0 });
}
