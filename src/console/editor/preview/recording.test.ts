import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import { plugins } from '../../../../plugins';
import { makeFlow, nextButton, options, page, question, submitButton, thanks } from '../../../../tests/support/test-flows';
import type { Flow } from '../../../types/schemas';
import { compileDraft, freshRuntime } from './draft-runtime';
import { runDraftFixture } from './draft-fixtures';
import { finishRecording, recordAction, startRecording, type Recording } from './recording';
import { answerInPreview, moveInPreview } from './respondent-actions';

const flow: Flow = makeFlow([
  page('first', [
    question('mood', 'radio', { options: options('Good', 'Bad') }, { triggers: [{ action: 'show', scope: 'element', key: 'Bad', targetIds: ['el-why'] }] }),
    question('why', 'text', {}, { isVisible: false }),
    nextButton(),
  ], { nextStateId: 'second' }),
  page('second', [question('stars', 'star'), submitButton()], { nextStateId: 'thanks' }),
  thanks(),
]);

function record(): { recording: Recording; fixture: ReturnType<typeof finishRecording> } {
  const check = compileDraft(flow, plugins);
  if (!check.ok) throw new Error(check.problems.join('\n'));
  let runtime = freshRuntime(check.flow, 0);
  let recording = startRecording(runtime);
  const act = (result: ReturnType<typeof answerInPreview>) => {
    recording = recordAction(recording, result);
    runtime = result.runtime;
  };
  act(answerInPreview(runtime, 'mood', ['o-Bad'], 0));
  for (const text of ['S', 'Sl', 'Slow']) act(answerInPreview(runtime, 'why', text, 0));
  act(moveInPreview(runtime, 'button', 0));
  act(answerInPreview(runtime, 'stars', 4, 0));
  act(moveInPreview(runtime, 'submit', 0));
  return { recording, fixture: finishRecording(recording, runtime, 'Bad is explained', flow) };
}

describe('recording a path in the preview', () => {
  it('records the trigger it meets, a typed answer as one step, the moves, the submit and the payload', () => {
    const { fixture } = record();
    expect(fixture.steps).toEqual([
      { answer: { question: 'mood', value: ['o-Bad'] }, expect: { visible: ['el-why'] } },
      { answer: { question: 'why', value: 'Slow' } },
      { next: 'button', expect: { state: 'second' } },
      { answer: { question: 'stars', value: 4 } },
      { next: 'submit', expect: { state: 'thanks', final: true, submit: true, events: ['PSN_END_OF_FLOW', 'PSN_FEEDBACK_SUBMITTED'] } },
    ]);
    expect(fixture.expectPayload).toEqual({ responses: [{ question_id: 'mood', option_id: 'o-Bad' }, { question_id: 'why', body: 'Slow' }, { question_id: 'stars', body: 4 }] });
    expect(runDraftFixture(fixture, flow, plugins)).toEqual({ passed: true, details: [] });
  });

  it('fails at the step whose expectation an edit broke, saying what differs', () => {
    const { fixture } = record();
    const withoutTrigger = produce(flow, (d) => void delete d.states[0]!.elements[0]!.triggers);
    const result = runDraftFixture(fixture, withoutTrigger, plugins);
    expect(result.passed).toBe(false);
    expect(result.failedAt).toMatchObject({ kind: 'step', number: 1 });
    expect(result.details).toEqual(['visibility of el-why: expected "visible", got "hidden"']);
  });
});
