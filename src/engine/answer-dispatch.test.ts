import { describe, expect, it } from 'vitest';
import { dispatchAnswer } from './answer-dispatch';
import type { AnswerKind } from './answer-value';

// One row per answer kind (a table of look-alike rows needs one test per row): a value of the right shape,
// values of wrong shapes a view or a server could still send, and the reason the refusal gives.
const KINDS: { kind: AnswerKind; right: unknown; wrong: unknown[]; reason: string }[] = [
  { kind: 'text', right: 'Ada', wrong: [42, ['Ada'], { body: 'Ada' }], reason: 'must be a string' },
  { kind: 'number', right: 7, wrong: ['7', Number.NaN, Number.POSITIVE_INFINITY, [7]], reason: 'must be a finite number' },
  { kind: 'boolean', right: false, wrong: ['true', 1, 0], reason: 'must be true or false' },
  { kind: 'choice', right: ['o-a'], wrong: ['o-a', [1], { 0: 'o-a' }], reason: 'must be a list of option ids' },
  { kind: 'ranking', right: ['o-b', 'o-a'], wrong: ['o-b,o-a', [['o-b']]], reason: 'must be a list of option ids, best first' },
  { kind: 'matrix', right: { 's-1': ['o-y'] }, wrong: [['o-y'], { 's-1': 'o-y' }, 's-1'], reason: 'must be an object of option-id lists by statement id' },
  { kind: 'file', right: { url: 'https://x.test/a.png', blobId: 'b1' }, wrong: ['https://x.test/a.png', { name: 'a.png' }], reason: 'must be an object with the uploaded url' },
  { kind: 'phone', right: { number: '+905551234567', isValid: true }, wrong: ['+905551234567', { number: '+905551234567' }, { number: 5, isValid: true }], reason: 'must be an object with number and isValid' },
  { kind: 'object', right: { email: 'a@b.test' }, wrong: ['a@b.test', ['a@b.test'], 3], reason: 'must be an object of form values' },
];

describe('dispatchAnswer', () => {
  describe.each(KINDS)('a $kind answer', ({ kind, right, wrong, reason }) => {
    it('accepts a value of its shape as the typed answer', () => {
      expect(dispatchAnswer({ answer: kind }, right)).toEqual({ ok: true, answer: right });
    });

    it.each(wrong.map((value) => [value]))('refuses %j with a reason instead of throwing', (value) => {
      expect(dispatchAnswer({ answer: kind }, value)).toEqual({ ok: false, reason });
    });

    it('takes null as clearing the answer', () => {
      expect(dispatchAnswer({ answer: kind }, null)).toEqual({ ok: true, answer: null });
    });

    it('refuses undefined, which no view gives for "no answer"', () => {
      expect(dispatchAnswer({ answer: kind }, undefined)).toEqual({ ok: false, reason });
    });
  });
});
