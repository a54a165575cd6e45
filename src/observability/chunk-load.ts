import { CHUNK_LOAD_TIMEOUT_MS } from '../lib/constants';

/**
 * SPEC 8: "Chunk load failure: ChunkLoadError 'Loading chunk N failed' plus type and URL". `type` says whether the
 * chunk gave up after the SPEC 9 time-out or failed; `request` is its address when the browser named it.
 */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';

  constructor(
    readonly chunkId: string,
    readonly type: 'timeout' | 'error',
    readonly request: string | undefined,
    options?: { cause?: unknown },
  ) {
    super(`Loading chunk ${chunkId} failed.`, options);
  }
}

/** Browsers name the module in their message: "Failed to fetch dynamically imported module: https://…/x.js". */
function requestOf(error: unknown): string | undefined {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message.match(/(https?:\/\/[^\s'"]+|\/[^\s'"]+\.m?js)/)?.[1] : undefined;
}

/**
 * A lazy import that gives up after 120 s (SPEC 7 / 9) and fails as a ChunkLoadError. The browser's import cannot
 * be cancelled; the page simply stops waiting for it and offers a reload.
 */
export function loadChunk<T>(chunkId: string, load: () => Promise<T>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunkId, 'timeout', undefined)), timeoutMs);
    load().then(
      (module) => (clearTimeout(timer), resolve(module)),
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof ChunkLoadError ? error : new ChunkLoadError(chunkId, 'error', requestOf(error), { cause: error }));
      },
    );
  });
}
