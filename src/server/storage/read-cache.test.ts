import { describe, expect, it } from 'vitest';
import { readCache } from './read-cache';

function counter(values: Record<string, unknown>) {
  const reads: string[] = [];
  let failing = false;
  return {
    reads,
    fail: (on: boolean) => (failing = on),
    read: async (key: string) => {
      reads.push(key);
      if (failing) throw new Error('database down');
      return structuredClone(values[key]);
    },
  };
}

describe('read cache', () => {
  it('serves a value from memory within its time to live, then reads it again', async () => {
    let now = 0;
    const source = counter({ node: { name: 'Shop' } });
    const cache = readCache(source.read, { ttlMs: 1000, now: () => now });
    await Promise.all([cache.get('node'), cache.get('node')]);
    now = 999;
    expect(await cache.get('node')).toEqual({ name: 'Shop' });
    expect(source.reads).toEqual(['node']);
    now = 1000;
    await cache.get('node');
    expect(source.reads).toEqual(['node', 'node']);
  });

  it('reads again after forget (a write through this process)', async () => {
    const source = counter({ node: 1 });
    const cache = readCache(source.read);
    await cache.get('node');
    cache.forget('node');
    await cache.get('node');
    expect(source.reads).toHaveLength(2);
  });

  it('does not remember a failed read', async () => {
    const source = counter({ node: 1 });
    const cache = readCache(source.read);
    source.fail(true);
    await expect(cache.get('node')).rejects.toThrow('database down');
    source.fail(false);
    expect(await cache.get('node')).toBe(1);
  });

  it('hands out frozen values, so one request cannot change what the next one reads', async () => {
    const cache = readCache(counter({ flow: { states: [{ id: 's1' }] } }).read);
    const flow = (await cache.get('flow')) as { states: { id: string }[] };
    expect(() => flow.states.push({ id: 's2' })).toThrow(TypeError);
    expect(() => (flow.states[0]!.id = 'changed')).toThrow(TypeError);
  });

  it('keeps at most maxEntries values', async () => {
    const source = counter({ a: 1, b: 2, c: 3 });
    const cache = readCache(source.read, { maxEntries: 2 });
    for (const key of ['a', 'b', 'c', 'a']) await cache.get(key);
    expect(source.reads).toEqual(['a', 'b', 'c', 'a']);
  });

  it('hands out the same object after a re-read finds the same data, and a new one once the data changed', async () => {
    let now = 0;
    const values: Record<string, unknown> = { node: { name: 'Shop' } };
    const cache = readCache(counter(values).read, { ttlMs: 1000, now: () => now });
    const first = await cache.get('node');
    now = 1000;
    expect(await cache.get('node')).toBe(first);
    values.node = { name: 'Shop, renamed' };
    now = 2000;
    const changed = await cache.get('node');
    expect(changed).not.toBe(first);
    expect(changed).toEqual({ name: 'Shop, renamed' });
    cache.forget('node');
    // A write through this process: a fresh object even when the data is the same, as the writer may expect.
    expect(await cache.get('node')).not.toBe(changed);
  });
});
