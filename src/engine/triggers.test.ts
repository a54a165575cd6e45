import { describe, expect, it } from 'vitest';
import type { Flow, FlowTrigger, RuleOperator } from '../types/schemas';
import { answerQuestion } from './answer';
import { requestMove } from './navigation';
import { elementState } from './runtime';
import { startFlow } from './start-flow';
import {
  answer, answerOf, begin, isVisible, label, makeFlow, models, NOW, nextButton, options, page, question, visibleOptionsOf,
} from '../../tests/support/test-flows';

// SPEC 4.3: "Triggers of removed answers are undone and those of new answers applied. Triggers show or hide whole
// elements or single options. Hiding a question resets its answer to empty and valid. An unknown trigger action
// raises a system error 'Unexpected trigger type'."

const show = (key: string, targetIds: string[], extra: Partial<FlowTrigger> = {}): FlowTrigger => ({ key, action: 'show', targetIds, ...extra });
const hide = (key: string, targetIds: string[], extra: Partial<FlowTrigger> = {}): FlowTrigger => ({ key, action: 'hide', targetIds, ...extra });

function onePage(...elements: Parameters<typeof page>[1]): Flow {
  return makeFlow([page('start', [...elements, nextButton()])]);
}

describe('element triggers', () => {
  const flow = onePage(
    question('contact', 'radio', { options: options('yes', 'no') }, { triggers: [show('yes', ['el-email'])] }),
    question('email', 'email', {}, { isVisible: false }),
  );

  it('shows a hidden question while the activating option is chosen', () => {
    const runtime = begin(flow);
    expect(isVisible(runtime, 'email')).toBe(false);
    expect(isVisible(answer(runtime, 'contact', ['o-yes']), 'email')).toBe(true);
  });

  it('undoes the trigger when the answer changes to another option', () => {
    const runtime = answer(answer(begin(flow), 'contact', ['o-yes']), 'contact', ['o-no']);
    expect(isVisible(runtime, 'email')).toBe(false);
  });

  it('undoes the trigger when the answer is cleared', () => {
    const runtime = answer(answer(begin(flow), 'contact', ['o-yes']), 'contact', null);
    expect(isVisible(runtime, 'email')).toBe(false);
  });

  it('records the active triggers on the answered element (SPEC 3.4 appliedTriggers)', () => {
    const runtime = answer(begin(flow), 'contact', ['o-yes']);
    const index = runtime.flow.questionElement.get('contact')!;
    expect(elementState(runtime, index).activeTriggers).toEqual([0]);
    expect(elementState(answer(runtime, 'contact', ['o-no']), index).activeTriggers).toEqual([]);
  });

  it('hides a visible element while the option is chosen and restores it afterwards', () => {
    const runtime = begin(onePage(
      question('anonymous', 'radio', { options: options('anon', 'named') }, { triggers: [hide('anon', ['el-name', 'note'])] }),
      question('name', 'naming'),
      label('note'),
    ));
    const hidden = answer(runtime, 'anonymous', ['o-anon']);
    expect([isVisible(hidden, 'name'), isVisible(hidden, 'note')]).toEqual([false, false]);
    const restored = answer(hidden, 'anonymous', null);
    expect([isVisible(restored, 'name'), isVisible(restored, 'note')]).toEqual([true, true]);
  });

  it('accepts the option id instead of its key, and answerValue when no key is given', () => {
    const byId = begin(onePage(
      question('contact', 'radio', { options: options('yes', 'no') }, { triggers: [show('o-yes', ['note'])] }),
      label('note', 'x', { isVisible: false }),
    ));
    expect(isVisible(answer(byId, 'contact', ['o-yes']), 'note')).toBe(true);
    const byValue = begin(onePage(
      question('contact', 'radio', { options: options('yes', 'no') }, { triggers: [{ answerValue: 'yes', action: 'show', targetIds: ['note'] }] }),
      label('note', 'x', { isVisible: false }),
    ));
    expect(isVisible(answer(byValue, 'contact', ['o-yes']), 'note')).toBe(true);
    expect(isVisible(answer(byValue, 'contact', ['o-no']), 'note')).toBe(false);
  });

  it('reaches targets on other pages', () => {
    const runtime = begin(makeFlow([
      page('start', [question('contact', 'radio', { options: options('yes', 'no') }, { triggers: [show('yes', ['el-email'])] }), nextButton()]),
      page('later', [question('email', 'email', {}, { isVisible: false }), nextButton('later-next')]),
    ]));
    expect(isVisible(answer(runtime, 'contact', ['o-yes']), 'email')).toBe(true);
  });
});

