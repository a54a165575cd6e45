import { describe, expect, it } from 'vitest';
import type { Flow, FlowElement, FlowQuestion } from '../types/schemas';
import type { AnswerValue } from './answer-value';
import { MESSAGE } from './messages';
import { blockingReasons, canProceed } from './navigation';
import type { FlowRuntime } from './runtime';
import { answer, answerOf, begin, makeFlow, nextButton, options, page, question } from '../../tests/support/test-flows';
import { isAnswerEmpty, validateAnswer } from './validation';

function single(style: string, fields: Partial<FlowQuestion> = {}, button: FlowElement = nextButton()): Flow {
  return makeFlow([page('start', [question('q', style, fields), button])]);
}

/** The message keys that hold the respondent on the page, as a button press would see them. */
const reasons = (runtime: FlowRuntime, requireAnswer = false) => blockingReasons(runtime, requireAnswer).map((r) => r.message.key);
const compiled = (runtime: FlowRuntime) => runtime.flow.questionElementOf('q')!.question!;

describe('empty answers', () => {
  // SPEC 5: "Required question: empty, null or empty-list answer gives a required error".
  it.each<[string, AnswerValue]>([
    ['text', ''],
    ['text', '   '],
    ['checklist', []],
    ['ranking', []],
    ['matrix', {}],
    ['matrix', { 's-1': [] }],
    ['agreement', false],
    ['phone_number', { number: ' ', isValid: false }],
  ])('a %s answer of %j counts as empty', (style, value) => {
    const runtime = begin(single(style, { options: options('a'), statements: [{ id: 's-1' }] }));
    expect(isAnswerEmpty(compiled(runtime), value)).toBe(true);
    expect(answerOf(answer(runtime, 'q', value), 'q').value).toBeNull();
  });

  it('does not count a zero, false text or accepted agreement as empty', () => {
    expect(isAnswerEmpty(compiled(begin(single('numeric'))), 0)).toBe(false);
    expect(isAnswerEmpty(compiled(begin(single('text'))), 'false')).toBe(false);
    expect(isAnswerEmpty(compiled(begin(single('agreement'))), true)).toBe(false);
  });

  it('blocks a required question until it is answered', () => {
    const runtime = begin(single('text', { isRequired: true }));
    expect(reasons(runtime)).toEqual([MESSAGE.required]);
    expect(reasons(answer(runtime, 'q', '  '))).toEqual([MESSAGE.required]);
    expect(reasons(answer(runtime, 'q', 'fine'))).toEqual([]);
  });

  it('lets an optional question stay empty unless the move requires an answer', () => {
    // SPEC 4.4: "A non-required unanswered question blocks only when the move requires an answer".
    const runtime = begin(single('text'));
    expect(reasons(runtime)).toEqual([]);
    expect(reasons(runtime, true)).toEqual([MESSAGE.unanswered]);
  });
});

