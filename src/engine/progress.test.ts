import { describe, expect, it } from 'vitest';
import { goBack } from './navigation';
import { flowProgress, PROGRESS_BEFORE_END } from './progress';
import { answer, begin, currentStateId, makeFlow, next, nextButton, page, question, submitButton, thanks } from '../../tests/support/test-flows';

// SPEC 2.2: the gauge element shows progress through the flow; issue #16: never 100% before the end.
describe('progress through the flow', () => {
  const onePage = makeFlow([page('start', [question('a', 'text'), question('b', 'text'), submitButton()], { nextStateId: 'thanks' }), thanks()]);

  it('starts at 0 on the first page of a one-page flow, before anything is answered', () => {
    expect(flowProgress(begin(onePage))).toBe(0);
  });

  it('counts the answered questions of the current page, and stays below 100% until the end', () => {
    const half = answer(begin(onePage), 'a', 'yes');
    expect(flowProgress(half)).toBe(0.5);
    const all = answer(half, 'b', 'yes too');
    expect(flowProgress(all)).toBe(PROGRESS_BEFORE_END);
    expect(PROGRESS_BEFORE_END).toBeLessThan(1);
  });

  it('is 100% on a final state', () => {
    const { runtime } = next(answer(answer(begin(onePage), 'a', 'x'), 'b', 'y'), 'submit');
    expect(currentStateId(runtime)).toBe('thanks');
    expect(flowProgress(runtime)).toBe(1);
  });

  it('counts states passed whole, Back takes them off again', () => {
    const flow = makeFlow([
      page('one', [question('a', 'text'), nextButton('n1')], { nextStateId: 'two' }),
      page('two', [question('b', 'text'), question('c', 'text'), nextButton('n2')], { nextStateId: 'three' }),
      page('three', [question('d', 'text'), submitButton()], { nextStateId: 'thanks' }),
      thanks(),
    ]);
    const second = next(begin(flow)).runtime;
    expect(currentStateId(second)).toBe('two');
    expect(flowProgress(second)).toBeCloseTo(1 / 3);
    expect(flowProgress(answer(second, 'b', 'x'))).toBeCloseTo(1.5 / 3);
    expect(flowProgress(goBack(second))).toBe(0);
  });

  it('ignores hidden questions and states without questions count as 0 until passed', () => {
    const flow = makeFlow([page('welcome', [nextButton()], { nextStateId: 'ask' }), page('ask', [question('a', 'text'), submitButton()], { nextStateId: 'thanks' }), thanks()]);
    const start = begin(flow);
    expect(flowProgress(start)).toBe(0);
    expect(flowProgress(next(start).runtime)).toBe(0.5);
  });
});
