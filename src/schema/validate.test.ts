import { describe, expect, it } from 'vitest';
import { questionStyles } from '../../plugins';
import { formatProblem } from '../engine/flow-problem';
import type { Flow } from '../types/schemas';
import { readablePath } from './readable-errors';
import { assertValid, SchemaError, validateDocument, validateFlow, type Validation } from './validate';

/** A sound flow of three states; tests change one thing in a copy. */
function sound(): Flow {
  return {
    id: 'flow-1',
    languages: [{ id: 1, code: 'en' }],
    states: [
      { id: 'start', elements: [{ id: 'e-mood', type: 'question', question: { id: 'mood', style: 'radio', options: [{ id: 'o-a' }] } }, { id: 'e-next', type: 'next_page' }] },
      { id: 'middle', elements: [{ id: 'e-note', type: 'label', body: { en: 'Hi' } }] },
      { id: 'rate', elements: [{ id: 'e-rate', type: 'question', question: { id: 'rate', style: 'slider' } }] },
    ],
  };
}

const messages = <T>(validation: Validation<T>): string[] => (validation.ok ? [] : validation.problems.map(formatProblem));

/** Sets (or with `undefined`, deletes) the value at a dotted path such as `states.2.style` in a JSON document. */
function put(document: unknown, path: string, value: unknown): void {
  const keys = path.split('.');
  const last = keys.pop()!;
  const parent = keys.reduce((node, key) => (node as Record<string, unknown>)[key], document) as Record<string, unknown>;
  if (value === undefined) delete parent[last];
  else parent[last] = value;
}

/** The problems of the sound flow after the given changes, by path. */
function flowProblems(changes: Record<string, unknown>): string[] {
  const flow = structuredClone(sound());
  for (const [path, value] of Object.entries(changes)) put(flow, path, value);
  return messages(validateFlow(flow, questionStyles));
}

describe('validateFlow', () => {
  it('accepts a sound flow and hands it back typed', () => {
    const flow = sound();
    expect(validateFlow(flow, questionStyles)).toEqual({ ok: true, value: flow });
  });

  it('names the style a misspelt one probably meant, at the path where it stands', () => {
    expect(flowProblems({ 'states.2.elements.0.question.style': 'slidr' })).toEqual([
      'states[2].elements[0].question.style: "slidr" is not a question style (did you mean "slider"?)',
    ]);
  });

  it('suggests the right name for an unknown field', () => {
    expect(flowProblems({ 'states.0.elements.0.question.isRequird': true })).toEqual([
      'states[0].elements[0].question.isRequird: is not a known field (did you mean "isRequired"?)',
    ]);
  });

  it('says what type was expected and what it got', () => {
    expect(flowProblems({ 'states.0.elements.0.question.isRequired': 'yes' })).toEqual([
      'states[0].elements[0].question.isRequired: must be true or false, not "yes"',
    ]);
    expect(flowProblems({ 'states.1.elements.0.order': 1.5 })).toEqual(['states[1].elements[0].order: must be a whole number, not 1.5']);
    expect(flowProblems({ states: {} })).toEqual(['states: must be a list, not {}']);
  });

  it('says a question element needs its question', () => {
    expect(flowProblems({ 'states.0.elements.0.question': undefined })).toEqual(['states[0].elements[0].question: is required']);
  });

  it('refuses a question on an element that is not a question', () => {
    expect(flowProblems({ 'states.1.elements.0.question': { id: 'q-x', style: 'text' } })).toEqual([
      'states[1].elements[0].question: only elements of type "question" carry a question',
    ]);
  });

  it('lists the allowed values of an enum and suggests the closest', () => {
    expect(flowProblems({ 'states.1.style': 'thanks' })).toEqual([
      'states[1].style: "thanks" is not one of default, thank, chat (did you mean "thank"?)',
    ]);
  });

  it('refuses an id with characters an id cannot have', () => {
    expect(flowProblems({ 'states.1.id': 'the middle' })).toEqual(['states[1].id: "the middle" is not in the expected format']);
  });

  it('names each missing field of the flow itself', () => {
    expect(messages(validateFlow({}, questionStyles))).toEqual(['id: is required', 'languages: is required', 'states: is required']);
  });

  it.each([null, 5, 'flow', [], true])('refuses %j with a message and no path', (input) => {
    const result = validateFlow(input, questionStyles);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems[0]).toEqual({ path: '', message: expect.stringMatching(/^must be an object, not /) });
  });

  it('reports every schema problem at once', () => {
    const problems = flowProblems({
      'states.0.elements.0.question.isRequird': true,
      'states.1.style': 'thanks',
      'states.2.elements.0.type': 'label',
    });
    expect(problems).toHaveLength(3);
  });

  it('checks references only once the schema passes', () => {
    const problems = flowProblems({ 'states.2.elements.0.question.style': 'slidr', 'states.1.style': 'thanks' });
    expect(problems).toEqual(['states[1].style: "thanks" is not one of default, thank, chat (did you mean "thank"?)']);
  });
});

