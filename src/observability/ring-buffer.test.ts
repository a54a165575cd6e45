import { describe, expect, it } from 'vitest';
import { createRingBuffer } from './ring-buffer';

describe('createRingBuffer', () => {
  it('lists what it holds oldest first until it is full', () => {
    const ring = createRingBuffer<number>(3);
    ring.push(1);
    ring.push(2);
    expect(ring.items()).toEqual([1, 2]);
  });

  it('drops the oldest items once full, keeping the newest in order', () => {
    const ring = createRingBuffer<number>(40);
    for (let i = 1; i <= 100; i++) ring.push(i);
    expect(ring.items()).toEqual(Array.from({ length: 40 }, (_, i) => 61 + i));
  });

  it('starts over when cleared', () => {
    const ring = createRingBuffer<string>(2);
    ring.push('a');
    ring.push('b');
    ring.push('c');
    ring.clear();
    ring.push('d');
    expect(ring.items()).toEqual(['d']);
  });

  it('refuses a capacity below one', () => {
    expect(() => createRingBuffer(0)).toThrow(/capacity/);
  });
});