describe('option triggers', () => {
  const flow = onePage(
    question('first', 'checklist', { options: options('a', 'x') }, {
      triggers: [{ key: 'a', action: 'hide', scope: 'option', targetOptionIds: [{ questionKey: 'second', optionKey: 'b' }] }],
    }),
    question('second', 'radio', { key: 'second', options: options('a', 'b', 'c') }),
  );

  it('hides option B when A is chosen and restores it when A is cleared', () => {
    const hidden = answer(begin(flow), 'first', ['o-a']);
    expect(visibleOptionsOf(hidden, 'second')).toEqual(['o-a', 'o-c']);
    expect(visibleOptionsOf(answer(hidden, 'first', null), 'second')).toEqual(['o-a', 'o-b', 'o-c']);
  });

  it('leaves the question itself visible', () => {
    expect(isVisible(answer(begin(flow), 'first', ['o-a']), 'second')).toBe(true);
  });

  it('drops a hidden option from the answer that had chosen it', () => {
    const runtime = answer(answer(begin(flow), 'second', ['o-b']), 'first', ['o-a']);
    expect(answerOf(runtime, 'second').value).toBeNull();
    const ranked = begin(onePage(
      question('first', 'checklist', { options: options('a') }, {
        triggers: [{ key: 'a', action: 'hide', scope: 'option', targetOptionIds: [{ questionKey: 'order', optionKey: 'b' }] }],
      }),
      question('order', 'ranking', { options: options('a', 'b', 'c') }),
    ));
    const after = answer(answer(ranked, 'order', ['o-c', 'o-b', 'o-a']), 'first', ['o-a']);
    expect(answerOf(after, 'order').value).toEqual(['o-c', 'o-a']);
  });

  it('shows an option that starts hidden', () => {
    const runtime = begin(onePage(
      question('plan', 'radio', { options: options('pro', 'free') }, {
        triggers: [{ key: 'pro', action: 'show', scope: 'option', targetOptionIds: [{ questionKey: 'extras', optionKey: 'o-support' }] }],
      }),
      question('extras', 'checklist', { options: [...options('manual'), { id: 'o-support', key: 'support', isVisible: false }] }),
    ));
    expect(visibleOptionsOf(runtime, 'extras')).toEqual(['o-manual']);
    expect(visibleOptionsOf(answer(runtime, 'plan', ['o-pro']), 'extras')).toEqual(['o-manual', 'o-support']);
    expect(visibleOptionsOf(answer(answer(runtime, 'plan', ['o-pro']), 'plan', ['o-free']), 'extras')).toEqual(['o-manual']);
  });
});

describe('value triggers', () => {
  function textTrigger(ruleType: RuleOperator | undefined, answerValue: string | number) {
    return begin(onePage(
      question('reason', 'text', {}, {
        triggers: [{ controlType: 'value', answerValue, action: 'show', targetIds: ['note'], ...(ruleType ? { ruleType } : {}) }],
      }),
      label('note', 'x', { isVisible: false }),
    ));
  }
  const shownAfter = (runtime: ReturnType<typeof textTrigger>, text: string) => isVisible(answer(runtime, 'reason', text), 'note');

  it.each([
    ['equals', 'yes', 'YES', 'yes please'],
    ['not_equals', 'yes', 'no', 'Yes'],
    ['contains', 'help', 'I need HELP now', 'all fine'],
    ['not_contains', 'help', 'all fine', 'help me'],
    ['regex', '^\\d{3}$', '123', '12'],
    ['matches', '^ab+c$', 'ABBC', 'ac'],
  ] as const)('with ruleType %s against %j: %j activates it, %j does not', (ruleType, value, activating, other) => {
    const runtime = textTrigger(ruleType, value);
    expect(shownAfter(runtime, activating)).toBe(true);
    expect(shownAfter(runtime, other)).toBe(false);
  });

  it('compares with equals when no ruleType is given', () => {
    const runtime = textTrigger(undefined, 'yes');
    expect(shownAfter(runtime, 'Yes')).toBe(true);
    expect(shownAfter(runtime, 'yes please')).toBe(false);
  });

  it('activates nothing on an empty answer, not even not_equals', () => {
    const runtime = textTrigger('not_equals', 'yes');
    expect(isVisible(runtime, 'note')).toBe(false);
    expect(shownAfter(runtime, '   ')).toBe(false);
  });

  it('compares a number answer numerically', () => {
    const runtime = begin(onePage(
      question('stars', 'star', {}, { triggers: [{ controlType: 'value', ruleType: 'equals', answerValue: '1.0', action: 'show', targetIds: ['sorry'] }] }),
      label('sorry', 'x', { isVisible: false }),
    ));
    expect(isVisible(answer(runtime, 'stars', 1), 'sorry')).toBe(true);
    expect(isVisible(answer(runtime, 'stars', 4), 'sorry')).toBe(false);
  });
});

