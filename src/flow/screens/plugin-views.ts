import { lazy, type LazyExoticComponent } from 'react';
import { plugins } from '../../../plugins';
import type { QuestionView } from '../../plugin-api/view';
import { loadChunk } from '../../observability/chunk-load';

const views = new Map<string, LazyExoticComponent<QuestionView>>();

/**
 * The style's view as a lazy component: one chunk per style, fetched the first time the style appears, given up
 * after SPEC 9's 120 s as a ChunkLoadError (the page-level boundary then offers a reload).
 */
export function viewFor(style: string): LazyExoticComponent<QuestionView> | undefined {
  const plugin = plugins[style];
  if (!plugin?.view) return undefined;
  let view = views.get(style);
  if (!view) {
    const load = plugin.view as () => Promise<{ default: QuestionView }>;
    view = lazy(() => loadChunk(`plugin-${style}`, load));
    views.set(style, view);
  }
  return view;
}

export const labellingOf = (style: string) => plugins[style]?.labelling ?? 'control';
export const limitsOptions = (style: string) => plugins[style]?.limitsOptions === true;
export const answersInstantly = (style: string) => plugins[style]?.answersInstantly === true;
