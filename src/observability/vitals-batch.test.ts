import { describe, expect, it, vi } from 'vitest';
import { createVitalsBatch } from './vitals-batch';

describe('createVitalsBatch', () => {
  it('sends what it collected in one body when flushed, then starts empty', () => {
    const send = vi.fn();
    const batch = createVitalsBatch('/feedback', send);
    batch.add('LCP', 2345.678);
    batch.add('CLS', 0.123456);
    batch.flush();
    batch.flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect(JSON.parse(send.mock.calls[0]![0] as string)).toEqual({ page: '/feedback', vitals: [{ name: 'LCP', value: 2346 }, { name: 'CLS', value: 0.1235 }] });
  });

  it('sends a full batch without waiting for the page to hide', () => {
    const send = vi.fn();
    const batch = createVitalsBatch('/chat', send);
    for (let i = 0; i < 20; i++) batch.add('INP', i);
    expect(send).toHaveBeenCalledTimes(1);
    expect((JSON.parse(send.mock.calls[0]![0] as string) as { vitals: unknown[] }).vitals).toHaveLength(20);
  });
});
