import { describe, expect, it } from 'vitest';
import { jsonTextDeeperThan, valueDeeperThan } from './json-depth';

describe('jsonTextDeeperThan', () => {
  it('counts objects and arrays, not brackets inside strings or escaped quotes', () => {
    expect(jsonTextDeeperThan('{"a":[1,{"b":2}]}', 3)).toBe(false);
    expect(jsonTextDeeperThan('{"a":[1,{"b":2}]}', 2)).toBe(true);
    expect(jsonTextDeeperThan('{"a":"[[[[{{{{"}', 1)).toBe(false);
    expect(jsonTextDeeperThan('{"a":"\\"[[[[","b":1}', 1)).toBe(false);
    expect(jsonTextDeeperThan('[[],[],[]]', 2)).toBe(false);
  });

  it('stops early on a very deep text', () => {
    expect(jsonTextDeeperThan('['.repeat(1_000_000), 64)).toBe(true);
  });
});

describe('valueDeeperThan', () => {
  it('measures parsed values without recursion', () => {
    expect(valueDeeperThan('text', 0)).toBe(false);
    expect(valueDeeperThan({}, 0)).toBe(true);
    expect(valueDeeperThan({ a: [{ b: 1 }] }, 3)).toBe(false);
    expect(valueDeeperThan({ a: [{ b: {} }] }, 3)).toBe(true);
    const deep = JSON.parse(`${'['.repeat(200_000)}${']'.repeat(200_000)}`) as unknown;
    expect(valueDeeperThan(deep, 32)).toBe(true);
  });
});
