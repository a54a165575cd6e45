import { describe, it, expect } from 'vitest';
import { EMAIL_PATTERN, isOptionId, isUuid, isValidEmailList, OPTION_ID_PATTERN, UUID_PATTERN } from './patterns';

// SPEC 5: "Email pattern: empty allowed; otherwise one or more comma-separated addresses, each with a local part,
// @, a domain and a top-level part of 2 to 8 letters (2 to 4 for all but the last)."
describe('isValidEmailList', () => {
  it('allows an empty value', () => {
    expect(isValidEmailList('')).toBe(true);
  });

  it('accepts one address', () => {
    expect(isValidEmailList('jane.doe+news@mail.example.com')).toBe(true);
    expect(isValidEmailList("o'brien@example.ie")).toBe(true);
  });

  it('accepts comma-separated addresses, with or without spaces around the commas', () => {
    expect(isValidEmailList('a@example.com,b@example.org')).toBe(true);
    expect(isValidEmailList('a@example.com , b@example.org,c@example.net')).toBe(true);
  });

  it('accepts a top-level part of 2 to 8 letters on the last address', () => {
    expect(isValidEmailList('a@example.io')).toBe(true);
    expect(isValidEmailList('a@example.business')).toBe(true);
    expect(isValidEmailList('a@example.c')).toBe(false);
    expect(isValidEmailList('a@example.longertld')).toBe(false);
  });

  it('accepts only 2 to 4 letters on the top-level part of earlier addresses', () => {
    expect(isValidEmailList('a@example.info,b@example.com')).toBe(true);
    expect(isValidEmailList('a@example.travel,b@example.com')).toBe(false);
  });

  it('rejects addresses without a local part, @, domain or top-level part', () => {
    for (const value of ['@example.com', 'a.example.com', 'a@', 'a@.com', 'a@example', 'a@example.c0m', 'a@@example.com']) {
      expect(isValidEmailList(value)).toBe(false);
    }
  });

  it('rejects malformed lists and surrounding whitespace', () => {
    for (const value of ['a@example.com,', ',a@example.com', 'a@example.com,,b@example.com', ' a@example.com', 'a@example.com b@example.com']) {
      expect(isValidEmailList(value)).toBe(false);
    }
  });

  it('rejects dots at the edges of the local part and hyphens at the edges of a label', () => {
    expect(isValidEmailList('.a@example.com')).toBe(false);
    expect(isValidEmailList('a..b@example.com')).toBe(false);
    expect(isValidEmailList('a@-example.com')).toBe(false);
  });

  it('rejects non-strings', () => {
    expect(isValidEmailList(null)).toBe(false);
    expect(isValidEmailList(['a@example.com'])).toBe(false);
  });

  it('stays fast on long hostile input', () => {
    const started = performance.now();
    for (const value of ['a'.repeat(20000), `${'a.'.repeat(5000)}@`, `a@${'a-'.repeat(5000)}`, `${'a@b.cc,'.repeat(2000)}x`]) {
      expect(EMAIL_PATTERN.test(value)).toBe(false);
    }
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

// SPEC 5: "A UUID pattern accepts versions 1 to 5."
describe('isUuid', () => {
  it('accepts versions 1 to 5 in either case', () => {
    for (const version of [1, 2, 3, 4, 5]) {
      expect(isUuid(`123e4567-e89b-${version}2d3-a456-426614174000`)).toBe(true);
    }
    expect(isUuid('123E4567-E89B-42D3-A456-426614174000')).toBe(true);
  });

  it('rejects version 0, 6 to 8 and the nil UUID', () => {
    for (const version of [0, 6, 7, 8]) {
      expect(isUuid(`123e4567-e89b-${version}2d3-a456-426614174000`)).toBe(false);
    }
    expect(isUuid('00000000-0000-0000-0000-000000000000')).toBe(false);
  });

  it('rejects a variant other than RFC 4122', () => {
    expect(isUuid('123e4567-e89b-42d3-c456-426614174000')).toBe(false);
  });

  it('rejects wrong shapes and non-strings', () => {
    for (const value of ['123e4567e89b42d3a456426614174000', '{123e4567-e89b-42d3-a456-426614174000}', '123e4567-e89b-42d3-a456-42661417400g', 42]) {
      expect(isUuid(value)).toBe(false);
    }
    expect(UUID_PATTERN.test(' 123e4567-e89b-42d3-a456-426614174000')).toBe(false);
  });
});

// SPEC 5: "Option ids are recognised by an id pattern."
describe('isOptionId', () => {
  it('accepts UUIDs and slug ids', () => {
    expect(isOptionId('123e4567-e89b-42d3-a456-426614174000')).toBe(true);
    expect(isOptionId('opt_yes')).toBe(true);
    expect(isOptionId('q1.option:2')).toBe(true);
  });

  it('accepts 1 to 128 characters', () => {
    expect(isOptionId('a')).toBe(true);
    expect(isOptionId('a'.repeat(128))).toBe(true);
    expect(isOptionId('a'.repeat(129))).toBe(false);
    expect(isOptionId('')).toBe(false);
  });

  it('rejects spaces, punctuation and non-strings', () => {
    for (const value of ['yes please', 'a/b', '<x>', 'ç', 7, null]) expect(isOptionId(value)).toBe(false);
    expect(OPTION_ID_PATTERN.test('a\n')).toBe(false);
  });
});
