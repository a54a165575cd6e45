import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Flow } from '../types/schemas';
import { firstStateStyles } from '../lib/first-state-styles';
import { escapeAttribute } from './html-text';

/** Written by the build (scripts/parcel-reporter-view-chunks.mjs): each question style's view files. */
export const VIEW_CHUNKS_FILE = 'view-chunks.json';

/** The build's style → view files map, read per page like the page itself (a rebuilt client needs no restart). */
export function readViewChunks(clientDir: string): Record<string, string[]> {
  try {
    const chunks: unknown = JSON.parse(readFileSync(path.join(clientDir, VIEW_CHUNKS_FILE), 'utf8'));
    return chunks && typeof chunks === 'object' ? (chunks as Record<string, string[]>) : {};
  } catch {
    return {};
  }
}

/**
 * Link elements that make the browser fetch the views of the flow's first state along with the page's own
 * scripts, instead of after those have run (issue #9). Scripts as module preloads, their styles as style preloads
 * (the view's chunk then inserts the same addresses, already fetched).
 */
export function viewPreloadLinks(chunks: Record<string, string[]>, flow: Flow | undefined): string {
  const files = new Set(firstStateStyles(flow).flatMap((style) => (Array.isArray(chunks[style]) ? chunks[style] : [])));
  return [...files]
    .filter((file) => typeof file === 'string' && /^\/[\w./-]+\.(js|css)$/.test(file))
    .map((file) => (file.endsWith('.js') ? `<link rel="modulepreload" href="${escapeAttribute(file)}">` : `<link rel="preload" as="style" href="${escapeAttribute(file)}">`))
    .join('');
}
