import { stat, readFile } from 'node:fs/promises';

interface Cached<T> {
  /** Undefined while the file is missing. */
  file?: { mtimeMs: number; size: number; value: T };
  /** When the file's modification time and size were last looked at. */
  checked: number;
}

/**
 * Files of the built client the server reads per request (pages, the loader, view-chunks.json). Each is read again
 * only when its modification time or size changed, and those are looked at no more than once per `recheckMs`, so
 * a rebuilt client is served within a second without a restart while a busy page costs neither a read nor a stat
 * (issue #21: a stat goes through libuv's thread pool, thousands of times a second on a hot page). A file that is
 * missing (or a folder) gives undefined, and is looked for again after `recheckMs` too.
 */
export function builtFiles<T>(parse: (text: string) => T, { recheckMs = 1000, now = () => performance.now() } = {}) {
  const cache = new Map<string, Cached<T>>();
  return async (file: string): Promise<T | undefined> => {
    const cached = cache.get(file);
    if (cached && now() - cached.checked < recheckMs) return cached.file?.value;
    const found = await stat(file).catch(() => undefined);
    if (!found?.isFile()) {
      cache.set(file, { checked: now() });
      return undefined;
    }
    const known = cached?.file;
    if (known && known.mtimeMs === found.mtimeMs && known.size === found.size) {
      cache.set(file, { file: known, checked: now() });
      return known.value;
    }
    const value = parse(await readFile(file, 'utf8'));
    cache.set(file, { file: { mtimeMs: found.mtimeMs, size: found.size, value }, checked: now() });
    return value;
  };
}
