import { describe, expect, it } from 'vitest';
import type { FlowRule, FlowTransition } from '../types/schemas';
import { DEFAULT_THANK_STATE_ID } from './compiled-flow';
import { resolveTargetState, ruleMatches } from './rules';
import type { FlowRuntime } from './runtime';
import { answer, begin, label, makeFlow, nextButton, options, page, question, thanks } from '../../tests/support/test-flows';

/** A first page with one question of each answer kind that rules read, and three pages to branch to. */
function survey(transitions: FlowTransition[] = [], nextStateId?: string) {
  return makeFlow(
    [
      page(
        'start',
        [
          question('mood', 'radio', { key: 'mood_key', options: options('good', 'bad') }),
          question('topics', 'checklist', { isMultiSelect: true, options: options('price', 'speed', 'support') }),
          question('comment', 'text'),
          question('count', 'numeric'),
          question('grid', 'matrix', {
            statements: [{ id: 's-food' }, { id: 's-staff' }],
            options: options('yes', 'no'),
          }),
          label('intro'),
          nextButton(),
        ],
        nextStateId ? { nextStateId } : {},
      ),
      page('a', [label('a-label'), nextButton('a-next')]),
      page('b', [label('b-label'), nextButton('b-next')]),
      page('c', [label('c-label'), nextButton('c-next')]),
      thanks(),
    ],
    { transitions },
  );
}

const target = (runtime: FlowRuntime): string => runtime.flow.stateId(resolveTargetState(runtime, runtime.visit.state));
const matches = (runtime: FlowRuntime, rule: FlowRule): boolean => ruleMatches(rule, runtime);

describe('option-id rules', () => {
  // SPEC 4.4: "Rule operators: ...; by default, matching option ids."
  it('holds when the chosen option is one of the rule\'s optionIds', () => {
    const runtime = answer(begin(survey()), 'mood', ['o-bad']);
    expect(matches(runtime, { elementId: 'el-mood', optionIds: ['o-bad'] })).toBe(true);
    expect(matches(runtime, { elementId: 'el-mood', optionIds: ['o-good'] })).toBe(false);
  });

  it('holds when any one of several chosen options is listed', () => {
    const runtime = answer(begin(survey()), 'topics', ['o-speed', 'o-support']);
    expect(matches(runtime, { elementId: 'el-topics', optionIds: ['o-price', 'o-speed'] })).toBe(true);
    expect(matches(runtime, { elementId: 'el-topics', optionIds: ['o-price'] })).toBe(false);
  });

  it('finds the question by element id, question id or question key', () => {
    const runtime = answer(begin(survey()), 'mood', ['o-bad']);
    for (const elementId of ['el-mood', 'mood', 'mood_key']) {
      expect(matches(runtime, { elementId, optionIds: ['o-bad'] })).toBe(true);
    }
  });

  it('does not hold for a question that was not answered', () => {
    expect(matches(begin(survey()), { elementId: 'el-mood', optionIds: ['o-bad'] })).toBe(false);
  });

  it('does not hold once the answer is cleared', () => {
    const runtime = answer(answer(begin(survey()), 'mood', ['o-bad']), 'mood', null);
    expect(matches(runtime, { elementId: 'el-mood', optionIds: ['o-bad'] })).toBe(false);
  });

  it('never holds for an element that is not a question', () => {
    expect(matches(begin(survey()), { elementId: 'intro', operator: 'not_equals', value: 'x' })).toBe(false);
  });
});

describe('statementId rules on a matrix', () => {
  it('look at the named row only', () => {
    const runtime = answer(begin(survey()), 'grid', { 's-food': ['o-yes'], 's-staff': ['o-no'] });
    expect(matches(runtime, { elementId: 'el-grid', statementId: 's-staff', optionIds: ['o-yes'] })).toBe(false);
    expect(matches(runtime, { elementId: 'el-grid', statementId: 's-staff', optionIds: ['o-no'] })).toBe(true);
    expect(matches(runtime, { elementId: 'el-grid', statementId: 's-food', optionIds: ['o-yes'] })).toBe(true);
  });

  it('look at every row without a statementId', () => {
    const runtime = answer(begin(survey()), 'grid', { 's-staff': ['o-no'] });
    expect(matches(runtime, { elementId: 'el-grid', optionIds: ['o-no'] })).toBe(true);
    expect(matches(runtime, { elementId: 'el-grid', optionIds: ['o-yes'] })).toBe(false);
  });

  it('do not hold for a row left unanswered', () => {
    const runtime = answer(begin(survey()), 'grid', { 's-food': ['o-yes'] });
    expect(matches(runtime, { elementId: 'el-grid', statementId: 's-staff', optionIds: ['o-yes'] })).toBe(false);
  });
});

