import { describe, expect, it } from 'vitest';
import type { StoredFeedback } from '../storage/storage';
import { matches, resultsFilter } from './filters';

const feedback = (responses: StoredFeedback['payload']['responses'], identity: Record<string, string> = {}): StoredFeedback => ({
  id: 'f', nodeId: 'n', flowId: 'flow', flowVersion: 1, completed: true, identity, chatToken: null, chatStatus: null, createdAt: 0, updatedAt: 0,
  payload: { node_id: 'n', flow_id: 'flow', created_at: '2026-01-01T00:00:00Z', responses, language_id: 2 },
});

describe('answer filters on one feedback', () => {
  const answered = feedback([{ question_id: 'nps', body: 7 }, { question_id: 'likes', option_id: 'speed' }, { question_id: 'likes', option_id: 'price' }, { question_id: 'why', body: 'Too SLOW at night' }], { wwid: 'n' });
  const holds = (...answer: string[]) => matches(answered, resultsFilter('flow', { answer }));

  it('takes is / is not on options and values, contains without case, and ranges with open ends', () => {
    expect(holds('likes:is:price')).toBe(true);
    expect(holds('likes:is_not:price')).toBe(false);
    expect(holds('likes:is_not:help')).toBe(true);
    expect(holds('nps:is:7')).toBe(true);
    expect(holds('why:contains:slow')).toBe(true);
    expect(holds('nps:range:0..6')).toBe(false);
    expect(holds('nps:range:7..')).toBe(true);
    expect(holds('nps:range:..7', 'likes:is:speed')).toBe(true);
    expect(holds('nps:range:..7', 'likes:is:help')).toBe(false);
  });

  it('checks the channel and language no index column holds', () => {
    expect(matches(answered, resultsFilter('flow', { channel: 'widget', language: 2 }))).toBe(true);
    expect(matches(answered, resultsFilter('flow', { channel: 'hosted' }))).toBe(false);
    expect(matches(answered, resultsFilter('flow', { language: -1 }))).toBe(false);
  });
});
