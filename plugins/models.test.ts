import { describe, expect, it } from 'vitest';
import { compileFlow, isAnswerEmpty, validateAnswer, type AnswerValue } from '../src/engine';
import type { FlowQuestion } from '../src/types/schemas';
import { plugins } from './index';

const options = [{ id: 'a', key: 'a' }, { id: 'b', key: 'b' }];

/** Per style: a question, a valid answer, an invalid one with its message (or null), and an empty one. */
const CASES: Record<string, { question?: Partial<FlowQuestion>; valid: unknown; invalid?: [unknown, string]; empty: unknown }> = {
  age: { valid: 34, invalid: [34.5, 'validation.generic'], empty: null },
  agreement: { valid: true, empty: false },
  checklist: { question: { options, minSelectionCount: 2, isMultiSelect: true }, valid: ['a', 'b'], invalid: [['a'], 'validation.selectionAtLeast'], empty: [] },
  custom_score: { question: { options }, valid: ['a'], empty: [] },
  customer_schema: { valid: { city: 'Izmir' }, empty: { city: '' } },
  datepicker: { valid: '2026-02-28', invalid: ['2026-02-30', 'validation.generic'], empty: '' },
  dropdown: { question: { options }, valid: ['b'], empty: [] },
  dynamic_multiple_choice: { valid: ['anything'], empty: [] },
  dynamic_multiple_value: { valid: ['v1', 'v2'], empty: [] },
  dynamic_request: { valid: 'A-42', empty: '  ' },
  email: { valid: 'ada@example.com', invalid: ['ada@', 'validation.email'], empty: '' },
  external_id: { valid: 'u-1', empty: '' },
  file: { valid: { url: '/uploads/x.pdf', type: 'application/pdf' }, invalid: [{ url: '/uploads/x.exe' }, 'validation.file'], empty: { url: '' } },
  gender: { question: { options }, valid: ['a'], empty: [] },
  matrix: { question: { options, statements: [{ id: 's1' }] }, valid: { s1: ['a'] }, empty: { s1: [] } },
  naming: { valid: 'Ada', question: { maxResponseLength: 3 }, invalid: ['Adalet', 'validation.lengthAtMost'], empty: '' },
  numeric: { question: { lowerlimit: 1, upperlimit: 9 }, valid: 5, invalid: [10, 'validation.numberBetween'], empty: null },
  phone_number: { valid: { number: '+905551234567', isValid: true }, invalid: [{ number: '123', isValid: false }, 'validation.phone'], empty: { number: '', isValid: false } },
  phone_verification: { valid: { number: '+905551234567', isValid: true, verificationId: 'v', token: '123456', verified: true }, invalid: [{ number: '+905551234567', isValid: true, verificationId: 'v', token: '1', verified: false }, 'validation.smsCode'], empty: { number: '', isValid: false } },
  plain: { valid: 'x', empty: '' },
  ces: { valid: 7, invalid: [8, 'validation.range'], empty: null },
  radio: { question: { options }, valid: ['a'], empty: [] },
  random: { question: { options }, valid: ['b'], empty: [] },
  ranking: { question: { options }, valid: ['b', 'a'], empty: [] },
  score: { valid: 0, invalid: [11, 'validation.range'], empty: null },
  screenshot: { valid: { url: '/uploads/s.png', type: 'image/png' }, invalid: [{ url: '/uploads/s.pdf' }, 'validation.file'], empty: { url: '' } },
  slider: { question: { min: 0, max: 10 }, valid: 3, invalid: [12, 'validation.range'], empty: null },
  star: { valid: 5, invalid: [6, 'validation.range'], empty: null },
  text: { question: { minResponseLength: 2 }, valid: 'ok', invalid: ['a', 'validation.lengthAtLeast'], empty: ' ' },
  textarea: { valid: 'long\ntext', empty: '' },
};

function questionFor(style: string) {
  const source: FlowQuestion = { id: 'q', style, ...CASES[style]!.question };
  const flow = compileFlow({ id: 'f', languages: [{ id: 1, code: 'en' }], states: [{ id: 's', elements: [{ id: 'e', type: 'question', question: source }] }] }, plugins);
  return flow.element(0).question!;
}

describe('every registered style has a case here', () => {
  it('covers the registry', () => {
    expect(Object.keys(CASES).sort()).toEqual(Object.keys(plugins).sort());
  });
});

describe.each(Object.keys(CASES))('%s plugin model', (style) => {
  const { valid, invalid, empty } = CASES[style]!;
  const question = questionFor(style);

  it('accepts a valid answer', () => {
    expect(isAnswerEmpty(question, valid as AnswerValue)).toBe(false);
    expect(validateAnswer(question, valid as AnswerValue)).toBeNull();
  });

  it('counts its empty answer as unanswered', () => {
    expect(isAnswerEmpty(question, empty as AnswerValue | null)).toBe(true);
  });

  it.runIf(invalid !== undefined)('explains an invalid answer with its SPEC 5 message', () => {
    expect(validateAnswer(question, invalid![0] as AnswerValue)?.key).toBe(invalid![1]);
  });
});
