import { describe, expect, it } from 'vitest';
import type { Flow, FlowQuestion, FlowTrigger } from '../types/schemas';
import { checkFlowReferences } from './flow-references';
import { formatProblem } from './flow-problem';
import { label, makeFlow, nextButton, options, page, question, questionStyles, thanks } from '../../tests/support/test-flows';

function base(): Flow {
  return makeFlow(
    [
      page('start', [
        question('mood', 'radio', { key: 'mood_key', options: options('good', 'bad') }, { triggers: [{ key: 'bad', action: 'show', targetIds: ['el-why'] }] }),
        question('why', 'text', {}, { isVisible: false }),
        question('grid', 'matrix', { statements: [{ id: 's-food' }, { id: 's-staff' }], options: options('yes', 'no') }),
        nextButton(),
      ], { isInitialState: true }),
      page('middle', [question('stars', 'star'), label('note')], { nextStateId: 'thanks' }),
      thanks(),
    ],
    {
      languages: [{ id: 1, code: 'en' }, { id: 2, code: 'tr' }],
      defaultLanguageId: 1,
      transitions: [{ fromStateId: 'start', toStateId: 'middle', rules: [{ elementId: 'el-mood', optionIds: ['o-bad'] }] }],
    },
  );
}

/** The problems of the base flow after one change, as an author reads them. */
function problemsAfter(change: (flow: Flow) => void): string[] {
  const flow = structuredClone(base());
  change(flow);
  return checkFlowReferences(flow, questionStyles).map(formatProblem);
}

const mood = (flow: Flow): FlowQuestion => flow.states[0]!.elements[0]!.question!;
const stars = (flow: Flow): FlowQuestion => flow.states[1]!.elements[0]!.question!;
const setTrigger = (flow: Flow, trigger: FlowTrigger) => {
  flow.states[0]!.elements[0]!.triggers = [trigger];
};
const T = 'states[0].elements[0].triggers[0]';

it('finds nothing wrong with a sound flow', () => {
  expect(problemsAfter(() => {})).toEqual([]);
});

describe('languages', () => {
  it('refuses an id used twice', () => {
    expect(problemsAfter((f) => { f.languages[1]!.id = 1; })).toEqual(['languages[1].id: language id 1 is used twice']);
  });

  it('refuses a code listed twice, in any case', () => {
    expect(problemsAfter((f) => { f.languages[1]!.code = 'EN'; })).toEqual(['languages[1].code: language "EN" is listed twice']);
  });

  it('refuses a default language the flow does not list', () => {
    expect(problemsAfter((f) => { f.defaultLanguageId = 9; })).toEqual(["defaultLanguageId: 9 is not the id of one of the flow's languages"]);
  });
});

describe('ids and keys', () => {
  it('refuses a state id used twice', () => {
    expect(problemsAfter((f) => { f.states.push(page('middle', [])); })).toEqual(['states[3].id: state id "middle" is used twice']);
  });

  it('refuses an element id used twice, even across states', () => {
    expect(problemsAfter((f) => { f.states[1]!.elements[1]!.id = 'el-why'; })).toEqual(['states[1].elements[1].id: element id "el-why" is used twice']);
  });

  it('refuses a question id used twice', () => {
    expect(problemsAfter((f) => { stars(f).id = 'why'; })).toEqual(['states[1].elements[0].question.id: question id "why" is used twice']);
  });

  it('refuses a question key used twice', () => {
    expect(problemsAfter((f) => { stars(f).key = 'mood_key'; })).toEqual(['states[1].elements[0].question.key: question key "mood_key" is used twice']);
  });

  it('refuses an option id used twice in one question', () => {
    expect(problemsAfter((f) => { mood(f).options!.push({ id: 'o-good' }); })).toEqual([
      'states[0].elements[0].question.options[2].id: option id "o-good" is used twice in this question',
    ]);
  });

  it('refuses a statement id used twice in one question', () => {
    expect(problemsAfter((f) => { f.states[0]!.elements[2]!.question!.statements!.push({ id: 's-food' }); })).toEqual([
      'states[0].elements[2].question.statements[2].id: statement id "s-food" is used twice in this question',
    ]);
  });

  it('refuses a second initial state', () => {
    expect(problemsAfter((f) => { f.states[2]!.isInitialState = true; })).toEqual(['states[2].isInitialState: only one state can be initial; states[0] already is']);
  });
});

