import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createEvent, createStore } from 'effector';
import { startFlow, type FlowRuntime } from '../../engine';
import type { NodeConfig, WidgetConfig } from '../../types/schemas';
import type { PluginRegistry } from '../../plugin-api/registry';
import type { QuestionServices } from '../../plugin-api/view';
import { i18n, preloadLanguage } from '../../i18n/i18n';
import { textDirection } from '../../i18n/languages';
import { languageTag } from '../../lib/language-tag';
import { decodePreloadedResponses } from '../../flow/flow-params';
import type { LoadedFlow } from '../../flow/load-flow';
import type { PageTheme } from '../../lib/page-theme';
import { PluginRegistryProvider } from '../../flow/plugin-registry';
import { FlowScreen, type FlowScreenModel } from '../../flow/screens/FlowScreen';
import { viewsOf } from '../../flow/screens/plugin-views';
import { PageErrorBoundary } from '../../client/PageErrorBoundary';
import { ProviderSitesContext, type ProviderSites } from '../../ui/provider-site';
import { WidgetPage } from '../../widget/frame/WidgetPage';
import { createHostChannel } from '../../widget/frame/host-channel';
import type { RespondentFlow } from '../../flow/respondent-flow';

/** A flow page's first state as the server renders it into the page (issue #21). */
export interface RenderedFirstState {
  /** The markup of the page's root, React-escaped. */
  html: string;
  /** `lang` and `dir` of the document, as the page sets them once its language is known. */
  lang: string;
  dir: 'ltr' | 'rtl';
  /** The document's title, as the page sets it. */
  title: string;
}

export interface FirstStateInput {
  /** The node answer the page embeds (GET /v1/nodes/{id}), with the flow it shows. */
  node: NodeConfig;
  /** The page address's `lang` and `responses` (SPEC 2.1), resolved and decoded as the page does. */
  lang: string | undefined;
  responses: string | undefined;
  plugins: PluginRegistry;
  now: number;
  /** A preview page (SPEC 2.1 /flow_preview, /web_flow_preview): `node` is the preview's placeholder. */
  preview?: boolean;
  /** PROVIDER_SITE_EN / PROVIDER_SITE_TR, which the page's meta tags carry to the browser. */
  providerSites: ProviderSites;
  /** The node's page theme, as the page is handed it (lib/embedded-node.ts), so the browser renders the same. */
  theme: PageTheme;
}

const refuse = () => Promise.reject(new Error('the server renders; it does not answer questions'));
const SERVICES: Omit<QuestionServices, 'countryCode'> = { upload: refuse, sendVerificationCode: refuse, verifyCode: refuse, dynamicRequest: refuse };

/** The screen's stores holding the first state, and events nobody sends: a render reads, it never moves. */
function firstStateModel(loaded: LoadedFlow, runtime: FlowRuntime): FlowScreenModel {
  return {
    $runtime: createStore<FlowRuntime | null>(runtime, { serialize: 'ignore' }),
    $loaded: createStore<LoadedFlow | null>(loaded, { serialize: 'ignore' }),
    $failure: createStore(null, { serialize: 'ignore' }),
    $submitProblem: createStore(null, { serialize: 'ignore' }),
    $blockedCount: createStore(0, { serialize: 'ignore' }),
    $moving: createStore(false, { serialize: 'ignore' }),
    $loading: createStore(false, { serialize: 'ignore' }),
    answerGiven: createEvent(),
    nextPressed: createEvent(),
    backPressed: createEvent(),
    languageChosen: createEvent(),
  } as FlowScreenModel;
}

/**
 * The first state of a hosted flow page as the page's own screen draws it once it has loaded (FlowScreen over the
 * engine's initial runtime, the same plugin views, the language resolved as the page resolves it), so the browser
 * shows the question before any script has run and React hydrates the same markup. The tree mirrors the page's
 * (StrictMode, language, error boundary, registry) so ids made by useId agree. Undefined when the node shows no flow.
 */
