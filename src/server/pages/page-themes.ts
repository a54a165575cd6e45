import type { NodeConfig } from '../../types/schemas';
import type { PageTheme } from '../../lib/page-theme';
import { nodePageTheme } from '../../lib/node-page-theme';

/**
 * The hosted pages' themes, worked out once per node answer: the answer is one frozen object per node, flow and
 * verdict until one of them changes (services/node-view.ts), so a campaign's page views cost one theme, and a
 * changed node gets its new theme at once.
 */
export function pageThemes(): (answer: NodeConfig) => PageTheme {
  const made = new WeakMap<NodeConfig, PageTheme>();
  return (answer) => {
    let theme = made.get(answer);
    if (!theme) made.set(answer, (theme = nodePageTheme(answer)));
    return theme;
  };
}
