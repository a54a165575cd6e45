import { describe, expect, it, vi } from 'vitest';
import { createStore, STORE_KEYS } from '../../storage/local-store';
import { holdInHost } from './host-held-store';

const refused = () => createStore(undefined);
const channel = () => ({ embedded: true, post: vi.fn<(type: string, data?: Record<string, unknown>) => void>() });
const job = (key: string, nodeId = 'node-1') => ({ key, nodeId, flowId: 'f', payload: { node_id: nodeId }, completed: true, headers: {} });

describe('holding a frame’s store in the host page (issue #16)', () => {
  it('fills a refused store from what the loader kept: held keys only, queued feedbacks of this node only', () => {
    const store = refused();
    holdInHost(store, channel(), {
      [STORE_KEYS.feedbackQueue]: [job('a'), job('b', 'other-node'), { nodeId: 'node-1' }],
      [`${STORE_KEYS.previousFeedbacks}/PSN-DEMO001`]: [{ feedbackId: 'f-1', token: 't', createdAt: 1, title: 'Chat' }],
      [STORE_KEYS.deviceId]: 'device-1',
      'FLOW/x': { answers: {} },
    }, 'node-1');
    expect(store.get(STORE_KEYS.feedbackQueue)).toEqual([job('a')]);
    expect(store.get(`${STORE_KEYS.previousFeedbacks}/PSN-DEMO001`)).toHaveLength(1);
    expect(store.get(STORE_KEYS.deviceId)).toBe('device-1');
    expect(store.get('FLOW/x')).toBeUndefined();
  });

  it('hands every change of a held key back, with whether a feedback waits', () => {
    const store = refused();
    const host = channel();
    holdInHost(store, host, undefined, 'node-1');
    store.set('FLOW/x', { answers: {} });
    expect(host.post).not.toHaveBeenCalled();
    store.set(STORE_KEYS.feedbackQueue, [job('a')]);
    expect(host.post).toHaveBeenLastCalledWith('CV_KEEP', { kept: { [STORE_KEYS.feedbackQueue]: [job('a')] }, unsent: true });
    store.set(STORE_KEYS.feedbackQueue, []);
    expect(host.post).toHaveBeenLastCalledWith('CV_KEEP', { kept: { [STORE_KEYS.feedbackQueue]: [] }, unsent: false });
  });

  it('keeps the hand-back under the message limit, unsent feedbacks first', () => {
    const store = refused();
    const host = channel();
    holdInHost(store, host, undefined, 'node-1');
    store.set(`${STORE_KEYS.previousFeedbacks}/PSN-DEMO001`, [{ title: 'x'.repeat(70_000) }]);
    store.set(STORE_KEYS.feedbackQueue, [job('a')]);
    const kept = host.post.mock.lastCall![1]!.kept as Record<string, unknown>;
    expect(Object.keys(kept)).toEqual([STORE_KEYS.feedbackQueue]);
  });

  it('does nothing where the frame may store, or outside a host page', () => {
    const host = channel();
    const items = new Map<string, string>();
    const storage = { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), removeItem: (k: string) => void items.delete(k) } as Storage;
    const working = createStore(storage);
    holdInHost(working, host, { [STORE_KEYS.deviceId]: 'from-host' }, 'node-1');
    working.set(STORE_KEYS.feedbackQueue, [job('a')]);
    expect(working.get(STORE_KEYS.deviceId)).toBeUndefined();
    const alone = refused();
    holdInHost(alone, { ...host, embedded: false }, { [STORE_KEYS.deviceId]: 'from-host' }, 'node-1');
    alone.set(STORE_KEYS.feedbackQueue, [job('a')]);
    expect(alone.get(STORE_KEYS.deviceId)).toBeUndefined();
    expect(host.post).not.toHaveBeenCalled();
  });
});