describe('question styles and limits', () => {
  it('names the style a misspelt one probably meant', () => {
    expect(problemsAfter((f) => { stars(f).style = 'slidr'; })).toEqual([
      'states[1].elements[0].question.style: "slidr" is not a question style (did you mean "slider"?)',
    ]);
  });

  it('suggests nothing for a style unlike any other', () => {
    expect(problemsAfter((f) => { stars(f).style = 'banana'; })).toEqual(['states[1].elements[0].question.style: "banana" is not a question style']);
  });

  it.each([
    ['minSelectionCount', 'maxSelectionCount'],
    ['minResponseLength', 'maxResponseLength'],
    ['lowerlimit', 'upperlimit'],
    ['min', 'max'],
  ] as const)('refuses %s above %s', (low, high) => {
    expect(problemsAfter((f) => { Object.assign(stars(f), { [low]: 5, [high]: 4 }); })).toEqual([
      `states[1].elements[0].question.${low}: 5 is greater than ${high} 4`,
    ]);
  });

  it('accepts equal lower and upper limits', () => {
    expect(problemsAfter((f) => { Object.assign(stars(f), { min: 3, max: 3 }); })).toEqual([]);
  });
});

describe('states', () => {
  it('refuses a nextStateId that names no state, and suggests the closest', () => {
    expect(problemsAfter((f) => { f.states[1]!.nextStateId = 'thank'; })).toEqual(['states[1].nextStateId: "thank" is not a known state (did you mean "thanks"?)']);
  });
});

describe('triggers', () => {
  it('sit on question elements only', () => {
    expect(problemsAfter((f) => { f.states[1]!.elements[1]!.triggers = [{ key: 'x', action: 'show', targetIds: ['el-why'] }]; })).toEqual([
      'states[1].elements[1].triggers[0]: triggers sit on question elements only',
    ]);
  });

  it('need the key of the option that activates them', () => {
    expect(problemsAfter((f) => setTrigger(f, { action: 'show', targetIds: ['el-why'] }))).toEqual([`${T}: an option trigger needs the key of the option that activates it`]);
  });

  it('refuse a key that names no option of the question', () => {
    expect(problemsAfter((f) => setTrigger(f, { key: 'bat', action: 'show', targetIds: ['el-why'] }))).toEqual([
      `${T}.key: "bat" is not a known option of question "mood" (did you mean "bad"?)`,
    ]);
  });

  it('accept an option id as the key', () => {
    expect(problemsAfter((f) => setTrigger(f, { key: 'o-bad', action: 'show', targetIds: ['el-why'] }))).toEqual([]);
  });

  it('need an answerValue when they compare values', () => {
    expect(problemsAfter((f) => setTrigger(f, { controlType: 'value', action: 'show', targetIds: ['el-why'] }))).toEqual([
      `${T}.answerValue: a value trigger needs an answerValue to compare with`,
    ]);
  });

  it.each(['regex', 'matches'] as const)('refuse a %s that is not a valid regular expression', (ruleType) => {
    expect(problemsAfter((f) => setTrigger(f, { controlType: 'value', ruleType, answerValue: '([', action: 'show', targetIds: ['el-why'] }))).toEqual([
      `${T}.answerValue: "([" is not a valid regular expression`,
    ]);
  });

  it('need at least one target element', () => {
    expect(problemsAfter((f) => setTrigger(f, { key: 'bad', action: 'show', targetIds: [] }))).toEqual([`${T}.targetIds: an element trigger needs at least one target`]);
  });

  it('refuse a target element that does not exist', () => {
    expect(problemsAfter((f) => setTrigger(f, { key: 'bad', action: 'hide', targetIds: ['el-why', 'el-wyh'] }))).toEqual([
      `${T}.targetIds[1]: "el-wyh" is not a known element (did you mean "el-why"?)`,
    ]);
  });

  it('accept a question id as a target element', () => {
    expect(problemsAfter((f) => setTrigger(f, { key: 'bad', action: 'hide', targetIds: ['why'] }))).toEqual([]);
  });

  it('need at least one target option in option scope', () => {
    expect(problemsAfter((f) => setTrigger(f, { key: 'bad', action: 'hide', scope: 'option' }))).toEqual([
      `${T}.targetOptionIds: an option trigger needs at least one target option`,
    ]);
  });

  it('refuse a target option of an unknown question', () => {
    expect(problemsAfter((f) => setTrigger(f, { key: 'bad', action: 'hide', scope: 'option', targetOptionIds: [{ questionKey: 'mood_kye', optionKey: 'good' }] }))).toEqual([
      `${T}.targetOptionIds[0].questionKey: "mood_kye" is not a known question (did you mean "mood_key"?)`,
    ]);
  });

  it('refuse a target option the question does not have', () => {
    expect(problemsAfter((f) => setTrigger(f, { key: 'bad', action: 'hide', scope: 'option', targetOptionIds: [{ questionKey: 'mood_key', optionKey: 'goood' }] }))).toEqual([
      `${T}.targetOptionIds[0].optionKey: "goood" is not a known option of question "mood_key" (did you mean "good"?)`,
    ]);
  });

  it('accept target options by question id and option id', () => {
    expect(problemsAfter((f) => setTrigger(f, { key: 'bad', action: 'hide', scope: 'option', targetOptionIds: [{ questionKey: 'grid', optionKey: 'o-no' }] }))).toEqual([]);
  });

  it('need at least one event in event-dispatch scope', () => {
    expect(problemsAfter((f) => setTrigger(f, { key: 'bad', action: 'show', scope: 'event-dispatch' }))).toEqual([
      `${T}.targetEvents: an event-dispatch trigger needs at least one event`,
    ]);
  });
});

