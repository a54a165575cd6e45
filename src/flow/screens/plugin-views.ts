import { lazy, useEffect, useReducer, useState } from 'react';
import type { PluginRegistry } from '../../plugin-api/registry';
import type { QuestionView } from '../../plugin-api/view';
import type { Flow } from '../../types/schemas';
import { firstStateStyles } from '../../lib/first-state-styles';
import { loadChunk } from '../../observability/chunk-load';
import { usePluginRegistry } from '../plugin-registry';

/**
 * Question views of one registry, one chunk per style, fetched the first time a flow needs the style and given up
 * after SPEC 9's 120 s as a ChunkLoadError (the page-level boundary then offers a reload).
 *
 * A state waits until the views of all its questions are here (`useViewsLoaded`) and then renders them as plain
 * components. React.lazy is only the fallback for a style a state did not announce: React 19 holds content that
 * replaces a Suspense fallback for at least 300 ms, which the respondent would see on every new style (issue #9).
 */
export interface PluginViews {
  hasView(style: string): boolean;
  /** Whether the style's view is here, so a state of it can render without waiting. */
  isLoaded(style: string): boolean;
  /** Fetches the style's view once; a failed fetch is forgotten so that a later call tries again. */
  loadView(style: string): Promise<QuestionView>;
  /** Starts fetching the views of these styles (those not yet here), for a state the respondent may reach next. */
  prefetchViews(styles: Iterable<string>): void;
  /** Starts fetching the views of the questions on the flow's first state, before the flow is checked. */
  prefetchFirstStateViews(flow: Flow | undefined): void;
  /** The style's view: the component itself once loaded, else a lazy one; undefined for a style without a view. */
  viewFor(style: string): QuestionView | undefined;
  labellingOf(style: string): 'control' | 'group';
  limitsOptions(style: string): boolean;
  answersInstantly(style: string): boolean;
}

// Per registry, so two registries (a test's, the editor preview's) never share a style's loaded view.
const viewsByRegistry = new WeakMap<PluginRegistry, PluginViews>();

export function viewsOf(registry: PluginRegistry): PluginViews {
  let views = viewsByRegistry.get(registry);
  if (!views) {
    views = createPluginViews(registry);
    viewsByRegistry.set(registry, views);
  }
  return views;
}

/** The views of the registry the page's PluginRegistryProvider gives. */
export const usePluginViews = (): PluginViews => viewsOf(usePluginRegistry());

function createPluginViews(plugins: PluginRegistry): PluginViews {
  const loaded = new Map<string, QuestionView>();
  const loading = new Map<string, Promise<QuestionView>>();
  const lazyViews = new Map<string, QuestionView>();
  const hasView = (style: string) => plugins[style]?.view !== undefined;

  function loadView(style: string): Promise<QuestionView> {
    const plugin = plugins[style];
    if (!plugin?.view) return Promise.reject(new Error(`no view for the question style ${style}`));
    let pending = loading.get(style);
    if (!pending) {
      const load = plugin.view as () => Promise<{ default: QuestionView }>;
      pending = loadChunk(`plugin-${style}`, load).then((module) => {
        loaded.set(style, module.default);
        return module.default;
      });
      pending.catch(() => loading.delete(style));
      loading.set(style, pending);
    }
    return pending;
  }

  function prefetchViews(styles: Iterable<string>): void {
    for (const style of new Set(styles)) if (hasView(style) && !loaded.has(style)) loadView(style).catch(() => undefined);
  }

  return {
    hasView,
    isLoaded: (style) => loaded.has(style),
    loadView,
    prefetchViews,
    prefetchFirstStateViews: (flow) => prefetchViews(firstStateStyles(flow)),
    viewFor(style) {
      if (!hasView(style)) return undefined;
      const ready = loaded.get(style);
      if (ready) return ready;
      let view = lazyViews.get(style);
      if (!view) {
        view = lazy(() => loadView(style).then((component) => ({ default: component })));
        lazyViews.set(style, view);
      }
      return view;
    },
    labellingOf: (style) => plugins[style]?.labelling ?? 'control',
    limitsOptions: (style) => plugins[style]?.limitsOptions === true,
    answersInstantly: (style) => plugins[style]?.answersInstantly === true,
  };
}

/**
 * Whether the views of all these styles are here; fetches the missing ones and renders again when they arrive.
 * A failed fetch is thrown at render, for the page-level boundary.
 */
export function useViewsLoaded(styles: readonly string[]): boolean {
  const views = usePluginViews();
  const missing = [...new Set(styles)].filter((style) => views.hasView(style) && !views.isLoaded(style));
  const key = missing.join(' ');
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  if (failure) throw failure.error;
  useEffect(() => {
    if (key === '') return;
    let current = true;
    Promise.all(key.split(' ').map(views.loadView)).then(
      () => current && arrived(),
      (error: unknown) => current && setFailure({ error }),
    );
    return () => {
      current = false;
    };
  }, [key, views]);
  return missing.length === 0;
}