describe('expected counts', () => {
  // SPEC 4.3: "An answer counts as missing-required if empty, or if it has fewer values than an expected option count."
  it('asks a required ranking for every visible option', () => {
    const runtime = begin(single('ranking', { isRequired: true, options: options('a', 'b', 'c') }));
    expect(reasons(answer(runtime, 'q', ['o-a', 'o-b']))).toEqual([MESSAGE.required]);
    expect(reasons(answer(runtime, 'q', ['o-c', 'o-a', 'o-b']))).toEqual([]);
  });

  it('does not count hidden options in a ranking\'s expected count', () => {
    const runtime = begin(single('ranking', { isRequired: true, options: [...options('a', 'b'), { id: 'o-c', isVisible: false }] }));
    expect(reasons(answer(runtime, 'q', ['o-b', 'o-a']))).toEqual([]);
  });

  it('lets an optional partial ranking pass a plain button but not one that requires answers', () => {
    const runtime = answer(begin(single('ranking', { options: options('a', 'b', 'c') })), 'q', ['o-a']);
    expect(reasons(runtime)).toEqual([]);
    expect(reasons(runtime, true)).toEqual([MESSAGE.unanswered]);
  });

  it('asks a required matrix for an answer in every statement', () => {
    // SPEC 5: "Required matrix: every statement needs an answer".
    const runtime = begin(single('matrix', { isRequired: true, statements: [{ id: 's-1' }, { id: 's-2' }], options: options('y', 'n') }));
    expect(reasons(answer(runtime, 'q', { 's-1': ['o-y'] }))).toEqual([MESSAGE.required]);
    expect(reasons(answer(runtime, 'q', { 's-1': ['o-y'], 's-2': [] }))).toEqual([MESSAGE.required]);
    expect(reasons(answer(runtime, 'q', { 's-1': ['o-y'], 's-2': ['o-n'] }))).toEqual([]);
  });

  it('asks a required maxdiff for at least 2 answers, not for every statement', () => {
    // SPEC 4.4: "maxdiff has at least 2 answers".
    const runtime = begin(single('matrix', {
      isRequired: true,
      extra: { matrix_question_type: 'maxdiff' },
      statements: [{ id: 's-1' }, { id: 's-2' }, { id: 's-3' }],
      options: options('best', 'worst'),
    }));
    expect(reasons(answer(runtime, 'q', { 's-1': ['o-best'] }))).toEqual([MESSAGE.unanswered]);
    expect(reasons(answer(runtime, 'q', { 's-1': ['o-best'], 's-3': ['o-worst'] }))).toEqual([]);
  });
});

describe('selection counts', () => {
  const checklist = (fields: Partial<FlowQuestion>) => begin(single('checklist', { isMultiSelect: true, options: options('a', 'b', 'c', 'd'), ...fields }));

  it('blocks a multi-select below minSelectionCount, even when optional', () => {
    // SPEC 5: "Multi-select below minSelectionCount blocks moving on."
    const runtime = answer(checklist({ minSelectionCount: 2 }), 'q', ['o-a']);
    expect(reasons(runtime)).toEqual([MESSAGE.selectionAtLeast]);
    expect(blockingReasons(runtime, false)[0]?.message.params).toEqual({ min: 2 });
    expect(reasons(answer(runtime, 'q', ['o-a', 'o-b']))).toEqual([]);
  });

  it('blocks a multi-select above maxSelectionCount', () => {
    // Issue #16: only a maximum set says "at most 2", not "minimum 0 or maximum 2".
    const runtime = answer(checklist({ maxSelectionCount: 2 }), 'q', ['o-a', 'o-b', 'o-c']);
    expect(answerOf(runtime, 'q')).toMatchObject({ isValid: false, error: { key: MESSAGE.selectionAtMost, params: { max: 2 } } });
    expect(reasons(runtime)).toEqual([MESSAGE.selectionAtMost]);
  });

  it('names both limits when both are set', () => {
    const runtime = answer(checklist({ minSelectionCount: 2, maxSelectionCount: 3 }), 'q', ['o-a']);
    expect(answerOf(runtime, 'q').error ?? blockingReasons(runtime, false)[0]?.message).toEqual({ key: MESSAGE.selectionCount, params: { min: 2, max: 3 } });
  });

  it('leaves an empty multi-select to the required check', () => {
    expect(reasons(checklist({ minSelectionCount: 2 }))).toEqual([]);
    expect(reasons(checklist({ minSelectionCount: 2, isRequired: true }))).toEqual([MESSAGE.required]);
  });
});

describe('requireAnswer on a button', () => {
  it('makes an optional question block the next button', () => {
    const plain = begin(single('text'));
    const strict = begin(single('text', {}, nextButton('next', { requireAnswer: true })));
    expect(canProceed(plain)).toBe(true);
    expect(canProceed(strict)).toBe(false);
    expect(canProceed(answer(strict, 'q', 'something'))).toBe(true);
  });

  it('does nothing while the button is hidden', () => {
    const runtime = begin(single('text', {}, nextButton('next', { requireAnswer: true, isVisible: false })));
    expect(canProceed(runtime, 'button')).toBe(true);
  });
});

