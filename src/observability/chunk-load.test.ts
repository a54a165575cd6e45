import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadChunk } from './chunk-load';

afterEach(() => vi.useRealTimers());

describe('loadChunk', () => {
  it('resolves with the module when it arrives in time', async () => {
    await expect(loadChunk('flow-page', async () => ({ FlowPage: 'x' }))).resolves.toEqual({ FlowPage: 'x' });
  });

  it('turns a failed import into ChunkLoadError "Loading chunk N failed." with type and URL', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: https://canvass.example.com/flow-page.1a2b.js');
    const error = await loadChunk('flow-page', () => Promise.reject(failure)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ name: 'ChunkLoadError', message: 'Loading chunk flow-page failed.', type: 'error', request: 'https://canvass.example.com/flow-page.1a2b.js', cause: failure });
  });

  it('gives up after 120 s (SPEC 9) with type "timeout"', async () => {
    vi.useFakeTimers();
    const settled = vi.fn();
    const loading = loadChunk('chat-page', () => new Promise(() => undefined)).catch((e: unknown) => (settled(), e));
    await vi.advanceTimersByTimeAsync(119_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await loading).toMatchObject({ message: 'Loading chunk chat-page failed.', type: 'timeout', request: undefined });
  });

  it('keeps a ChunkLoadError from a nested loader as it is', async () => {
    const inner = new ChunkLoadError('plugin-star', 'error', '/View.1.js');
    await expect(loadChunk('flow-page', () => Promise.reject(inner))).rejects.toBe(inner);
  });
});