describe('triggers that disagree', () => {
  const flow = onePage(
    question('wants', 'radio', { options: options('yes', 'no') }, { triggers: [show('yes', ['el-detail'])] }),
    question('blocks', 'radio', { options: options('yes', 'no') }, { triggers: [hide('yes', ['el-detail'])] }),
    question('detail', 'text', {}, { isVisible: false }),
  );

  it('let hide win over show, whatever the answer order', () => {
    const showFirst = answer(answer(begin(flow), 'wants', ['o-yes']), 'blocks', ['o-yes']);
    const hideFirst = answer(answer(begin(flow), 'blocks', ['o-yes']), 'wants', ['o-yes']);
    expect(isVisible(showFirst, 'detail')).toBe(false);
    expect(isVisible(hideFirst, 'detail')).toBe(false);
  });

  it('show again once the hiding answer is withdrawn', () => {
    const runtime = answer(answer(answer(begin(flow), 'wants', ['o-yes']), 'blocks', ['o-yes']), 'blocks', ['o-no']);
    expect(isVisible(runtime, 'detail')).toBe(true);
  });
});

describe('hiding a question', () => {
  const flow = onePage(
    question('skip', 'radio', { options: options('yes', 'no') }, { triggers: [hide('yes', ['el-count'])] }),
    question('count', 'numeric', { lowerlimit: 1, upperlimit: 10 }, {
      triggers: [{ controlType: 'value', answerValue: 5, action: 'show', targetIds: ['el-why'] }],
    }),
    question('why', 'text', {}, { isVisible: false }),
  );

  it('resets its answer to empty and valid', () => {
    const invalid = answer(begin(flow), 'count', 99);
    expect(answerOf(invalid, 'count').isValid).toBe(false);
    const hidden = answer(invalid, 'skip', ['o-yes']);
    expect(answerOf(hidden, 'count')).toMatchObject({ value: null, isValid: true, error: null });
  });

  it('clears its "please fill in" mark, so it does not show again already marked', () => {
    const required = onePage(
      question('skip', 'radio', { options: options('yes', 'no') }, { triggers: [hide('yes', ['el-must'])] }),
      question('must', 'text', { isRequired: true }),
    );
    const marked = requestMove(begin(required), 'button').runtime;
    expect(answerOf(marked, 'must').hasRequiredError).toBe(true);
    const hidden = answer(marked, 'skip', ['o-yes']);
    expect(answerOf(hidden, 'must').hasRequiredError).toBe(false);
    expect(answerOf(answer(hidden, 'skip', ['o-no']), 'must').hasRequiredError).toBe(false);
  });

  it('leaves the answer empty when the question shows again', () => {
    const runtime = answer(answer(answer(begin(flow), 'count', 3), 'skip', ['o-yes']), 'skip', ['o-no']);
    expect(isVisible(runtime, 'count')).toBe(true);
    expect(answerOf(runtime, 'count').value).toBeNull();
  });

  it('cascades: the hidden question\'s own triggers are undone and their targets reset too', () => {
    let runtime = answer(answer(begin(flow), 'count', 5), 'why', 'because');
    expect(isVisible(runtime, 'why')).toBe(true);
    runtime = answer(runtime, 'skip', ['o-yes']);
    expect(isVisible(runtime, 'count')).toBe(false);
    expect(isVisible(runtime, 'why')).toBe(false);
    expect(answerOf(runtime, 'why').value).toBeNull();
  });

  it('can hide the question that carries the trigger, which then shows again unanswered', () => {
    const runtime = begin(onePage(question('self', 'radio', { options: options('gone', 'stay') }, { triggers: [hide('gone', ['el-self'])] })));
    const after = answer(runtime, 'self', ['o-gone']);
    expect(isVisible(after, 'self')).toBe(true);
    expect(answerOf(after, 'self').value).toBeNull();
  });
});

describe('an action that is neither show nor hide', () => {
  // Built by hand: the schema refuses such an action, so only a programming error can bring one in.
  const flow = makeFlow([
    page('start', [
      question('q', 'radio', { options: options('a', 'b') }, { triggers: [{ key: 'a', action: 'toggle' as 'show', targetIds: ['note'] }] }),
      label('note'),
      nextButton(),
    ]),
  ]);

  it('raises "Unexpected trigger type" when the trigger applies', () => {
    const runtime = startFlow(flow, models, { now: NOW });
    expect(() => answerQuestion(runtime, 'q', ['o-a'], NOW)).toThrow(new Error('Unexpected trigger type'));
  });

  it('stays silent while the trigger does not apply', () => {
    const runtime = startFlow(flow, models, { now: NOW });
    expect(() => answerQuestion(runtime, 'q', ['o-b'], NOW)).not.toThrow();
  });
});
