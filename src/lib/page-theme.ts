import type { NodeConfig } from '../types/schemas';

/**
 * The hosted page's theme as it is worn: the stylesheet on :root (null when the node changes nothing of the CSS
 * defaults) and what was adjusted to make the colours readable (told in a preview's console, ui/colour-advice.ts).
 * The server works it out when it draws a page and hands it over with the node (lib/embedded-node.ts), so the page's
 * first load carries none of the theme code (issue #21); lib/node-page-theme.ts makes it.
 */
export interface PageTheme {
  readonly stylesheet: string | null;
  readonly notes: readonly string[];
}

/** A node that sets neither a colour nor a theme object wears the CSS defaults: no stylesheet, nothing to tell. */
export const UNTHEMED: PageTheme = Object.freeze({ stylesheet: null, notes: Object.freeze([]) });

/** Whether a node's page needs the theme code at all (lib/theme.ts nodeTheme gives the empty theme otherwise). */
export const wearsTheme = (node: Pick<NodeConfig, 'primary_color' | 'theme'>): boolean => node.primary_color != null || Boolean(node.theme);