describe('operator rules', () => {
  it('compare a text answer case-insensitively', () => {
    const runtime = answer(begin(survey()), 'comment', 'Too SLOW delivery');
    expect(matches(runtime, { elementId: 'comment', operator: 'equals', value: 'too slow delivery' })).toBe(true);
    expect(matches(runtime, { elementId: 'comment', operator: 'contains', value: 'slow' })).toBe(true);
    expect(matches(runtime, { elementId: 'comment', operator: 'not_contains', value: 'slow' })).toBe(false);
    expect(matches(runtime, { elementId: 'comment', operator: 'regex', value: '^too\\s' })).toBe(true);
    expect(matches(runtime, { elementId: 'comment', operator: 'not_equals', value: 'fast' })).toBe(true);
  });

  it('compare a number answer numerically', () => {
    const runtime = answer(begin(survey()), 'count', 5);
    expect(matches(runtime, { elementId: 'count', operator: 'equals', value: '5.0' })).toBe(true);
    expect(matches(runtime, { elementId: 'count', operator: 'equals', value: 50 })).toBe(false);
    expect(matches(runtime, { elementId: 'count', operator: 'regex', value: '^\\d$' })).toBe(true);
  });

  it('compare a choice by the chosen option\'s key or id', () => {
    const runtime = answer(begin(survey()), 'mood', ['o-bad']);
    expect(matches(runtime, { elementId: 'mood', operator: 'equals', value: 'BAD' })).toBe(true);
    expect(matches(runtime, { elementId: 'mood', operator: 'equals', value: 'o-bad' })).toBe(true);
    expect(matches(runtime, { elementId: 'mood', operator: 'equals', value: 'good' })).toBe(false);
  });

  it('compare a matrix by the chosen options\' keys or ids', () => {
    const runtime = answer(begin(survey()), 'grid', { 's-food': ['o-yes'] });
    expect(matches(runtime, { elementId: 'grid', operator: 'equals', value: 'o-yes' })).toBe(true);
    expect(matches(runtime, { elementId: 'grid', operator: 'equals', value: 'YES' })).toBe(true);
    expect(matches(runtime, { elementId: 'grid', operator: 'equals', value: 'no' })).toBe(false);
  });

  it('see an unanswered question as an empty answer: equals and contains fail, their negations hold', () => {
    const runtime = begin(survey());
    expect(matches(runtime, { elementId: 'comment', operator: 'equals', value: '' })).toBe(false);
    expect(matches(runtime, { elementId: 'comment', operator: 'contains', value: 'a' })).toBe(false);
    expect(matches(runtime, { elementId: 'comment', operator: 'regex', value: '.*' })).toBe(false);
    expect(matches(runtime, { elementId: 'comment', operator: 'not_equals', value: 'a' })).toBe(true);
    expect(matches(runtime, { elementId: 'comment', operator: 'not_contains', value: 'a' })).toBe(true);
  });

  it('see a whitespace-only text as no answer', () => {
    const runtime = answer(begin(survey()), 'comment', '   ');
    expect(matches(runtime, { elementId: 'comment', operator: 'regex', value: '^\\s+$' })).toBe(false);
  });
});

describe('resolveTargetState', () => {
  // SPEC 4.4: "The target is the toStateId of the first transition from the current state whose rules all match;
  // otherwise nextStateId; otherwise the default thank-you state."
  const toA: FlowTransition = { fromStateId: 'start', toStateId: 'a', rules: [{ elementId: 'el-mood', optionIds: ['o-bad'] }] };
  const toB: FlowTransition = { fromStateId: 'start', toStateId: 'b', rules: [{ elementId: 'comment', operator: 'contains', value: 'slow' }] };

  it('takes the transition whose rules match', () => {
    const runtime = answer(begin(survey([toA], 'c')), 'mood', ['o-bad']);
    expect(target(runtime)).toBe('a');
  });

  it('lets the first matching transition win when several match', () => {
    let runtime = begin(survey([toA, toB], 'c'));
    runtime = answer(answer(runtime, 'mood', ['o-bad']), 'comment', 'slow');
    expect(target(runtime)).toBe('a');
    const swapped = answer(answer(begin(survey([toB, toA], 'c')), 'mood', ['o-bad']), 'comment', 'slow');
    expect(target(swapped)).toBe('b');
  });

  it('passes over a transition that does not match to a later one that does', () => {
    const runtime = answer(begin(survey([toA, toB], 'c')), 'comment', 'slow');
    expect(target(runtime)).toBe('b');
  });

  it('needs every rule of a transition to match', () => {
    const both: FlowTransition = { fromStateId: 'start', toStateId: 'b', rules: [...toA.rules!, ...toB.rules!] };
    const onlyMood = answer(begin(survey([both], 'c')), 'mood', ['o-bad']);
    expect(target(onlyMood)).toBe('c');
    expect(target(answer(onlyMood, 'comment', 'slow'))).toBe('b');
  });

  it('always takes a transition without rules', () => {
    expect(target(begin(survey([{ fromStateId: 'start', toStateId: 'b' }], 'c')))).toBe('b');
  });

  it('ignores transitions from other states', () => {
    expect(target(begin(survey([{ fromStateId: 'a', toStateId: 'b' }], 'c')))).toBe('c');
  });

  it('falls back to nextStateId when no transition matches', () => {
    expect(target(begin(survey([toA], 'c')))).toBe('c');
  });

  it('falls back to the default thank-you state without transitions or nextStateId', () => {
    expect(target(begin(survey([toA])))).toBe(DEFAULT_THANK_STATE_ID);
  });

  it('accepts the default thank-you state as a transition target', () => {
    const runtime = begin(survey([{ fromStateId: 'start', toStateId: DEFAULT_THANK_STATE_ID }], 'c'));
    expect(target(runtime)).toBe(DEFAULT_THANK_STATE_ID);
  });
});
