import { describe, expect, it } from 'vitest';
import type { Flow, FlowState } from '../types/schemas';
import { answerMany, answerQuestion } from './answer';
import type { AnswerValue } from './answer-value';
import { answer, answerOf, begin, isVisible, label, makeFlow, NOW, nextButton, options, page, question, thanks } from '../../tests/support/test-flows';

const flow = makeFlow([
  page('start', [
    question('name', 'text', { key: 'full_name' }),
    question('count', 'numeric'),
    question('pick', 'radio', { options: options('a', 'b') }, { triggers: [{ key: 'a', action: 'show', targetIds: ['note'] }] }),
    question('grid', 'matrix', { statements: [{ id: 's-1' }], options: options('y') }),
    question('file', 'file'),
    label('note', 'shown for a', { isVisible: false }),
    nextButton(),
  ]),
  thanks(),
]);

describe('answerQuestion', () => {
  it('stores the answer with its validity and leaves the runtime it was given untouched', () => {
    const before = begin(flow);
    const after = answer(before, 'name', 'Ada');
    expect(answerOf(after, 'name')).toEqual({ value: 'Ada', isValid: true, error: null, hasRequiredError: false });
    expect(answerOf(before, 'name').value).toBeNull();
  });

  it('finds a question by its key as well as its id', () => {
    expect(answerOf(answer(begin(flow), 'full_name', 'Ada'), 'name').value).toBe('Ada');
  });

  it('records the time of the first answer once', () => {
    // SPEC 4.3: "The time of the first answer is recorded."
    const first = answer(begin(flow), 'name', 'Ada', NOW + 1000);
    expect(first.firstResponseTime).toBe(NOW + 1000);
    const second = answer(first, 'count', 3, NOW + 9000);
    expect(second.firstResponseTime).toBe(NOW + 1000);
    expect(begin(flow).firstResponseTime).toBeNull();
  });

  it('clears an answer given null and undoes its triggers', () => {
    const answered = answer(begin(flow), 'pick', ['o-a']);
    expect(isVisible(answered, 'note')).toBe(true);
    const cleared = answer(answered, 'pick', null);
    expect(answerOf(cleared, 'pick')).toMatchObject({ value: null, isValid: true, error: null });
    expect(isVisible(cleared, 'note')).toBe(false);
  });

  it('clears an invalid answer back to valid', () => {
    const invalid = answer(begin(makeFlow([page('start', [question('n', 'numeric', { upperlimit: 3 }), nextButton()])])), 'n', 9);
    expect(answerOf(invalid, 'n').isValid).toBe(false);
    expect(answerOf(answer(invalid, 'n', null), 'n')).toMatchObject({ value: null, isValid: true, error: null });
  });

  it.each([
    ['name', 42, 'The answer to "name" (text) must be a string'],
    ['count', '3', 'The answer to "count" (numeric) must be a finite number'],
    ['count', Number.NaN, 'The answer to "count" (numeric) must be a finite number'],
    ['count', Number.POSITIVE_INFINITY, 'The answer to "count" (numeric) must be a finite number'],
    ['pick', 'o-a', 'The answer to "pick" (radio) must be a list of option ids'],
    ['pick', [1], 'The answer to "pick" (radio) must be a list of option ids'],
    ['grid', ['o-y'], 'The answer to "grid" (matrix) must be an object of option-id lists by statement id'],
    ['grid', { 's-1': 'o-y' }, 'The answer to "grid" (matrix) must be an object of option-id lists by statement id'],
    ['file', 'https://x.test/a.png', 'The answer to "file" (file) must be an object with the uploaded url'],
  ])('throws a TypeError naming the question and the shape when %s gets %j', (id, value, text) => {
    const call = () => answerQuestion(begin(flow), id, value as unknown as AnswerValue, NOW);
    expect(call).toThrow(TypeError);
    expect(call).toThrow(text);
  });

  it.each([
    ['pick', ['o-z'], 'The answer to "pick" (radio) has no option "o-z"'],
    ['pick', ['o-a', 'o-b'], 'The answer to "pick" (radio) takes one option'],
    ['many', ['o-a', 'o-a'], 'The answer to "many" (checklist) lists an option twice'],
    ['many', ['o-secret'], 'The answer to "many" (checklist) cannot be answered with the hidden option "o-secret"'],
    ['grid', { 's-9': ['o-y'] }, 'The answer to "grid" (matrix) has no statement "s-9"'],
    ['grid', { 's-1': ['o-z'] }, 'The answer to "grid" (matrix) has no option "o-z" in statement "s-1"'],
  ])('throws a TypeError when %s gets %j, an answer its question cannot take', (id, value, text) => {
    const runtime = begin(makeFlow([page('start', [
      question('pick', 'radio', { options: options('a', 'b') }),
      question('many', 'checklist', { options: [...options('a'), { id: 'o-secret', isVisible: false }] }),
      question('grid', 'matrix', { statements: [{ id: 's-1' }], options: options('y') }),
      nextButton(),
    ])]));
    const call = () => answerQuestion(runtime, id, value as AnswerValue, NOW);
    expect(call).toThrow(TypeError);
    expect(call).toThrow(text);
  });

  it('lets a multi-select radio take several options, and dynamic options any id', () => {
    const runtime = begin(makeFlow([page('start', [
      question('pick', 'radio', { isMultiSelect: true, options: options('a', 'b') }),
      question('dyn', 'dynamic_multiple_choice'),
      nextButton(),
    ])]));
    expect(answerOf(answer(runtime, 'pick', ['o-a', 'o-b']), 'pick').value).toEqual(['o-a', 'o-b']);
    expect(answerOf(answer(runtime, 'dyn', ['from-the-server']), 'dyn').value).toEqual(['from-the-server']);
  });

  it('throws for a question the flow does not have', () => {
    expect(() => answerQuestion(begin(flow), 'nope', 'x', NOW)).toThrow('Unknown question "nope"');
  });
});

