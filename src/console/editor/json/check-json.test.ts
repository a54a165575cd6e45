import { describe, expect, it } from 'vitest';
import { demoFlow } from '../logic/test-flow';
import { checkJsonText } from './check-json';

const pretty = (value: unknown) => JSON.stringify(value, null, 2);
const errorsOf = (text: string) => {
  const check = checkJsonText(text);
  return check.ok ? [] : check.errors.map((e) => ({ line: e.line, column: e.column, key: e.message.key }));
};

describe('checkJsonText', () => {
  it('accepts the demo flow and gives it back', () => {
    const check = checkJsonText(pretty(demoFlow()));
    expect(check).toEqual({ ok: true, flow: demoFlow() });
  });

  it('reports a syntax error at its line and column', () => {
    expect(errorsOf('{\n  "id": "x",\n  "languages": [\n}')).toEqual([{ line: 4, column: 1, key: 'editor.json.parse.ValueExpected' }]);
    expect(errorsOf('{\n  "id": "x" "states": []\n}')[0]).toEqual({ line: 2, column: 13, key: 'editor.json.parse.CommaExpected' });
  });

  it('refuses comments, trailing commas and an empty text', () => {
    expect(errorsOf('{ // note\n "id": "x" }')[0]!.key).toBe('editor.json.parse.InvalidCommentToken');
    expect(errorsOf('{ "id": "x", }')[0]!.key).toBe('editor.json.parse.PropertyNameExpected');
    expect(errorsOf('')[0]).toEqual({ line: 1, column: 1, key: 'editor.json.parse.ValueExpected' });
  });

  it('puts a schema error on the line of the offending path', () => {
    const flow = demoFlow();
    flow.states[1]!.elements[0]!.question!.options![2]!.id = 'has space';
    const text = pretty(flow);
    const line = text.split('\n').findIndex((l) => l.includes('"has space"')) + 1;
    const check = checkJsonText(text);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors).toEqual([expect.objectContaining({ line, column: 17, path: ['states', 1, 'elements', 0, 'question', 'options', 2, 'id'], message: { key: 'editor.problems.message.schema-pattern-id' } })]);
  });

  it('puts an unknown field on its key\'s line and a missing one on its object\'s line', () => {
    const text = '{\n  "id": "f",\n  "languages": [{ "id": 1, "code": "en" }],\n  "colour": "red",\n  "states": [\n    { "elements": [] }\n  ]\n}';
    expect(errorsOf(text)).toEqual([
      { line: 4, column: 3, key: 'editor.problems.message.schema-unknown-field' },
      { line: 6, column: 5, key: 'editor.problems.message.schema-required' },
    ]);
  });
});