export async function renderFirstState({ node, lang, responses, plugins, now, preview = false, providerSites, theme }: FirstStateInput): Promise<RenderedFirstState | undefined> {
  const first = await firstStateOf(node, plugins, { now, requested: lang, preview, preloadedResponses: decodePreloadedResponses(responses) });
  if (!first) return undefined;
  const { flow, runtime, language } = first;
  const loaded: LoadedFlow = { node, flow, repeatBlocked: false, stylesheet: null, customer: null, theme };
  const html = renderInPage(first, plugins, providerSites, <FlowScreen model={firstStateModel(loaded, runtime)} services={SERVICES} />);
  return { html, lang: languageTag(runtime.language.code), dir: textDirection(language), title: flow.name ?? node.name ?? 'Canvass' };
}

/**
 * The engine's initial runtime of the node's flow, with its state's question views loaded and its language's
 * strings: what the page's own first render has. Undefined when the node shows no flow.
 */
async function firstStateOf(node: NodeConfig, plugins: PluginRegistry, options: Omit<Parameters<typeof startFlow>[2], 'nodeDefaultId'>) {
  const flow = node.flow;
  if (!flow || node.signature_valid === false) return undefined;
  const runtime = startFlow(flow, plugins, { ...options, nodeDefaultId: node.default_language_id });
  const state = runtime.flow.states[runtime.visit.state]!;
  const views = viewsOf(plugins);
  // The state's views, hidden questions' too (the page waits for the same set before it shows the state).
  const styles = state.elements.flatMap((index) => runtime.flow.element(index).question?.source.style ?? []).filter(views.hasView);
  await Promise.all(styles.map(views.loadView));
  const language = await preloadLanguage(runtime.language.code);
  return { flow, runtime, language, strings: i18n.cloneInstance({ lng: language, initAsync: false }) };
}

/**
 * A screen as the page's entry renders it (client/start-page.tsx: StrictMode, language, error boundary, registry),
 * so that ids made by useId agree, in the first state's language, as markup.
 */
function renderInPage({ strings }: { strings: typeof i18n }, plugins: PluginRegistry, providerSites: ProviderSites, screen: ReactNode): string {
  return renderToString(
    <StrictMode>
      <I18nextProvider i18n={strings}>
        <PageErrorBoundary>
          <PluginRegistryProvider registry={plugins}>
            <ProviderSitesContext.Provider value={providerSites}>{screen}</ProviderSitesContext.Provider>
          </PluginRegistryProvider>
        </PageErrorBoundary>
      </I18nextProvider>
    </StrictMode>,
  );
}

export interface WidgetFirstStateInput extends Omit<FirstStateInput, 'lang' | 'responses' | 'preview'> {
  /** The widget configuration the frame is handed (GET /v1/web_widgets/code/{code}'s answer). */
  widget: WidgetConfig;
}

/** The document title of the widget frame's page, which the frame never changes. */
const WIDGET_TITLE = 'Canvass';

/**
 * The widget frame's first state (issue #21), drawn as the frame draws it once the host has said CV_INIT without a
 * language of its own: the frame's header, the node's first state in the widget's language, its footer. The same
 * WidgetPage component, handed the started flow a drawn frame's entry hands it (client/widget-main.tsx), over the
 * engine's initial runtime; effects do not run here, so nothing of it talks to a host or a store.
 */
export async function renderWidgetFirstState({ widget, node, plugins, now, providerSites, theme }: WidgetFirstStateInput): Promise<RenderedFirstState | undefined> {
  const first = await firstStateOf(node, plugins, { now, widget: widget.default_language_code ?? undefined, preview: false });
  if (!first) return undefined;
  const { flow, runtime, language } = first;
  const loaded: LoadedFlow = { node, flow, repeatBlocked: false, stylesheet: null, customer: null, theme };
  const started = { flow: { model: firstStateModel(loaded, runtime), services: SERVICES } as RespondentFlow, chatOpened: { current: () => undefined } };
  const init = { type: 'CV_INIT' as const, hostUrl: '' };
  const html = renderInPage(first, plugins, providerSites, <WidgetPage code={widget.code} channel={createHostChannel(null, null)} drawn={{ init, config: widget, started, releaseHeld: () => undefined }} />);
  return { html, lang: languageTag(runtime.language.code), dir: textDirection(language), title: WIDGET_TITLE };
}
