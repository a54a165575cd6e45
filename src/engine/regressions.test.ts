import { describe, expect, it } from 'vitest';
import { validateDocument, validateFlow } from '../schema/validate';
import { answerQuestion } from './answer';
import { checkFlowReferences } from './flow-references';
import { formatProblem } from './flow-problem';
import { localise } from './language';
import { needsFallbackButton, requestMove } from './navigation';
import { buildFeedbackPayload } from './payload';
import { ruleMatches } from './rules';
import { answer, begin, label, makeFlow, next, NOW, nextButton, options, page, question, questionStyles, thanks } from '../../tests/support/test-flows';

// Behaviours found by the test and fixture suites that the engine once got wrong.
describe('engine regressions', () => {
  it('A: a rule with statementId and an operator looks at that matrix row only', () => {
    const runtime = answer(begin(makeFlow([page('start', [
      question('grid', 'matrix', { statements: [{ id: 's-food' }, { id: 's-staff' }], options: options('yes', 'no') }),
      nextButton(),
    ])])), 'grid', { 's-food': ['o-yes'], 's-staff': ['o-no'] });
    expect(ruleMatches({ elementId: 'grid', statementId: 's-staff', operator: 'equals', value: 'yes' }, runtime)).toBe(false);
    expect(ruleMatches({ elementId: 'grid', statementId: 's-staff', operator: 'equals', value: 'no' }, runtime)).toBe(true);
  });

  it('B: a page visited twice sends its answers once', () => {
    const flow = makeFlow([
      page('a', [question('qa', 'text'), nextButton('na')], { nextStateId: 'b' }),
      page('b', [question('again', 'radio', { options: options('yes', 'no') }), nextButton('nb')], { nextStateId: 'thanks' }),
      thanks(),
    ], { transitions: [{ fromStateId: 'b', toStateId: 'a', rules: [{ elementId: 'again', optionIds: ['o-yes'] }] }] });
    let runtime = next(answer(begin(flow), 'qa', 'first')).runtime;
    runtime = next(answer(runtime, 'again', ['o-yes'])).runtime; // back on page a
    runtime = next(answer(runtime, 'qa', 'second')).runtime;
    const { decision, runtime: end } = next(answer(runtime, 'again', ['o-no']));
    expect(decision.kind === 'move' && decision.submit).toBe(true);
    expect(buildFeedbackPayload(end, { now: NOW, nodeId: 'n' }).responses).toEqual([
      { question_id: 'qa', body: 'second' },
      { question_id: 'again', option_id: 'o-no' },
    ]);
  });

  it('C: nextStateId may name the default thank-you state, as a transition may', () => {
    const flow = makeFlow([page('start', [question('q', 'text'), nextButton()], { nextStateId: 'default-thank-state' })]);
    expect(checkFlowReferences(flow, questionStyles).map(formatProblem)).toEqual([]);
  });

  it('D: a rule on a label does not suggest the label itself', () => {
    const flow = makeFlow([page('start', [question('q', 'text'), label('note'), nextButton()]), thanks()], {
      transitions: [{ fromStateId: 'start', toStateId: 'thanks', rules: [{ elementId: 'note', optionIds: ['x'] }] }],
    });
    const [problem] = checkFlowReferences(flow, questionStyles).map(formatProblem);
    expect(problem).not.toContain('did you mean "note"');
  });

  it('E: a partial save leaves out answers that are not valid', () => {
    const flow = makeFlow([page('start', [question('mail', 'email'), question('age', 'age'), nextButton()]), thanks()], { allowSavingIncompleteSurvey: true });
    const first = answerQuestion(begin(flow), 'mail', 'ada@', NOW);
    const second = answerQuestion(first.runtime, 'age', 30.5, NOW);
    expect(second.partialSaveDue).toBe(true);
    const payload = buildFeedbackPayload(second.runtime, { now: NOW, nodeId: 'n', partial: true });
    expect(payload.customer).toEqual({});
    expect(validateDocument('feedback', payload).ok).toBe(true);
  });

  it('F: a path whose questions are all hidden can still be submitted', () => {
    const flow = makeFlow([page('start', [question('later', 'text', {}, { isVisible: false }), label('info'), nextButton()], { nextStateId: 'thanks' }), thanks()]);
    expect(requestMove(begin(flow), 'button').kind).toBe('move');
  });

  it('G: a page without a button but with free text never moves while typing and asks the screen for a Next button', () => {
    const flow = makeFlow([page('start', [question('pick', 'radio', { options: options('a') }), question('why', 'text')], { nextStateId: 'thanks' }), thanks()]);
    const picked = answerQuestion(begin(flow), 'pick', ['o-a'], NOW);
    const typed = answerQuestion(picked.runtime, 'why', 'because', NOW);
    expect(typed.autoMoveDue).toBe(false);
    expect(needsFallbackButton(typed.runtime)).toBe(true);
    expect(requestMove(typed.runtime, 'button').kind).toBe('move');
    const instantOnly = makeFlow([page('start', [question('pick', 'radio', { options: options('a') })], { nextStateId: 'thanks' }), thanks()]);
    expect(needsFallbackButton(begin(instantOnly))).toBe(false);
  });

  it('H: an optional maxdiff answered once does not block (SPEC 5 puts "at least 2" under required matrix)', () => {
    const flow = makeFlow([page('start', [
      question('md', 'matrix', { extra: { matrix_question_type: 'maxdiff' }, statements: [{ id: 's1' }, { id: 's2' }, { id: 's3' }], options: options('best', 'worst') }),
      nextButton(),
    ], { nextStateId: 'thanks' }), thanks()]);
    expect(requestMove(answer(begin(flow), 'md', { s1: ['o-best'] }), 'button').kind).toBe('move');
  });

  it('I: an empty translation falls back to English', () => {
    expect(localise({ en: 'Hello', tr: '' }, 'tr')).toBe('Hello');
  });

  it('J: clearing an unanswered question does not start the first-response clock', () => {
    const flow = makeFlow([page('start', [question('q', 'text'), nextButton()])]);
    expect(answerQuestion(begin(flow), 'q', null, NOW + 5000).runtime.firstResponseTime).toBeNull();
  });

  it('K: schema errors are worded for people for every keyword (minItems, maximum, propertyNames)', () => {
    const result = validateFlow({ id: 'f', languages: [], states: [{ id: 's', elements: [{ id: 'e', type: 'label', body: { 'e n': 'x' } }] }] }, questionStyles);
    const messages = result.ok ? [] : result.problems.map(formatProblem);
    expect(messages.join('\n')).not.toMatch(/must NOT have|property name must be valid/);
  });
});
