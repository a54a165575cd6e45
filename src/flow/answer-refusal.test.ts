import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { plugins } from '../../plugins';
import type { Flow, NodeConfig } from '../types/schemas';
import type { Api } from '../net/api';
import { createStore } from '../storage/local-store';
import { elementState, type FlowRuntime } from '../engine';
import { MESSAGE } from '../engine/messages';
import { createFlowModel } from './model';
import { createSubmitQueue } from './submit-queue';
import { readFlowParams } from './flow-params';

// A dynamic request (SPEC 7) answers other questions with whatever the server sends: here a lookup fills the
// respondent's age, and a broken server sends it as text.
const FLOW: Flow = {
  id: 'f-lookup',
  languages: [{ id: 1, code: 'en' }],
  states: [
    { id: 's1', elements: [
      { id: 'e1', type: 'question', question: { id: 'q-lookup', style: 'dynamic_request' } },
      { id: 'e2', type: 'question', question: { id: 'q-age', style: 'numeric' } },
      { id: 'n1', type: 'next_page' },
    ], nextStateId: 'thanks' },
    { id: 'thanks', style: 'thank', elements: [] },
  ],
};
const NODE: NodeConfig = { id: 'n1', name: 'Node', flow: FLOW, default_language_id: 1 };

function setup() {
  const store = createStore(undefined);
  const sent: unknown[] = [];
  const api = {
    node: vi.fn(async () => NODE),
    flow: vi.fn(async () => FLOW),
    submitFeedback: vi.fn(async (body: unknown) => (sent.push(body), { id: 'fb-1', status: 'completed' })),
  } as unknown as Api;
  const reported: unknown[] = [];
  const model = createFlowModel({
    api,
    store,
    queue: createSubmitQueue(api.submitFeedback, store),
    models: plugins,
    host: { post: () => undefined },
    clock: () => Date.parse('2026-03-02T10:00:00Z'),
    wait: async () => undefined,
    validate: async () => [],
    deviceId: () => 'device-1',
    newKey: () => `key-${sent.length}`,
    openChat: () => undefined,
    report: (error) => reported.push(error),
  });
  return { model, sent, reported, scope: fork() };
}

const params = readFlowParams('feedback', { search: '?node_id=n1', href: 'https://example.com/feedback?node_id=n1' });
const answerOf = (runtime: FlowRuntime | null, id: string) => elementState(runtime!, runtime!.flow.questionElementOf(id)!.index).answer;

describe('an answer the engine refuses (issue #23 item 4)', () => {
  it('from a dynamic request is shown on its question and reported, not dropped', async () => {
    const { model, scope, reported } = setup();
    await allSettled(model.started, { scope, params: { params } });
    await allSettled(model.answerGiven, { scope, params: { questionId: 'q-age', value: '42' } });

    expect(answerOf(scope.getState(model.$runtime), 'q-age')).toMatchObject({ value: null, isValid: false, error: { key: MESSAGE.generic } });
    expect(reported).toHaveLength(1);
    expect(reported[0]).toMatchObject({ name: 'AnswerRefusedError', questionId: 'q-age', message: 'The answer to "q-age" (numeric) must be a finite number' });
  });

  it('holds the respondent until they answer the question themselves, then sends their answer', async () => {
    const { model, scope, sent } = setup();
    await allSettled(model.started, { scope, params: { params } });
    await allSettled(model.answerGiven, { scope, params: { questionId: 'q-age', value: '42' } });
    await allSettled(model.nextPressed, { scope, params: 'button' });
    expect(scope.getState(model.$blockedCount)).toBe(1);
    expect(sent).toEqual([]);

    await allSettled(model.answerGiven, { scope, params: { questionId: 'q-age', value: 42 } });
    await allSettled(model.nextPressed, { scope, params: 'button' });
    expect(sent).toMatchObject([{ responses: [{ question_id: 'q-age', body: 42 }] }]);
  });

  it('for a question the flow does not have is reported', async () => {
    const { model, scope, reported } = setup();
    await allSettled(model.started, { scope, params: { params } });
    const before = scope.getState(model.$runtime);
    await allSettled(model.answerGiven, { scope, params: { questionId: 'q-gone', value: 'x' } });
    expect(scope.getState(model.$runtime)).toBe(before);
    expect(reported).toMatchObject([{ message: 'Unknown question "q-gone"' }]);
  });

  it('of the right shape is taken and nothing is reported', async () => {
    const { model, scope, reported } = setup();
    await allSettled(model.started, { scope, params: { params } });
    await allSettled(model.answerGiven, { scope, params: { questionId: 'q-age', value: 42 } });
    expect(answerOf(scope.getState(model.$runtime), 'q-age')).toMatchObject({ value: 42, isValid: true, error: null });
    expect(reported).toEqual([]);
  });
});
