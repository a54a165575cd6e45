import { describe, expect, it } from 'vitest';
import { seededOrder } from './seeded-order';

const items = 'abcdefgh'.split('').map((id) => ({ id }));
const ids = (list: readonly { id: string }[]) => list.map((item) => item.id).join('');

describe('seededOrder', () => {
  it('is a permutation, the same for the same seed', () => {
    expect(ids(seededOrder(items, 42)).split('').sort().join('')).toBe('abcdefgh');
    expect(ids(seededOrder(items, 42))).toBe(ids(seededOrder(items, 42)));
  });

  it('gives different respondents different orders', () => {
    const orders = new Set(Array.from({ length: 20 }, (_, seed) => ids(seededOrder(items, seed))));
    expect(orders.size).toBeGreaterThan(15);
  });

  it('puts every option first for some seed (no option is stuck in place)', () => {
    const firsts = new Set(Array.from({ length: 200 }, (_, seed) => seededOrder(items, seed)[0]!.id));
    expect([...firsts].sort().join('')).toBe('abcdefgh');
  });

  it('keeps the others in the same relative order when one is removed', () => {
    const all = ids(seededOrder(items, 7));
    expect(ids(seededOrder(items.filter((item) => item.id !== 'c'), 7))).toBe(all.replace('c', ''));
  });
});
