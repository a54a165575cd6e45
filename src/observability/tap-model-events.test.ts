import { afterEach, describe, expect, it } from 'vitest';
import { createEvent, createStore } from 'effector';
import { recentActions } from './recent-actions';
import { tapModelEvents } from './tap-model-events';

afterEach(() => recentActions.clear());

describe('tapModelEvents', () => {
  it('records the events a model exposes, without their values, until stopped', () => {
    const model = { answerGiven: createEvent<{ questionId: string; value: string }>(), ticked: createEvent<number>(), $runtime: createStore(0) };
    const stop = tapModelEvents('flow', model);
    model.answerGiven({ questionId: 'q-email', value: 'jane@example.com' });
    model.ticked(1);
    stop();
    model.answerGiven({ questionId: 'q-late', value: 'x' });
    expect(recentActions.items().map(({ type, data }) => ({ type, data }))).toEqual([{ type: 'flow/answerGiven', data: { questionId: 'q-email' } }]);
  });
});
