import { describe, expect, it } from 'vitest';
import type { Flow, FlowRule, FlowTrigger } from '../../../types/schemas';
import { describeFallback, describeRule, describeTransition, describeTrigger } from './describe-rule';
import { demoFlow, tIn } from './test-flow';

const t = tIn('en');
const flow = demoFlow();
const rule = (r: FlowRule) => describeRule(t, flow, r);
const owner = (id: string) => flow.states.flatMap((s) => s.elements).find((e) => e.id === id)!.question!;

describe('describeRule', () => {
  it('names the chosen option of a question in words', () => {
    expect(rule({ elementId: 'el-talk', optionIds: ['o-talk-yes'] })).toBe('“Would you like to talk to someone now?” is “Yes, open a chat”');
  });
  it('joins several options with "or"', () => {
    expect(rule({ elementId: 'el-problems', optionIds: ['o-slow', 'o-price', 'o-other'] }))
      .toBe('“What went wrong?” is “It was slow”, “Too expensive” or “Something else”');
  });
  it('finds the question by its question id as the engine does', () => {
    expect(rule({ elementId: 'q-talk', optionIds: ['o-talk-no'] })).toBe('“Would you like to talk to someone now?” is “No, thanks”');
  });
  it.each([
    ['equals', 'abc', '“Anything else you\'d like to share?” is “abc”'],
    ['not_equals', 'abc', '“Anything else you\'d like to share?” is not “abc”'],
    ['contains', 'slow', '“Anything else you\'d like to share?” contains “slow”'],
    ['not_contains', 'slow', '“Anything else you\'d like to share?” does not contain “slow”'],
    ['regex', '^a+$', '“Anything else you\'d like to share?” matches the pattern “^a+$”'],
    ['matches', '^a+$', '“Anything else you\'d like to share?” matches the pattern “^a+$”'],
  ] as const)('describes %s', (operator, value, expected) => {
    expect(rule({ elementId: 'el-comment', operator, value })).toBe(expected);
  });
  it('shows the option\'s text when equals names an option key', () => {
    expect(rule({ elementId: 'el-liked', operator: 'equals', value: 'service' })).toBe('“What did you like most?” is “The service”');
  });
  it('keeps a pattern as typed even when it spells an option key', () => {
    expect(rule({ elementId: 'el-liked', operator: 'regex', value: 'service' })).toBe('“What did you like most?” matches the pattern “service”');
  });
  it('says yes or no for a boolean value', () => {
    expect(rule({ elementId: 'el-comment', operator: 'equals', value: true })).toBe('“Anything else you\'d like to share?” is “Yes”');
  });
  it('marks a deleted question, option and missing value', () => {
    expect(rule({ elementId: 'el-gone', operator: 'equals', value: 1 })).toBe('a deleted question (el-gone) is “1”');
    expect(rule({ elementId: 'el-talk', optionIds: ['o-gone'] })).toBe('“Would you like to talk to someone now?” is a deleted option (o-gone)');
    expect(rule({ elementId: 'el-comment', operator: 'contains' })).toBe('“Anything else you\'d like to share?” contains (no value yet)');
    expect(rule({ elementId: 'el-talk' })).toBe('“Would you like to talk to someone now?” has one of (no options chosen yet)');
  });
  it('names a matrix row', () => {
    const matrix: Flow = structuredClone(flow);
    matrix.states[0]!.elements.push({ id: 'el-m', type: 'question', question: { id: 'q-m', style: 'matrix', body: { en: 'Rate us' }, statements: [{ id: 'st-1', body: { en: 'Speed' } }], options: [{ id: 'o-good', body: { en: 'Good' } }] } });
    expect(describeRule(t, matrix, { elementId: 'el-m', statementId: 'st-1', optionIds: ['o-good'] })).toBe('“Rate us”, row “Speed” is “Good”');
    expect(describeRule(t, matrix, { elementId: 'el-m', statementId: 'st-x', optionIds: ['o-good'] })).toBe('“Rate us”, row a deleted row (st-x) is “Good”');
  });
  it('speaks Turkish in a Turkish console', () => {
    expect(describeRule(tIn('tr'), flow, { elementId: 'el-comment', operator: 'not_contains', value: 'x' })).toBe('“Anything else you\'d like to share?” yanıtı “x” içermiyor');
  });
});

