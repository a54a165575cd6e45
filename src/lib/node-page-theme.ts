import type { NodeConfig } from '../types/schemas';
import { UNTHEMED, wearsTheme, type PageTheme } from './page-theme';
import { nodeTheme, themeStylesheet } from './theme';

/** The hosted page's theme for a node (SPEC 3.2 primary_color and the theme object), as the page wears it. */
export function nodePageTheme(node: Pick<NodeConfig, 'primary_color' | 'theme'>): PageTheme {
  if (!wearsTheme(node)) return UNTHEMED;
  const theme = nodeTheme(node);
  return { stylesheet: Object.keys(theme.properties).length > 0 ? themeStylesheet(theme) : null, notes: theme.notes };
}
