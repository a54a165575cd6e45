import { describe, expect, it } from 'vitest';
import { answerKindOf, conditionsFor, valueInputFor } from './rule-conditions';
import { registry } from './test-flow';

describe('conditionsFor', () => {
  it.each([
    ['choice', ['chosen', 'equals', 'not_equals', 'regex']],
    ['ranking', ['chosen', 'equals', 'not_equals', 'regex']],
    ['matrix', ['chosen', 'equals', 'not_equals']],
    ['number', ['equals', 'not_equals', 'regex']],
    ['boolean', ['equals', 'not_equals']],
    ['text', ['equals', 'not_equals', 'contains', 'not_contains', 'regex']],
    ['phone', ['equals', 'not_equals', 'contains', 'not_contains', 'regex']],
    ['file', ['contains', 'not_contains', 'regex']],
    ['object', ['equals', 'not_equals', 'contains', 'not_contains', 'regex']],
  ] as const)('offers a %s answer what the engine can test on it', (kind, expected) => {
    expect(conditionsFor(kind)).toEqual(expected);
  });
  it('offers every condition for a style the registry does not know', () => {
    expect(conditionsFor(answerKindOf({ id: 'q', style: 'hologram' }, registry))).toEqual(['chosen', 'equals', 'not_equals', 'contains', 'not_contains', 'regex', 'matches']);
  });
  it('reads the answer kind from the registry', () => {
    expect(answerKindOf({ id: 'q', style: 'radio' }, registry)).toBe('choice');
    expect(answerKindOf({ id: 'q', style: 'score' }, registry)).toBe('number');
    expect(answerKindOf(undefined, registry)).toBeUndefined();
  });
});

describe('valueInputFor', () => {
  it.each([
    ['choice', 'chosen', 'options'],
    ['choice', 'equals', 'option'],
    ['ranking', 'not_equals', 'option'],
    ['choice', 'regex', 'text'],
    ['boolean', 'equals', 'boolean'],
    ['number', 'equals', 'number'],
    ['number', 'regex', 'text'],
    ['text', 'contains', 'text'],
    [undefined, 'matches', 'text'],
  ] as const)('a %s answer tested with %s takes its value as %s', (kind, condition, input) => {
    expect(valueInputFor(kind, condition)).toBe(input);
  });
});
