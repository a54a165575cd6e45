import { describe, expect, it } from 'vitest';
import { newFeedbackId } from './feedback-id';
import { UUID_PATTERN } from '../../lib/patterns';

describe('newFeedbackId', () => {
  it('is a UUID the respondent app accepts (SPEC 5: versions 1 to 5), version 4', () => {
    const id = newFeedbackId(Date.parse('2026-11-28T10:00:00Z'));
    expect(id).toMatch(UUID_PATTERN);
    expect(id[14]).toBe('4');
    expect('89ab').toContain(id[19]);
  });

  it('sorts by the time it was made, so new rows append to the indexes it keys', () => {
    const times = [1_700_000_000_000, 1_700_000_000_001, 1_700_000_000_250, 1_700_000_060_000, 1_800_000_000_000];
    const ids = times.map((time) => newFeedbackId(time));
    expect([...ids].sort()).toEqual(ids);
    // The time is the id's first 48 bits.
    expect(Number.parseInt(ids[2]!.replace(/-/g, '').slice(0, 12), 16)).toBe(1_700_000_000_250);
  });

  it('keeps 74 random bits: ids of the same millisecond differ', () => {
    const ids = new Set(Array.from({ length: 10_000 }, () => newFeedbackId(1_700_000_000_000)));
    expect(ids.size).toBe(10_000);
    const randomParts = [...ids].map((id) => id.replace(/-/g, '').slice(12));
    expect(new Set(randomParts.map((part) => part.slice(1, 3))).size).toBeGreaterThan(200);
  });
});