describe('answer limits', () => {
  it('holds text within its length limits', () => {
    // SPEC 5: "Text length between min and max characters, at least min, or at most max."
    const both = begin(single('text', { minResponseLength: 3, maxResponseLength: 5 }));
    expect(answerOf(answer(both, 'q', 'ab'), 'q').error).toEqual({ key: MESSAGE.lengthBetween, params: { min: 3, max: 5 } });
    expect(answerOf(answer(both, 'q', 'abcdef'), 'q').error?.key).toBe(MESSAGE.lengthBetween);
    expect(answerOf(answer(both, 'q', ' abc '), 'q').error).toBeNull();
    expect(answerOf(answer(begin(single('text', { minResponseLength: 3 })), 'q', 'ab'), 'q').error).toEqual({ key: MESSAGE.lengthAtLeast, params: { min: 3 } });
    expect(answerOf(answer(begin(single('textarea', { maxResponseLength: 2 })), 'q', 'abc'), 'q').error).toEqual({ key: MESSAGE.lengthAtMost, params: { max: 2 } });
  });

  it('holds numbers within lowerlimit and upperlimit', () => {
    // SPEC 5: "Number between lower and upper limit, at least the lower limit, or at most the upper limit."
    const both = begin(single('numeric', { lowerlimit: 1, upperlimit: 10 }));
    expect(answerOf(answer(both, 'q', 11), 'q').error).toEqual({ key: MESSAGE.numberBetween, params: { lower: 1, upper: 10 } });
    expect(answerOf(answer(both, 'q', 10), 'q').error).toBeNull();
    expect(answerOf(answer(begin(single('numeric', { lowerlimit: 1 })), 'q', 0), 'q').error?.key).toBe(MESSAGE.numberAtLeast);
    expect(answerOf(answer(begin(single('numeric', { upperlimit: 1 })), 'q', 2), 'q').error?.key).toBe(MESSAGE.numberAtMost);
  });

  it('holds stars between 1 and 5 unless min and max say otherwise', () => {
    // SPEC 5: "Range: Enter a value between min and max."
    const stars = begin(single('star'));
    expect(answerOf(answer(stars, 'q', 0), 'q').error).toEqual({ key: MESSAGE.range, params: { min: 1, max: 5 } });
    expect(answerOf(answer(stars, 'q', 5), 'q').isValid).toBe(true);
    expect(answerOf(answer(begin(single('star', { max: 10 })), 'q', 7), 'q').isValid).toBe(true);
  });

  it('checks an email against the SPEC 5 pattern', () => {
    const runtime = begin(single('email'));
    expect(answerOf(answer(runtime, 'q', 'not-an-email'), 'q').error?.key).toBe(MESSAGE.email);
    expect(answerOf(answer(runtime, 'q', 'ada@example.com'), 'q').error).toBeNull();
  });

  it('blocks a move with an invalid answer even when the question is optional', () => {
    const runtime = answer(begin(single('numeric', { upperlimit: 3 })), 'q', 4);
    expect(reasons(runtime)).toEqual([MESSAGE.numberAtMost]);
  });

  it('gives no error for an empty answer: that is the required check\'s business', () => {
    expect(validateAnswer(compiled(begin(single('email'))), '')).toBeNull();
    expect(validateAnswer(compiled(begin(single('email'))), null)).toBeNull();
  });

  it('does not let a hidden question block', () => {
    const runtime = begin(makeFlow([page('start', [question('q', 'text', { isRequired: true }, { isVisible: false }), nextButton()])]));
    expect(reasons(runtime, true)).toEqual([]);
  });
});
