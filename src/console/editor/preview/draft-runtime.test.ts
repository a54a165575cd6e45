import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import { plugins } from '../../../../plugins';
import { answerOf, currentStateId, makeFlow, next, nextButton, options, page, question, thanks } from '../../../../tests/support/test-flows';
import { answerQuestion, goBack, type FlowRuntime } from '../../../engine';
import type { Flow } from '../../../types/schemas';
import { carryOver, compileDraft, freshRuntime, jumpTo } from './draft-runtime';

const flow: Flow = makeFlow([
  page('first', [question('mood', 'radio', { options: options('Good', 'Bad') }), question('name', 'text'), nextButton()], { nextStateId: 'second' }),
  page('second', [question('comment', 'text'), nextButton('next-2')], { nextStateId: 'thanks' }),
  thanks(),
]);

const compiled = (draft: Flow) => {
  const check = compileDraft(draft, plugins);
  if (!check.ok) throw new Error(check.problems.join('\n'));
  return check.flow;
};

function answered(): FlowRuntime {
  let runtime = freshRuntime(compiled(flow), 0);
  runtime = answerQuestion(runtime, 'mood', ['o-Bad'], 0).runtime;
  runtime = answerQuestion(runtime, 'name', 'Ada', 0).runtime;
  return next(runtime).runtime;
}

describe('the preview on an edited draft', () => {
  it('gives again the answers to questions that still exist, and stays on the current state with Back to the first', () => {
    const edited = produce(flow, (d) => void d.states[0]!.elements.splice(1, 1));
    const runtime = carryOver(answered(), compiled(edited), 0);
    expect(currentStateId(runtime)).toBe('second');
    expect(answerOf(runtime, 'mood').value).toEqual(['o-Bad']);
    expect(runtime.flow.questionElementOf('name')).toBeUndefined();
    expect(currentStateId(goBack(runtime))).toBe('first');
  });

  it('drops an answer the edited question no longer takes (its option removed)', () => {
    const edited = produce(flow, (d) => void d.states[0]!.elements[0]!.question!.options!.pop());
    const runtime = carryOver(answered(), compiled(edited), 0);
    expect(answerOf(runtime, 'mood').value).toBeNull();
    expect(answerOf(runtime, 'name').value).toBe('Ada');
  });

  it('goes back to the first state when the current one was deleted', () => {
    const edited = produce(flow, (d) => {
      d.states.splice(1, 1);
      d.states[0]!.nextStateId = 'thanks';
    });
    expect(currentStateId(carryOver(answered(), compiled(edited), 0))).toBe('first');
  });

  it('refuses a draft the respondent page would refuse, with the problem located', () => {
    const check = compileDraft(produce(flow, (d) => void (d.states[1]!.nextStateId = 'nowhere')), plugins);
    expect(check.ok).toBe(false);
    expect(!check.ok && check.problems.join()).toMatch(/states\[1\]\.nextStateId/);
  });

  it('jumps to a state, Back returning to where the author was', () => {
    const runtime = jumpTo(freshRuntime(compiled(flow), 0), 'thanks');
    expect(currentStateId(runtime)).toBe('thanks');
    expect(runtime.visit.previous?.state).toBe(runtime.flow.stateIndexById.get('first'));
  });
});
