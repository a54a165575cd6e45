import type { RuleOperator } from '../types/schemas';

type Expected = string | number | boolean | undefined;

const NUMERIC = /^\s*-?\d+(\.\d+)?\s*$/;

/** Numbers compare numerically ("5" equals 5.0); everything else as trimmed, case-insensitive text. */
function same(actual: string, expected: Expected): boolean {
  if (expected === undefined) return false;
  const wanted = String(expected);
  if (NUMERIC.test(actual) && NUMERIC.test(wanted)) return Number(actual) === Number(wanted);
  return actual.trim().toLocaleLowerCase() === wanted.trim().toLocaleLowerCase();
}

function includes(actual: string, expected: Expected): boolean {
  return expected !== undefined && actual.toLocaleLowerCase().includes(String(expected).toLocaleLowerCase());
}

const patterns = new Map<string, RegExp | null>();

/** Case-insensitive (SPEC 4.4). A pattern that does not compile matches nothing rather than failing the flow. */
export function compilePattern(source: string): RegExp | null {
  let pattern = patterns.get(source);
  if (pattern === undefined) {
    try {
      pattern = new RegExp(source, 'i');
    } catch {
      pattern = null;
    }
    patterns.set(source, pattern);
  }
  return pattern;
}

function matches(actual: string, expected: Expected): boolean {
  const pattern = expected === undefined ? null : compilePattern(String(expected));
  return pattern !== null && pattern.test(actual);
}

/**
 * The rule vocabulary of SPEC 3.4, one line each. An answer is a list of texts (a text answer has one, a
 * multiple choice one per chosen option's key and id); "equals" holds when any text equals the value.
 */
export const OPERATORS: Record<RuleOperator, (texts: readonly string[], expected: Expected) => boolean> = {
  equals: (texts, expected) => texts.some((t) => same(t, expected)),
  not_equals: (texts, expected) => !texts.some((t) => same(t, expected)),
  contains: (texts, expected) => texts.some((t) => includes(t, expected)),
  not_contains: (texts, expected) => !texts.some((t) => includes(t, expected)),
  regex: (texts, expected) => texts.some((t) => matches(t, expected)),
  matches: (texts, expected) => texts.some((t) => matches(t, expected)),
};
