import { lazy, useEffect, useReducer, useState } from 'react';
import { plugins } from '../../../plugins';
import type { QuestionView } from '../../plugin-api/view';
import type { Flow } from '../../types/schemas';
import { firstStateStyles } from '../../lib/first-state-styles';
import { loadChunk } from '../../observability/chunk-load';

/**
 * Question views, one chunk per style, fetched the first time a flow needs the style and given up after SPEC 9's
 * 120 s as a ChunkLoadError (the page-level boundary then offers a reload).
 *
 * A state waits until the views of all its questions are here (`useViewsLoaded`) and then renders them as plain
 * components. React.lazy is only the fallback for a style a state did not announce: React 19 holds content that
 * replaces a Suspense fallback for at least 300 ms, which the respondent would see on every new style (issue #9).
 */
const loaded = new Map<string, QuestionView>();
const loading = new Map<string, Promise<QuestionView>>();
const lazyViews = new Map<string, QuestionView>();

const hasView = (style: string) => plugins[style]?.view !== undefined;

/** Fetches the style's view once; a failed fetch is forgotten so that a later call tries again. */
export function loadView(style: string): Promise<QuestionView> {
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

/** Starts fetching the views of these styles (those not yet here), for a state the respondent may reach next. */
export function prefetchViews(styles: Iterable<string>): void {
  for (const style of new Set(styles)) if (hasView(style) && !loaded.has(style)) loadView(style).catch(() => undefined);
}

/** Starts fetching the views of the questions on the flow's first state, before the flow is checked. */
export function prefetchFirstStateViews(flow: Flow | undefined): void {
  prefetchViews(firstStateStyles(flow));
}

/** The style's view: the component itself once loaded, else a lazy one; undefined for a style without a view. */
export function viewFor(style: string): QuestionView | undefined {
  if (!hasView(style)) return undefined;
  const ready = loaded.get(style);
  if (ready) return ready;
  let view = lazyViews.get(style);
  if (!view) {
    view = lazy(() => loadView(style).then((component) => ({ default: component })));
    lazyViews.set(style, view);
  }
  return view;
}

/**
 * Whether the views of all these styles are here; fetches the missing ones and renders again when they arrive.
 * A failed fetch is thrown at render, for the page-level boundary.
 */
export function useViewsLoaded(styles: readonly string[]): boolean {
  const missing = [...new Set(styles)].filter((style) => hasView(style) && !loaded.has(style));
  const key = missing.join(' ');
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  if (failure) throw failure.error;
  useEffect(() => {
    if (key === '') return;
    let current = true;
    Promise.all(key.split(' ').map(loadView)).then(
      () => current && arrived(),
      (error: unknown) => current && setFailure({ error }),
    );
    return () => {
      current = false;
    };
  }, [key]);
  return missing.length === 0;
}

export const labellingOf = (style: string) => plugins[style]?.labelling ?? 'control';
export const limitsOptions = (style: string) => plugins[style]?.limitsOptions === true;
export const answersInstantly = (style: string) => plugins[style]?.answersInstantly === true;
