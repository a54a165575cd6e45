import type { Flow } from '../types/schemas';
import { firstStateStyles } from '../lib/first-state-styles';
import { outsideEntryOf, type PluginRegistry } from '../plugin-api/registry';
import { escapeAttribute } from './html-text';
import { readChunkLists } from './chunk-lists';

/** Written by the build (scripts/parcel-reporter-view-chunks.mjs): each question style's view files. */
const VIEW_CHUNKS_FILE = 'view-chunks.json';

/** The build's style → view files map; like the pages, re-read when the client is rebuilt (no restart needed). */
export async function readViewChunks(clientDir: string): Promise<Record<string, string[]>> {
  return (await readChunkLists(clientDir, VIEW_CHUNKS_FILE)) as Record<string, string[]>;
}

/**
 * Link elements that make the browser fetch the views of the flow's first state along with the page's own
 * scripts, instead of after those have run (issue #9). Scripts as module preloads, their styles as style preloads
 * (the view's chunk then inserts the same addresses, already fetched); a page whose first state the server drew
 * links the styles as stylesheets, so the drawn views are styled from the first paint. A built-in style's view is
 * named by its style, an outside one's by the entry it was configured as ("outside:@acme/nps-plus"), which the
 * registry knows.
 */
export function viewPreloadLinks(chunks: Record<string, string[]>, flow: Flow | undefined, registry: PluginRegistry, { stylesheets = false } = {}): string {
  if (!flow) return linksOf(chunks, flow, registry, stylesheets);
  // Worked out once per flow object (a node answer's flow is one object until it changes, issue #21).
  const known = linksByFlow.get(flow)?.[stylesheets ? 1 : 0];
  if (known && known.chunks === chunks && known.registry === registry) return known.links;
  const links = linksOf(chunks, flow, registry, stylesheets);
  const kept = linksByFlow.get(flow) ?? [undefined, undefined];
  kept[stylesheets ? 1 : 0] = { chunks, registry, links };
  linksByFlow.set(flow, kept);
  return links;
}

type KeptLinks = { chunks: Record<string, string[]>; registry: PluginRegistry; links: string } | undefined;
/** Per flow object: the preload links [0] and the stylesheet links of a drawn page [1]. */
const linksByFlow = new WeakMap<Flow, [KeptLinks, KeptLinks]>();

function linksOf(chunks: Record<string, string[]>, flow: Flow | undefined, registry: PluginRegistry, stylesheets: boolean): string {
  const filesOf = (style: string) => {
    const entry = outsideEntryOf(registry, style);
    const files = entry === undefined ? chunks[style] : chunks[`outside:${entry}`];
    return Array.isArray(files) ? files : [];
  };
  const files = new Set(firstStateStyles(flow).flatMap(filesOf));
  return [...files]
    .filter((file) => typeof file === 'string' && /^\/[\w./-]+\.(js|css)$/.test(file))
    .map((file) => {
      if (file.endsWith('.js')) return `<link rel="modulepreload" href="${escapeAttribute(file)}">`;
      return stylesheets ? `<link rel="stylesheet" href="${escapeAttribute(file)}">` : `<link rel="preload" as="style" href="${escapeAttribute(file)}">`;
    })
    .join('');
}
