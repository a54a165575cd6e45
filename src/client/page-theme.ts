import type { NodeConfig } from '../types/schemas';
import { embeddedThemeOf } from '../flow/node-prefetch';
import { UNTHEMED, wearsTheme, type PageTheme } from '../lib/page-theme';
import { loadChunk } from '../observability/chunk-load';
import { reportException } from '../observability/reporter';

/**
 * The theme code (lib/theme.ts and its colour-contrast work, about 3 KB gzip), a chunk of its own: a page the server
 * drew has its node's theme in the page (issue #21), so only a node the browser fetched itself needs it.
 */
let themeCode: Promise<typeof import('../lib/node-page-theme')> | undefined;
const loadThemeCode = () => (themeCode ??= loadChunk('page-theme', () => import('../lib/node-page-theme')));

/** Starts the theme code for a node that will need it, beside the node's views (the flow entry calls it). */
export function preparePageTheme(node: NodeConfig): void {
  if (!embeddedThemeOf(node) && wearsTheme(node)) void loadThemeCode().catch(() => undefined);
}

/**
 * The hosted page's theme for its node: the server's when it embedded one, none for a node without colours (a
 * preview's placeholder), otherwise worked out here. The page shows once it has it, so it never repaints in the
 * theme's colours; if the code cannot be fetched the page shows in the default colours, which are readable.
 */
export async function pageThemeOf(node: NodeConfig): Promise<PageTheme> {
  const embedded = embeddedThemeOf(node);
  if (embedded) return embedded;
  if (!wearsTheme(node)) return UNTHEMED;
  try {
    return (await loadThemeCode()).nodePageTheme(node);
  } catch (error) {
    reportException(error);
    return UNTHEMED;
  }
}
