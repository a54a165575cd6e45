import { describe, expect, it } from 'vitest';
import { plugins } from '../plugins';
import { runFixture } from '../src/fixtures/run-fixture';

describe('fixture runner', () => {
  const flow = {
    id: 'f',
    languages: [{ id: 1, code: 'en' }],
    states: [
      { id: 's1', elements: [{ id: 'e1', type: 'question', question: { id: 'q1', style: 'text', isRequired: true } }, { id: 'n', type: 'next_page' }] },
    ],
  };

  it('passes a fixture whose expectations hold', () => {
    const result = runFixture({ name: 'ok', flow, steps: [{ answer: { question: 'q1', value: 'hi' } }, { next: 'button', expect: { final: true } }] }, plugins);
    expect(result).toEqual({ name: 'ok', passed: true, failures: [], problems: [] });
  });

  it('fails with the step and the difference when an expectation does not hold', () => {
    const result = runFixture({ name: 'bad', flow, steps: [{ next: 'button', expect: { state: 'default-thank-state' } }] }, plugins);
    expect(result.passed).toBe(false);
    expect(result.failures).toEqual(['step 1 (next): state: expected "default-thank-state", got "s1"']);
    expect(result.problems).toEqual([{ step: 1, action: 'next', check: 'state', expected: 'default-thank-state', actual: 's1', message: 'state: expected "default-thank-state", got "s1"' }]);
  });

  it('reports a payload that differs by path', () => {
    const result = runFixture(
      { name: 'payload', flow, steps: [{ answer: { question: 'q1', value: 'hi' } }], expectPayload: { responses: [{ question_id: 'q1', body: 'ho' }] } },
      plugins,
    );
    expect(result.failures).toEqual(['payload.responses[0].body: expected "ho", got "hi"']);
  });

  it('reports an invalid fixture file with the schema error, not a stack trace', () => {
    const result = runFixture({ name: 'broken', flow, steps: [{ nxt: 'button' }] }, plugins);
    expect(result.passed).toBe(false);
    expect(result.failures[0]).toMatch(/^invalid fixture: steps\[0\]\.nxt: is not a known field \(did you mean "next"\?\)$/);
  });

  it('reports an invalid flow with its path', () => {
    const result = runFixture({ name: 'bad flow', flow: { ...flow, states: [{ id: 's1', elements: [{ id: 'e', type: 'question', question: { id: 'q', style: 'txt' } }] }] } }, plugins);
    expect(result.failures).toEqual(['invalid flow: states[0].elements[0].question.style: "txt" is not a question style (did you mean "text"?)']);
  });
});
