import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import type { Flow } from '../../../types/schemas';
import type { FlowEdit } from '../editor-panel';
import { demoFlow, registry, tIn } from '../logic/test-flow';
import { describeLocation } from './describe-location';
import { findProblems } from './find-problems';

const after = (recipe: FlowEdit): Flow => produce(demoFlow(), recipe);
const found = (flow: Flow) => findProblems(flow, registry).map(({ path, code, severity }) => ({ path: path.join('/'), code, ...(severity ? { severity } : {}) }));
const t = tIn('en');

describe('findProblems', () => {
  it('finds nothing in the demo flow', () => {
    expect(findProblems(demoFlow(), registry)).toEqual([]);
  });

  describe('schema errors, located at their paths', () => {
    it('a missing required field', () => {
      expect(found(after((f) => void delete (f.states[1]!.elements[0] as { id?: string }).id))).toEqual([{ path: 'states/1/elements/0/id', code: 'schema-required' }]);
    });
    it('an unknown field, an id with spaces and a bad enum value', () => {
      const flow = after((f) => {
        (f.states[0] as Record<string, unknown>).colour = 'red';
        f.states[2]!.elements[0]!.question!.options![0]!.id = 'has space';
        (f.states[5] as Record<string, unknown>).style = 'party';
      });
      expect(found(flow)).toEqual(expect.arrayContaining([
        { path: 'states/0/colour', code: 'schema-unknown-field' },
        { path: 'states/2/elements/0/question/options/0/id', code: 'schema-pattern-id' },
        { path: 'states/5/style', code: 'schema-enum' },
      ]));
    });
    it('a text in a language code that is no code', () => {
      const flow = after((f) => void (f.states[0]!.elements[0]!.body!['english!'] = 'Hi'));
      expect(found(flow)).toContainEqual({ path: 'states/0/elements/0/body/english!', code: 'schema-property-name' });
    });
    it('a question on an element that is not a question', () => {
      const flow = after((f) => void (f.states[0]!.elements[0]!.question = { id: 'q-x', style: 'text' }));
      expect(found(flow)).toContainEqual({ path: 'states/0/elements/0/question', code: 'schema-not-a-question' });
    });
    it('a flow without languages', () => {
      expect(found(after((f) => void (f.languages = [])))).toContainEqual({ path: 'languages', code: 'schema-min-items' });
    });
  });

  describe('regular expressions', () => {
    it('a rule whose pattern does not compile', () => {
      expect(found(after((f) => void (f.transitions![0]!.rules![0]!.value = '^[0-6')))).toEqual([{ path: 'transitions/0/rules/0/value', code: 'regex-invalid' }]);
    });
    it('the alias "matches" too, and a value trigger', () => {
      const flow = after((f) => {
        f.transitions![0]!.rules![0] = { elementId: 'el-nps', operator: 'matches', value: '(' };
        f.states[1]!.elements[0]!.triggers = [{ controlType: 'value', ruleType: 'regex', answerValue: '*x', action: 'show', targetIds: ['el-other'] }];
      });
      expect(found(flow)).toEqual([
        { path: 'states/1/elements/0/triggers/0/answerValue', code: 'regex-invalid' },
        { path: 'transitions/0/rules/0/value', code: 'regex-invalid' },
      ]);
    });
    it('a pattern that compiles is fine', () => {
      expect(found(after((f) => void (f.transitions![0]!.rules![0]!.value = '^(9|10)$')))).toEqual([]);
    });
  });

  describe('deleted states', () => {
    it('a transition to a deleted state', () => {
      const flow = after((f) => void f.states.splice(4, 1)); // s-chat
      expect(found(flow)).toEqual([{ path: 'transitions/1/toStateId', code: 'transition-to-missing-state' }]);
    });
    it('a transition from a deleted state', () => {
      expect(found(after((f) => void (f.transitions![1]!.fromStateId = 's-gone')))).toContainEqual({ path: 'transitions/1/fromStateId', code: 'transition-from-missing-state' });
    });
    it('a next state that was deleted, while the end of the flow is a valid target', () => {
      const flow = after((f) => {
        f.states[0]!.nextStateId = 's-gone';
        f.transitions![2]!.toStateId = 'default-thank-state';
      });
      expect(found(flow)).toContainEqual({ path: 'states/0/nextStateId', code: 'next-state-missing' });
      expect(found(flow).some((p) => p.path.startsWith('transitions/2'))).toBe(false);
    });
  });

  describe('rules', () => {
    it('a rule on a deleted question', () => {
      const flow = after((f) => void f.states[3]!.elements.splice(0, 1)); // el-talk
      expect(found(flow)).toContainEqual({ path: 'transitions/1/rules/0/elementId', code: 'rule-question-missing' });
    });
    it('a rule on an element that is no question', () => {
      expect(found(after((f) => void (f.transitions![0]!.rules![0]!.elementId = 'el-welcome')))).toEqual([{ path: 'transitions/0/rules/0/elementId', code: 'rule-not-a-question' }]);
    });
    it('an option id used by a rule that no longer exists', () => {
      const flow = after((f) => void f.states[3]!.elements[0]!.question!.options!.splice(0, 1)); // o-talk-yes
      expect(found(flow)).toEqual([
        { path: 'states/3/elements/0/triggers/0/key', code: 'trigger-option-missing' },
        { path: 'transitions/1/rules/0/optionIds/0', code: 'rule-option-missing' },
      ]);
    });
    it('equals on an option answer naming an option key that is gone', () => {
      const flow = after((f) => void (f.transitions![1]!.rules![0] = { elementId: 'el-talk', operator: 'equals', value: 'maybe' }));
      expect(found(flow)).toEqual([{ path: 'transitions/1/rules/0/value', code: 'rule-option-missing' }]);
      const byKey = after((f) => void (f.transitions![1]!.rules![0] = { elementId: 'el-talk', operator: 'equals', value: 'yes' }));
      expect(found(byKey)).toEqual([]);
    });
    it('a rule without options or without a value', () => {
      const flow = after((f) => {
        f.transitions![1]!.rules![0] = { elementId: 'el-talk', optionIds: [] };
        f.transitions![0]!.rules![0] = { elementId: 'el-nps', operator: 'equals' };
      });
      expect(found(flow)).toEqual([
        { path: 'transitions/0/rules/0/value', code: 'rule-value-missing' },
        { path: 'transitions/1/rules/0', code: 'rule-options-empty' },
      ]);
    });
    it('a matrix row that was deleted', () => {
      const flow = after((f) => {
        f.states[2]!.elements.push({ id: 'el-m', type: 'question', question: { id: 'q-m', style: 'matrix', statements: [{ id: 'st-1' }], options: [{ id: 'o-a' }] } });
        f.transitions!.unshift({ fromStateId: 's-promoter', toStateId: 's-thanks', rules: [{ elementId: 'el-m', statementId: 'st-2', optionIds: ['o-a'] }] });
      });
      expect(found(flow)).toEqual([{ path: 'transitions/0/rules/0/statementId', code: 'rule-statement-missing' }]);
    });
  });

  describe('triggers', () => {
    it('an option id used by a trigger that no longer exists', () => {
      const flow = after((f) => void f.states[1]!.elements[0]!.question!.options!.splice(3, 1)); // o-other
      expect(found(flow)).toEqual([{ path: 'states/1/elements/0/triggers/0/key', code: 'trigger-option-missing' }]);
    });
    it('a trigger showing a deleted element', () => {
      const flow = after((f) => void f.states[1]!.elements.splice(1, 1)); // el-other
      expect(found(flow)).toEqual([{ path: 'states/1/elements/0/triggers/0/targetIds/0', code: 'trigger-target-missing' }]);
    });
    it('a trigger aimed at a deleted option of another question', () => {
      const flow = after((f) => void (f.states[1]!.elements[0]!.triggers = [{ key: 'other', action: 'hide', scope: 'option', targetOptionIds: [{ questionKey: 'q-liked', optionKey: 'gone' }, { questionKey: 'q-gone', optionKey: 'x' }] }]));
      expect(found(flow)).toEqual([
        { path: 'states/1/elements/0/triggers/0/targetOptionIds/0/optionKey', code: 'trigger-option-missing' },
        { path: 'states/1/elements/0/triggers/0/targetOptionIds/1/questionKey', code: 'trigger-question-missing' },
      ]);
    });
    it('a trigger with nothing to do, one with no option and a value trigger with no value', () => {
      const flow = after((f) => void (f.states[1]!.elements[0]!.triggers = [
        { key: 'other', action: 'show', scope: 'event-dispatch', targetEvents: [] },
        { action: 'show', targetIds: ['el-other'] },
        { controlType: 'value', action: 'show', targetIds: ['el-other'] },
      ]));
      expect(found(flow)).toEqual([
        { path: 'states/1/elements/0/triggers/0', code: 'trigger-no-targets' },
        { path: 'states/1/elements/0/triggers/1', code: 'trigger-option-unset' },
        { path: 'states/1/elements/0/triggers/2/answerValue', code: 'trigger-value-missing' },
      ]);
    });
    it('a trigger on a label', () => {
      const flow = after((f) => void (f.states[0]!.elements[0]!.triggers = [{ key: 'x', action: 'show', targetIds: ['el-nps'] }]));
      expect(found(flow)).toEqual([{ path: 'states/0/elements/0/triggers/0', code: 'trigger-not-on-question' }]);
    });
  });

  it('a question of a style not in the registry', () => {
    expect(found(after((f) => void (f.states[2]!.elements[1]!.question!.style = 'hologram')))).toEqual([{ path: 'states/2/elements/1/question/style', code: 'style-unknown' }]);
  });

  it('ids used twice: states, elements, questions, options, languages', () => {
    const flow = after((f) => {
      f.states[3]!.id = 's-welcome';
      f.states[2]!.elements[1]!.id = 'el-liked';
      f.states[2]!.elements[1]!.question!.id = 'q-liked';
      f.states[2]!.elements[0]!.question!.options![1]!.id = 'o-product';
      f.languages[1]!.id = 1;
    });
    expect(found(flow).filter((p) => p.code === 'duplicate-id').map((p) => p.path)).toEqual([
      'languages/1/id', 'states/2/elements/0/question/options/1/id', 'states/2/elements/1/id', 'states/2/elements/1/question/id', 'states/3/id',
    ]);
  });

  it('two initial states and a default language that is not the flow\'s', () => {
    const flow = after((f) => {
      f.states[2]!.isInitialState = true;
      f.defaultLanguageId = 9;
    });
    expect(found(flow)).toEqual([
      { path: 'defaultLanguageId', code: 'default-language-missing' },
      { path: 'states/2/isInitialState', code: 'initial-state-twice' },
    ]);
  });

  it('warns that a transition or next state out of a final state is never taken', () => {
    const flow = after((f) => {
      f.transitions!.push({ fromStateId: 's-thanks', toStateId: 's-welcome' });
      f.states[4]!.nextStateId = 's-thanks'; // s-chat
    });
    expect(found(flow)).toEqual([
      { path: 'states/4/nextStateId', code: 'final-state-leads-on', severity: 'warning' },
      { path: 'transitions/3', code: 'final-state-leads-on', severity: 'warning' },
    ]);
  });

  describe('reachability', () => {
    it('warns about a state no path reaches from the start', () => {
      const flow = after((f) => void f.transitions!.splice(1, 1)); // nothing goes to s-chat any more
      expect(found(flow)).toEqual([{ path: 'states/4', code: 'state-unreachable', severity: 'warning' }]);
    });
    it('follows nextStateId as well as transitions, from the state marked initial', () => {
      const flow = after((f) => {
        f.states[0]!.isInitialState = false;
        f.states[3]!.isInitialState = true; // s-contact: reaches chat and thanks only
      });
      expect(found(flow).map((p) => p.path)).toEqual(['states/0', 'states/1', 'states/2']);
    });
  });
});

describe('describeLocation', () => {
  const flow = demoFlow();
  it('names the state, the question and the option', () => {
    expect(describeLocation(t, flow, ['states', 1, 'elements', 0, 'question', 'options', 3, 'id'])).toBe('State “What went wrong” › question “What went wrong?” › option “Something else” › field “id”');
  });
  it('names a transition by its source and a rule by number', () => {
    expect(describeLocation(t, flow, ['transitions', 1, 'rules', 0, 'optionIds', 0])).toBe('Transition 2 (from “Contact”) › rule 1 › field “optionIds.0”');
  });
  it('names a trigger and a label element', () => {
    expect(describeLocation(t, flow, ['states', 1, 'elements', 0, 'triggers', 0, 'key'])).toBe('State “What went wrong” › question “What went wrong?” › trigger 1 › field “key”');
    expect(describeLocation(t, flow, ['states', 0, 'elements', 0])).toBe('State “Welcome” › element “Tell us about your visit”');
  });
  it('names the flow itself for an empty path', () => {
    expect(describeLocation(t, flow, [])).toBe('The flow');
    expect(describeLocation(t, flow, ['defaultLanguageId'])).toBe('field “defaultLanguageId”');
  });
});