describe('other documents', () => {
  const node = {
    id: 'node-1',
    name: 'Shop',
    operating: true,
    operating_hours: [{ period: 'weekdays', start_hour: 900, end_hour: 1800 }],
    flow: { id: 'f', languages: [{ id: 1, code: 'en' }], states: [{ id: 's', elements: [] }] },
  };
  const widget = { code: 'PSN-ABC1234', node_id: 'node-1', enabled_urls: ['^https://shop'], primary_color: '#20B8F7' };
  const feedback = {
    node_id: 'node-1',
    flow_id: 'f',
    created_at: '2026-01-01T09:00:00.000Z',
    responses: [{ question_id: 'q', option_id: 'o', ranking: 1 }],
    customer: { id: null, birth_year: 1990 },
  };
  const chat = {
    node: { name: 'Shop', operating: true },
    created_at: '2026-01-01T09:00:00.000Z',
    status: 'open',
    timeline_items: [{ id: 't1', action: 'add_comment', actor: 'customer', detail: { comment: { body: 'hi', created_at: '2026-01-01T09:00:00.000Z' } } }],
  };

  it.each([
    ['node', node],
    ['widget', widget],
    ['feedback', feedback],
    ['chat', chat],
  ] as const)('accepts a sound %s document', (name, document) => {
    expect(validateDocument(name, document)).toEqual({ ok: true, value: document });
  });

  it('locates node problems, down into the embedded flow', () => {
    const broken = structuredClone(node);
    put(broken, 'operating_hours.0.period', 'weekday');
    put(broken, 'flow.states.0.elements', [{ id: 'e', type: 'labels' }]);
    expect(messages(validateDocument('node', broken))).toEqual([
      'operating_hours[0].period: "weekday" is not one of weekdays, saturday, sunday (did you mean "weekdays"?)',
      'flow.states[0].elements[0].type: "labels" is not one of question, next_page, label, submit, footer, button_link, gauge (did you mean "label"?)',
    ]);
  });

  it('locates widget problems', () => {
    expect(messages(validateDocument('widget', { ...widget, code: 'PSN-1', display_interval: 'soon', enabled_url: [] }))).toEqual([
      'enabled_url: is not a known field (did you mean "enabled_urls"?)',
      'code: "PSN-1" is not in the expected format',
      'display_interval: must be a number or null, not "soon"',
    ]);
  });

  it('locates feedback problems', () => {
    const broken = { ...feedback, created_at: 'yesterday', customer: { birth_year: 'x' } };
    expect(messages(validateDocument('feedback', broken))).toEqual([
      'created_at: "yesterday" is not in the expected format (date-time)',
      'customer.birth_year: must be a whole number, not "x"',
    ]);
  });

  it('locates chat problems', () => {
    const broken = { ...chat, status: 'opened', timeline_items: [{ id: 't1', action: 'add_comment', actor: 'agent', detail: {} }] };
    expect(messages(validateDocument('chat', broken))).toEqual([
      'status: "opened" is not one of open, queued, closed, archived (did you mean "open"?)',
      'timeline_items[0].actor: "agent" is not one of customer, other',
      'timeline_items[0].detail.comment: is required',
    ]);
  });
});

describe('SchemaError', () => {
  it('lists every problem of the document, one a line, by path', () => {
    const validation = validateDocument('widget', { code: 'PSN-1', enabled_url: [] });
    expect(() => assertValid('widget configuration', validation)).toThrow(SchemaError);
    try {
      assertValid('widget configuration', validation);
    } catch (error) {
      expect((error as SchemaError).message).toBe(
        [
          'Invalid widget configuration:',
          '  node_id: is required',
          '  enabled_url: is not a known field (did you mean "enabled_urls"?)',
          '  code: "PSN-1" is not in the expected format',
        ].join('\n'),
      );
      expect((error as SchemaError).problems).toHaveLength(3);
      expect((error as SchemaError).name).toBe('SchemaError');
    }
  });

  it('is not thrown for a valid document, which comes back as it was', () => {
    const flow = sound();
    expect(assertValid('flow', validateFlow(flow, questionStyles))).toBe(flow);
  });
});

describe('readablePath', () => {
  it('turns a JSON pointer into the path an author reads', () => {
    expect(readablePath('/states/2/elements/0/question/style')).toBe('states[2].elements[0].question.style');
    expect(readablePath('')).toBe('');
    expect(readablePath('/a~1b/c~0d')).toBe('a/b.c~d');
  });
});
