import type { Flow, NodeConfig } from '../../types/schemas';
import type { PluginRegistry } from '../../plugin-api/registry';
import type { ProviderSites } from '../../ui/provider-site';
import type { PageTheme } from '../../lib/page-theme';
import { firstStateStyles } from '../../lib/first-state-styles';
import type { StoredNode } from '../storage/storage';
import { register } from 'node:module';
import { runningFromSource } from '../runtime';
import type { FirstStateInput, RenderedFirstState, WidgetFirstStateInput } from './first-state';

let renderer: Promise<typeof import('./first-state')> | undefined;

/**
 * The renderer, loaded on the first page to draw. From the sources (npm start, the bench's server) the screens and
 * question views import their styles, which Node cannot load: a loader hook maps them to nothing first (the compiled
 * server's build does the same, scripts/build-server.mjs). Under Vitest the hook is registered too and does nothing:
 * Vitest's own module runner loads the sources and their CSS; a server a test starts with tsx needs it like npm start.
 */
function loadRenderer(): Promise<typeof import('./first-state')> {
  if (!renderer) {
    if (runningFromSource) {
      const hook = "export async function load(url, context, next) { return url.endsWith('.css') ? { format: 'module', source: '', shortCircuit: true } : next(url, context); }";
      register(`data:text/javascript,${encodeURIComponent(hook)}`);
    }
    renderer = import('./first-state');
  }
  return renderer;
}

const renderFirstState = async (input: FirstStateInput) => (await loadRenderer()).renderFirstState(input);

/** The widget frame's first state (issue #21), by the same renderer, loaded on the first frame to draw. */
export const renderWidgetFirstState = async (input: WidgetFirstStateInput) => (await loadRenderer()).renderWidgetFirstState(input);

/** Renders kept per (node, flow) pair: languages and preloaded answers an address may ask for, the oldest dropped first. */
const MAX_PER_FLOW = 32;

/**
 * Styles whose first render differs for each respondent (the random style draws its order): a page whose first
 * state holds one is rendered for its own request, so respondents never share an order.
 */
const PER_RESPONDENT_STYLES = new Set(['random']);

export interface FirstStateRequest {
  /** The node and the flow as the read cache hands them out: one frozen object each until they change. */
  stored: StoredNode;
  storedFlow: Flow | undefined;
  /** The node answer the page embeds, made from them, and its theme (embedded beside it). */
  answer: NodeConfig;
  theme: PageTheme;
  lang: string | undefined;
  responses: string | undefined;
  now: number;
  /** A preview page: `stored` is then always the same placeholder object, so the flow object keys its renders. */
  preview?: boolean;
}

/**
 * The hosted pages' rendered first states, kept like the widget configurations (services/served-widget-config.ts):
 * per node object and flow object of the read cache, so an unchanged node costs one render per cache lifetime
 * rather than one per request, and a changed node or flow is rendered anew at once. Within them, per language asked
 * for and per preloaded answers (the page's `responses`), which are part of the key because they are in the markup;
 * the signature is not, as it only decides whether there is a flow to render at all.
 */
export function renderedFirstStates({ plugins, providerSites, draw = renderFirstState }: { plugins: PluginRegistry; providerSites: ProviderSites; draw?: typeof renderFirstState }) {
  const byNode = new WeakMap<StoredNode, WeakMap<Flow, Map<string, Promise<RenderedFirstState | undefined>>>>();
  // Whether a flow's first state holds a style drawn per respondent, once per flow object (a hot page asks per request).
  const perRespondent = new WeakMap<Flow, boolean>();
  const drawnPerRespondent = (flow: Flow) => {
    let known = perRespondent.get(flow);
    if (known === undefined) perRespondent.set(flow, (known = firstStateStyles(flow).some((style) => PER_RESPONDENT_STYLES.has(style))));
    return known;
  };
  const render = (request: FirstStateRequest) => draw({ node: request.answer, theme: request.theme, lang: request.lang, responses: request.responses, plugins, now: request.now, preview: request.preview, providerSites });

  return (request: FirstStateRequest): Promise<RenderedFirstState | undefined> => {
    const { stored, storedFlow, answer } = request;
    if (!storedFlow || !answer.flow || answer.signature_valid === false) return Promise.resolve(undefined);
    // A node with its own stylesheet (css_url_react, fetched by the browser from wherever it is) would paint in the
    // default look first and then switch to its own when the scripts draw over it (client/first-state-hydration.ts
    // does not hydrate it): its page starts empty, as before, and paints once, in the node's look.
    if (answer.css_url_react) return Promise.resolve(undefined);
    if (drawnPerRespondent(storedFlow)) return render(request);
    const byFlow = byNode.get(stored) ?? new WeakMap<Flow, Map<string, Promise<RenderedFirstState | undefined>>>();
    byNode.set(stored, byFlow);
    const renders = byFlow.get(storedFlow) ?? new Map<string, Promise<RenderedFirstState | undefined>>();
    byFlow.set(storedFlow, renders);
    const key = JSON.stringify([request.lang ?? null, request.responses ?? null]);
    const known = renders.get(key);
    if (known) return known;
    // One render for the requests that arrive while it runs; a failed one is not kept, so the next request tries again.
    const rendering = render(request);
    rendering.catch(() => renders.delete(key));
    renders.set(key, rendering);
    if (renders.size > MAX_PER_FLOW) renders.delete(renders.keys().next().value!);
    return rendering;
  };
}
