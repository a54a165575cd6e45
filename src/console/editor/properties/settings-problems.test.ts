import { freeze, produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { FLOW_TEMPLATES } from '../../../server/manage/flow-templates/catalog';
import type { Flow } from '../../../types/schemas';
import { findProblems } from '../problems/find-problems';
import { demoFlow, registry, tIn } from '../logic/test-flow';
import { settingsSchemasOf } from '../../../plugin-api/settings-limits';
import { settingsProblems, withSettingsProblems } from './settings-problems';

const schemas = settingsSchemasOf(registry);

/** The demo flow with its star question changed by `change`. */
function withStars(change: (question: Record<string, unknown>) => void): { flow: Flow; path: (string | number)[] } {
  const flow = demoFlow();
  for (const [stateIndex, state] of flow.states.entries()) {
    for (const [elementIndex, element] of state.elements.entries()) {
      if (element.question?.style === 'star') {
        change(element.question as unknown as Record<string, unknown>);
        return { flow, path: ['states', stateIndex, 'elements', elementIndex, 'question'] };
      }
    }
  }
  throw new Error('the demo flow has no star question');
}

describe('a plugin\'s own settings limits', () => {
  it('finds a star count beyond the star plugin\'s range, which flow.schema.json allows, at its field and in the editor\'s words', () => {
    const { flow, path } = withStars((question) => (question.max = 11));
    expect(findProblems(flow, registry).some((problem) => problem.path.join('/') === [...path, 'max'].join('/'))).toBe(false);
    const problems = settingsProblems(flow, schemas);
    expect(problems).toEqual([expect.objectContaining({ path: [...path, 'max'], code: 'settings-maximum' })]);
    expect(tIn('en')(problems[0]!.message.key, problems[0]!.message.values)).toBe('Must be at most 10.');
    expect(tIn('tr')(problems[0]!.message.key, problems[0]!.message.values)).not.toBe('Must be at most 10.');
  });

  it('checks integers, enums, lengths and item counts, and what an array\'s items and nested objects hold', () => {
    const schema = {
      type: 'object',
      properties: {
        step: { type: 'integer', exclusiveMinimum: 0 },
        kind: { enum: ['a', 'b'] },
        code: { type: 'string', minLength: 2, maxLength: 3 },
        options: { type: 'array', maxItems: 1, items: { type: 'object', required: ['key'], properties: { key: { type: 'string' } } } },
        extra: { type: 'object', properties: { size: { type: 'number', maximum: 5, exclusiveMaximum: 5 } } },
      },
    };
    const flow = { ...demoFlow(), states: [{ id: 's-1', name: 'One', elements: [{ id: 'el-1', type: 'question', question: {
      id: 'q-1', style: 'custom', step: 0.5, kind: 'c', code: 'abcd', options: [{ id: 'o-1', key: 'x' }, { id: 'o-2' }], extra: { size: 5 },
    } }] }] } as unknown as Flow;
    const problems = settingsProblems(flow, settingsSchemasOf({ custom: { ...registry.star!, editor: { title: 'Custom', icon: 'M0 0', settingsSchema: schema } } }));
    expect(problems.map((problem) => `${problem.path.slice(5).join('.')} ${problem.code}`)).toEqual([
      'step settings-type', 'kind settings-enum', 'code settings-max-length',
      'options settings-max-items', 'options.1.key settings-required', 'extra.size settings-exclusive-maximum',
    ]);
    for (const problem of problems) expect(tIn('en')(problem.message.key, problem.message.values)).not.toMatch(/editor\.problems/);
  });

  it('adds nothing to a flow within its plugins\' limits (the demo, every template), and no second copy of a schema problem', () => {
    for (const flow of [demoFlow(), ...FLOW_TEMPLATES.map((template) => template.flow)]) expect(settingsProblems(flow, schemas)).toEqual([]);
    // A problem the flow schema already reports at the same place in the same words is listed once.
    const { flow, path } = withStars((question) => (question.max = 11));
    const fromSchema = { path: [...path, 'max'], code: 'schema-maximum', message: { key: 'editor.problems.message.schema-maximum', values: { limit: '10' } } };
    const at = withSettingsProblems([fromSchema], flow, schemas);
    expect(at).toEqual([fromSchema]);
  });

  // Each page's result is kept while its frozen object stays at its index (a keystroke re-checks one page only):
  // after every edit the draft's problems must be those of a fresh check of an unfrozen copy.
  it('finds after each edit of a frozen draft what a fresh check of the same flow finds', () => {
    const { flow: start, path } = withStars((question) => (question.max = 11));
    const [stateIndex, elementIndex] = [path[1] as number, path[3] as number];
    const star = (draft: Flow) => draft.states[stateIndex]!.elements[elementIndex]!.question as unknown as Record<string, unknown>;
    const edits: ((draft: Flow) => void)[] = [
      (draft) => void (star(draft).max = 5),
      (draft) => void (star(draft).max = 12),
      // The page with the problem moves: its problem's path follows it.
      (draft) => void draft.states.unshift(draft.states.splice(stateIndex, 1)[0]!),
      (draft) => void draft.states.reverse(),
      (draft) => void draft.states.splice(0, 1),
    ];
    let draft = freeze(start, true);
    const fresh = (flow: Flow) => settingsProblems(structuredClone(flow), schemas);
    expect(settingsProblems(draft, schemas)).toEqual(fresh(draft));
    for (const edit of edits) {
      draft = produce(draft, edit);
      expect(settingsProblems(draft, schemas)).toEqual(fresh(draft));
    }
    expect(fresh(produce(freeze(start, true), edits[0]!))).toEqual([]);
    expect(fresh(produce(freeze(start, true), edits[1]!))).toHaveLength(1);
  });
});