describe('describeTransition', () => {
  const [toDetractor, toChat, toThanks] = flow.transitions!;
  it('reads "If …, go to …" with the rule and the target state', () => {
    expect(describeTransition(t, flow, toDetractor!, false)).toBe('If “How likely are you to recommend us to a friend?” matches the pattern “^[0-6]$”, go to “What went wrong”');
    expect(describeTransition(t, flow, toChat!, false)).toBe('If “Would you like to talk to someone now?” is “Yes, open a chat”, go to “Chat”');
  });
  it('joins every rule with "and", since all must hold', () => {
    expect(describeTransition(t, flow, { fromStateId: 's-welcome', toStateId: 's-chat', rules: [{ elementId: 'el-nps', operator: 'equals', value: 10 }, { elementId: 'el-talk', optionIds: ['o-talk-yes'] }] }, false))
      .toBe('If “How likely are you to recommend us to a friend?” is “10” and “Would you like to talk to someone now?” is “Yes, open a chat”, go to “Chat”');
  });
  it('says "Otherwise" for a rule-less transition after others and "Always" when it is first', () => {
    expect(describeTransition(t, flow, toThanks!, true)).toBe('Otherwise, go to “Thank you”');
    expect(describeTransition(t, flow, toThanks!, false)).toBe('Always go to “Thank you”');
  });
  it('names the end of the flow and a deleted state', () => {
    expect(describeTransition(t, flow, { fromStateId: 's-welcome', toStateId: 'default-thank-state' }, false)).toBe('Always go to the end (thank-you page)');
    expect(describeTransition(t, flow, { fromStateId: 's-welcome', toStateId: 's-gone' }, false)).toBe('Always go to a deleted state (s-gone)');
  });
  it('describes a state\'s fallback', () => {
    expect(describeFallback(t, flow, 's-promoter')).toBe('When no transition matches, go to “What went well”');
    expect(describeFallback(t, flow, undefined)).toBe('When no transition matches, go to the end (thank-you page)');
  });
});

describe('describeTrigger', () => {
  const trigger = (tr: FlowTrigger, on = 'el-problems') => describeTrigger(t, flow, owner(on), tr);
  it('describes the demo\'s option trigger', () => {
    expect(trigger({ key: 'other', action: 'show', scope: 'element', targetIds: ['el-other'] })).toBe('When “Something else” is chosen, show “Please tell us more”');
    expect(trigger({ key: 'yes', action: 'hide', targetIds: ['el-email', 'el-footer'] }, 'el-talk'))
      .toBe('When “Yes, open a chat” is chosen, hide “Your e-mail (optional)” and “We only use your details to answer you.”');
  });
  it('describes value triggers by their operator', () => {
    expect(trigger({ controlType: 'value', ruleType: 'contains', answerValue: 'refund', action: 'show', targetIds: ['el-other'] }))
      .toBe('When the answer contains “refund”, show “Please tell us more”');
    expect(trigger({ controlType: 'value', answerValue: 3, action: 'hide', targetIds: ['el-gone'] }))
      .toBe('When the answer is “3”, hide a deleted element (el-gone)');
  });
  it('describes option targets and events', () => {
    expect(trigger({ key: 'o-price', action: 'hide', scope: 'option', targetOptionIds: [{ questionKey: 'q-liked', optionKey: 'value' }] }))
      .toBe('When “Too expensive” is chosen, hide option “Value for money” of “What did you like most?”');
    expect(trigger({ key: 'o-price', action: 'show', scope: 'event-dispatch', targetEvents: ['PSN_REDIRECT_TO_STORE'] }))
      .toBe('When “Too expensive” is chosen, send the event “PSN_REDIRECT_TO_STORE” to the host page');
    expect(trigger({ key: 'o-price', action: 'show', scope: 'event-dispatch', targetEvents: [] })).toBe('When “Too expensive” is chosen, do nothing yet (no target chosen)');
  });
});
