import { stat, readFile } from 'node:fs/promises';

interface Cached<T> {
  mtimeMs: number;
  size: number;
  value: T;
}

/**
 * Files of the built client the server reads per request (pages, the loader, view-chunks.json). Each is read again
 * only when its modification time or size changed, so a rebuilt client is served without a restart while a busy
 * page costs one stat, not a read and a parse. A file that is missing gives undefined.
 */
export function builtFiles<T>(parse: (text: string) => T) {
  const cache = new Map<string, Cached<T>>();
  return async (file: string): Promise<T | undefined> => {
    const found = await stat(file).catch(() => undefined);
    if (!found?.isFile()) {
      cache.delete(file);
      return undefined;
    }
    const cached = cache.get(file);
    if (cached && cached.mtimeMs === found.mtimeMs && cached.size === found.size) return cached.value;
    const value = parse(await readFile(file, 'utf8'));
    cache.set(file, { mtimeMs: found.mtimeMs, size: found.size, value });
    return value;
  };
}
