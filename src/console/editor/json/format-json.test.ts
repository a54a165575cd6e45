import { describe, expect, it } from 'vitest';
import { demoFlow } from '../logic/test-flow';
import { formatJson } from './format-json';

describe('formatJson', () => {
  it('is JSON that parses back to the same value', () => {
    expect(JSON.parse(formatJson(demoFlow()))).toEqual(demoFlow());
  });
  it('keeps small objects and lists of plain values on one line, and indents the rest by two spaces', () => {
    expect(formatJson({ id: 'x', body: { en: 'Hi', tr: 'Selam' }, ids: ['a', 'b'], empty: [], nested: [{ a: 1 }] }))
      .toBe('{\n  "id": "x",\n  "body": { "en": "Hi", "tr": "Selam" },\n  "ids": ["a", "b"],\n  "empty": [],\n  "nested": [\n    { "a": 1 }\n  ]\n}');
  });
  it('breaks a line that would be longer than 100 characters', () => {
    const long = { en: 'a'.repeat(60), tr: 'b'.repeat(60) };
    expect(formatJson({ body: long })).toBe(`{\n  "body": {\n    "en": "${'a'.repeat(60)}",\n    "tr": "${'b'.repeat(60)}"\n  }\n}`);
  });
});
