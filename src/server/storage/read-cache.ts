/**
 * A short-lived cache for reads that every feedback submit repeats (its node, its flow). Within `ttlMs` a value is
 * served from memory; writes through this process forget it at once, and writes by another process (a second
 * server on the same PostgreSQL, the command-line import) are seen after at most `ttlMs`. Concurrent misses share
 * one read. Values are deep-frozen: they are shared between requests, so a caller that tried to change one would
 * corrupt the others' copy (strict mode makes that attempt throw instead).
 *
 * A re-read after `ttlMs` that finds the same data hands out the same object as before, so what is kept per object
 * (a served answer and its compressed bytes, issue #21) lives until the data changes, not for one `ttlMs`.
 */
export function readCache<V>(read: (key: string) => Promise<V>, { ttlMs = 1000, maxEntries = 1000, now = () => performance.now() } = {}) {
  const entries = new Map<string, { value: Promise<V>; expires: number; settled?: { value: V; text: string } }>();
  return {
    get(key: string): Promise<V> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value;
      entries.delete(key);
      const previous = hit?.settled;
      const entry: { value: Promise<V>; expires: number; settled?: { value: V; text: string } } = { value: undefined as never, expires: now() + ttlMs };
      entry.value = read(key).then((fresh) => {
        // One JSON text per re-read (every ttlMs per key, not per request) tells unchanged data apart.
        const text = JSON.stringify(fresh) ?? '';
        const value = previous && previous.text === text ? previous.value : deepFreeze(fresh);
        entry.settled = { value, text };
        return value;
      });
      // A failed read (the database is down) is not remembered: the next request tries again.
      entry.value.catch(() => entries.get(key) === entry && entries.delete(key));
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, entry);
      return entry.value;
    },
    forget(key: string): void {
      entries.delete(key);
    },
  };
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
