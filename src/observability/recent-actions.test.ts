import { afterEach, describe, expect, it } from 'vitest';
import { recentActions, recordAction, summarisePayload } from './recent-actions';

afterEach(() => recentActions.clear());

describe('recordAction', () => {
  it('keeps the last 40 actions (SPEC 9)', () => {
    for (let i = 0; i < 45; i++) recordAction(`flow/nextPressed-${i}`, 'button', 1_000_000 + i);
    const kept = recentActions.items();
    expect(kept).toHaveLength(40);
    expect(kept[0]).toEqual({ type: 'flow/nextPressed-5', timestamp: 1000.005, data: { payload: 'button' } });
    expect(kept.at(-1)?.type).toBe('flow/nextPressed-44');
  });
});

describe('summarisePayload', () => {
  it('keeps which question was answered but not the answer', () => {
    expect(summarisePayload({ questionId: 'q-email', value: 'jane@example.com' })).toEqual({ questionId: 'q-email' });
    expect(summarisePayload({ questionId: 'q-phone', value: { number: '+905321234567', isValid: true } })).toEqual({ questionId: 'q-phone' });
  });

  it('keeps no chat text and no tokens', () => {
    expect(summarisePayload({ body: 'hello, my number is 0532 123 45 67', attachment: null })).toBeUndefined();
    expect(summarisePayload({ feedbackId: 'f1', token: 's3cret', inWidget: true })).toEqual({ inWidget: true });
  });

  it('keeps codes, numbers and flags, not free text', () => {
    expect(summarisePayload('tr')).toEqual({ payload: 'tr' });
    expect(summarisePayload(50)).toEqual({ payload: 50 });
    expect(summarisePayload('I did not like the service')).toBeUndefined();
    expect(summarisePayload(undefined)).toBeUndefined();
  });
});
