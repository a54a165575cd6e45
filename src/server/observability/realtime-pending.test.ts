import { describe, expect, it } from 'vitest';
import { countPendingPushes } from './realtime-pending';

describe('countPendingPushes', () => {
  it('counts chat changes from hand-over until their push has finished, failed pushes included', async () => {
    const releases: (() => void)[] = [];
    const counted = countPendingPushes({
      chatChanged: (id) => new Promise<void>((resolve, reject) => releases.push(id === 'bad' ? () => reject(new Error('x')) : resolve)),
      connectedSockets: () => 3,
    });
    const first = counted.realtime.chatChanged('f1');
    const failing = counted.realtime.chatChanged('bad').catch(() => undefined);
    expect(counted.pending()).toBe(2);
    releases[0]!();
    await first;
    expect(counted.pending()).toBe(1);
    releases[1]!();
    await failing;
    expect(counted.pending()).toBe(0);
    expect(counted.realtime.connectedSockets()).toBe(3);
  });
});