describe('autoMoveDue', () => {
  // SPEC 4.3: "If no visible button element exists on the state, an automatic move to the next state is requested."
  const buttonless = (style: string, extra = {}): Flow =>
    makeFlow([page('start', [question('q', style, extra)], { nextStateId: 'thanks' }), thanks()]);

  it.each([
    ['radio', ['o-a']],
    ['dropdown', ['o-a']],
    ['star', 4],
    ['score', 9],
    ['ces', 3],
  ] as const)('is due after a %s answer on a page without a button', (style, value) => {
    expect(answerQuestion(begin(buttonless(style, { options: options('a') })), 'q', value as AnswerValue, NOW).autoMoveDue).toBe(true);
  });

  it.each([
    ['text', 'typing...'],
    ['numeric', 4],
    ['checklist', ['o-a']],
  ] as const)('is not due after a %s answer, which the respondent may still be changing', (style, value) => {
    expect(answerQuestion(begin(buttonless(style, { options: options('a') })), 'q', value as AnswerValue, NOW).autoMoveDue).toBe(false);
  });

  it('is not due when the answer was cleared or is invalid', () => {
    const runtime = begin(buttonless('star'));
    expect(answerQuestion(runtime, 'q', 9, NOW).autoMoveDue).toBe(false);
    expect(answerQuestion(answer(runtime, 'q', 3), 'q', null, NOW).autoMoveDue).toBe(false);
  });

  it('is not due for an answer to a question on another page', () => {
    const twoPages = makeFlow([
      page('start', [label('intro')], { nextStateId: 'later' }),
      page('later', [question('q', 'star')], { nextStateId: 'thanks' }),
      thanks(),
    ]);
    expect(answerQuestion(begin(twoPages), 'q', 4, NOW).autoMoveDue).toBe(false);
  });
});

describe('partialSaveDue', () => {
  // SPEC 4.3: "If allowSavingIncompleteSurvey is on, a partial feedback is saved after each answer, unless responses
  // were preloaded or the final state is reached without a button."
  const states: FlowState[] = [page('start', [question('q', 'text'), question('r', 'radio', { options: options('a') })], { nextStateId: 'thanks' }), thanks()];
  const saving = makeFlow(states, { allowSavingIncompleteSurvey: true });

  it('is due after each answer when the flow allows incomplete surveys', () => {
    expect(answerQuestion(begin(saving), 'q', 'hello', NOW).partialSaveDue).toBe(true);
  });

  it('is not due when the flow does not allow them', () => {
    expect(answerQuestion(begin(makeFlow(states)), 'q', 'hello', NOW).partialSaveDue).toBe(false);
  });

  it('is not due when responses were preloaded', () => {
    const runtime = begin(saving, { preloadedResponses: { r: ['o-a'] } });
    expect(runtime.preloaded).toBe(true);
    expect(answerQuestion(runtime, 'q', 'hello', NOW).partialSaveDue).toBe(false);
  });

  it('is not due in preview', () => {
    expect(answerQuestion(begin(saving, { preview: true }), 'q', 'hello', NOW).partialSaveDue).toBe(false);
  });

  it('is not due when the answer moves the respondent straight into the final state', () => {
    const outcome = answerQuestion(answer(begin(saving), 'q', 'hello'), 'r', ['o-a'], NOW);
    expect(outcome.autoMoveDue).toBe(true);
    expect(outcome.partialSaveDue).toBe(false);
  });
});

describe('answerMany and preloaded responses', () => {
  it('answers each known question in turn and skips unknown ones', () => {
    const runtime = answerMany(begin(flow), { name: 'Ada', pick: ['o-a'], ghost: 'boo' }, NOW);
    expect(answerOf(runtime, 'name').value).toBe('Ada');
    expect(isVisible(runtime, 'note')).toBe(true);
  });

  it('starts the flow with preloaded answers but no first-response time', () => {
    const runtime = begin(flow, { preloadedResponses: { full_name: 'Ada' } });
    expect(answerOf(runtime, 'name').value).toBe('Ada');
    expect(runtime.firstResponseTime).toBeNull();
    expect(runtime.preloaded).toBe(true);
  });

  it('is not preloaded when the preloaded answers are empty', () => {
    expect(begin(flow, { preloadedResponses: {} }).preloaded).toBe(false);
  });
});