describe('transitions', () => {
  const R = 'transitions[0].rules[0]';
  const setRule = (f: Flow, rule: object) => { f.transitions![0]!.rules = [{ elementId: 'el-mood', ...rule }]; };

  it('refuse an unknown state to leave from', () => {
    expect(problemsAfter((f) => { f.transitions![0]!.fromStateId = 'stat'; })).toEqual(['transitions[0].fromStateId: "stat" is not a known state (did you mean "start"?)']);
  });

  it('refuse an unknown state to go to', () => {
    expect(problemsAfter((f) => { f.transitions![0]!.toStateId = 'midle'; })).toEqual(['transitions[0].toStateId: "midle" is not a known state (did you mean "middle"?)']);
  });

  it('accept the default thank-you state as a target', () => {
    expect(problemsAfter((f) => { f.transitions![0]!.toStateId = 'default-thank-state'; })).toEqual([]);
  });

  it('refuse a rule on an unknown element', () => {
    expect(problemsAfter((f) => { f.transitions![0]!.rules![0]!.elementId = 'el-mod'; })).toEqual([
      `${R}.elementId: "el-mod" is not a known question element (did you mean "el-mood"?)`,
    ]);
  });

  it('accept a rule that names the question id', () => {
    expect(problemsAfter((f) => { f.transitions![0]!.rules![0]!.elementId = 'mood'; })).toEqual([]);
  });

  it('refuse a rule with neither an operator nor optionIds', () => {
    expect(problemsAfter((f) => setRule(f, {}))).toEqual([`${R}: a rule needs an operator with a value, or optionIds`]);
  });

  it('refuse an operator without a value', () => {
    expect(problemsAfter((f) => setRule(f, { operator: 'equals' }))).toEqual([`${R}.value: operator "equals" needs a value`]);
  });

  it('refuse an invalid regular expression', () => {
    expect(problemsAfter((f) => setRule(f, { operator: 'regex', value: '([' }))).toEqual([`${R}.value: "([" is not a valid regular expression`]);
  });

  it('refuse a statementId the question does not have', () => {
    expect(problemsAfter((f) => { f.transitions![0]!.rules = [{ elementId: 'el-grid', statementId: 's-fod', optionIds: ['o-yes'] }]; })).toEqual([
      `${R}.statementId: "s-fod" is not a known statement of question "grid" (did you mean "s-food"?)`,
    ]);
  });

  it('refuse option ids the question does not have', () => {
    expect(problemsAfter((f) => setRule(f, { optionIds: ['o-bad', 'o-bat'] }))).toEqual([
      `${R}.optionIds[1]: "o-bat" is not a known option of question "mood" (did you mean "o-bad"?)`,
    ]);
  });
});

it('reports every problem of a flow in one pass', () => {
  const problems = problemsAfter((f) => {
    stars(f).style = 'slidr';
    f.states[1]!.nextStateId = 'thank';
    f.transitions![0]!.toStateId = 'midle';
  });
  expect(problems).toHaveLength(3);
});

describe('formatProblem', () => {
  it('puts the path before the message, and leaves it out when empty', () => {
    expect(formatProblem({ path: 'states[0].id', message: 'is required' })).toBe('states[0].id: is required');
    expect(formatProblem({ path: '', message: 'must be an object' })).toBe('must be an object');
  });
});
