import { describe, expect, it } from 'vitest';
import { compilePattern, OPERATORS } from './operators';

// SPEC 3.4: "rule type (equals, not_equals, contains, not_contains, regex or matches)".
// SPEC 4.4: "Rule operators: equal, contains, not-contains, regex (case-insensitive)".
// The rows look alike, so each has its own tests (STYLE.md: json-rules-engine's lesserThanOrEqualTo slip).

describe('equals', () => {
  it('holds when the answer equals the value, ignoring case and surrounding spaces', () => {
    expect(OPERATORS.equals(['Yes'], 'yes')).toBe(true);
    expect(OPERATORS.equals(['  yes '], 'YES')).toBe(true);
    expect(OPERATORS.equals(['yes please'], 'yes')).toBe(false);
  });

  it('compares numbers numerically, so "5" equals 5.0 and "5.0" equals "05"', () => {
    expect(OPERATORS.equals(['5'], 5.0)).toBe(true);
    expect(OPERATORS.equals(['5.0'], '05')).toBe(true);
    expect(OPERATORS.equals(['-3'], -3)).toBe(true);
    expect(OPERATORS.equals(['5'], 6)).toBe(false);
    expect(OPERATORS.equals(['5 stars'], 5)).toBe(false);
  });

  it('holds when any of several answer texts equals the value (a multiple choice has one per option)', () => {
    expect(OPERATORS.equals(['price', 'o-price', 'speed', 'o-speed'], 'SPEED')).toBe(true);
    expect(OPERATORS.equals(['price', 'o-price'], 'speed')).toBe(false);
  });

  it('compares true and false as text', () => {
    expect(OPERATORS.equals(['true'], true)).toBe(true);
    expect(OPERATORS.equals(['false'], true)).toBe(false);
  });

  it('never holds for an empty answer or a missing value', () => {
    expect(OPERATORS.equals([], 'yes')).toBe(false);
    expect(OPERATORS.equals(['yes'], undefined)).toBe(false);
  });
});

describe('not_equals', () => {
  it('holds when the answer differs from the value', () => {
    expect(OPERATORS.not_equals(['no'], 'yes')).toBe(true);
  });

  it('does not hold when the answer equals the value in another case', () => {
    expect(OPERATORS.not_equals(['YES'], 'yes')).toBe(false);
  });

  it('treats "5" and 5.0 as equal', () => {
    expect(OPERATORS.not_equals(['5'], 5.0)).toBe(false);
    expect(OPERATORS.not_equals(['5'], 6)).toBe(true);
  });

  it('does not hold when any chosen option equals the value', () => {
    expect(OPERATORS.not_equals(['price', 'speed'], 'speed')).toBe(false);
  });

  it('holds for an empty answer: nothing equals the value', () => {
    expect(OPERATORS.not_equals([], 'yes')).toBe(true);
  });
});

describe('contains', () => {
  it('holds when the value occurs in the answer, ignoring case', () => {
    expect(OPERATORS.contains(['Very GOOD service'], 'good')).toBe(true);
  });

  it('does not hold when the value does not occur', () => {
    expect(OPERATORS.contains(['bad'], 'good')).toBe(false);
  });

  it('finds a number inside a longer number, as text', () => {
    expect(OPERATORS.contains(['15'], 5)).toBe(true);
  });

  it('never holds for an empty answer or a missing value', () => {
    expect(OPERATORS.contains([], 'good')).toBe(false);
    expect(OPERATORS.contains(['good'], undefined)).toBe(false);
  });
});

describe('not_contains', () => {
  it('holds when the value does not occur in the answer', () => {
    expect(OPERATORS.not_contains(['bad'], 'good')).toBe(true);
  });

  it('does not hold when the value occurs in another case', () => {
    expect(OPERATORS.not_contains(['Very GOOD service'], 'good')).toBe(false);
  });

  it('does not hold when any of the answer texts contains the value', () => {
    expect(OPERATORS.not_contains(['bad', 'goodish'], 'good')).toBe(false);
  });

  it('holds for an empty answer', () => {
    expect(OPERATORS.not_contains([], 'good')).toBe(true);
  });
});

describe('regex', () => {
  it('holds when the pattern matches the answer, case-insensitively', () => {
    expect(OPERATORS.regex(['ABC123'], '^abc\\d+$')).toBe(true);
  });

  it('matches anywhere in the answer unless anchored', () => {
    expect(OPERATORS.regex(['order 42 late'], '\\d+')).toBe(true);
    expect(OPERATORS.regex(['order 42 late'], '^\\d+$')).toBe(false);
  });

  it('does not hold when the pattern does not match', () => {
    expect(OPERATORS.regex(['abc'], '^\\d+$')).toBe(false);
  });

  it('matches nothing when the pattern is not a valid regular expression', () => {
    expect(OPERATORS.regex(['(['], '([')).toBe(false);
    expect(OPERATORS.regex(['anything'], '*')).toBe(false);
  });

  it('never holds for an empty answer', () => {
    expect(OPERATORS.regex([], '.*')).toBe(false);
  });
});

describe('matches', () => {
  it('holds when the pattern matches the answer, case-insensitively', () => {
    expect(OPERATORS.matches(['Hello'], '^h.llo$')).toBe(true);
  });

  it('does not hold when the pattern does not match', () => {
    expect(OPERATORS.matches(['Help'], '^h.llo$')).toBe(false);
  });

  it('matches nothing when the pattern is not a valid regular expression', () => {
    expect(OPERATORS.matches(['a'], '(a')).toBe(false);
  });

  it('never holds for an empty answer', () => {
    expect(OPERATORS.matches([], '.*')).toBe(false);
  });
});

describe('the operator table', () => {
  // One answer, one value, six different verdicts: two rows swapped or copied would show here.
  it.each([
    ['equals', false],
    ['not_equals', true],
    ['contains', true],
    ['not_contains', false],
    ['regex', true],
    ['matches', true],
  ] as const)('%s says %s for "Very good" against "GOOD"', (operator, verdict) => {
    expect(OPERATORS[operator](['Very good'], 'GOOD')).toBe(verdict);
  });

  it.each([
    ['equals', false],
    ['not_equals', true],
    ['contains', false],
    ['not_contains', true],
    ['regex', true],
    ['matches', true],
  ] as const)('%s says %s for "good" against the pattern "go+d$"', (operator, verdict) => {
    expect(OPERATORS[operator](['good'], 'go+d$')).toBe(verdict);
  });

  it('has exactly the six operators of the rule vocabulary', () => {
    expect(Object.keys(OPERATORS).sort()).toEqual(['contains', 'equals', 'matches', 'not_contains', 'not_equals', 'regex']);
  });
});

describe('compilePattern', () => {
  it('compiles case-insensitive patterns once and reuses them', () => {
    const pattern = compilePattern('^a+$');
    expect(pattern?.flags).toContain('i');
    expect(compilePattern('^a+$')).toBe(pattern);
  });

  it('gives null for a pattern that does not compile', () => {
    expect(compilePattern('(unclosed')).toBeNull();
  });
});
