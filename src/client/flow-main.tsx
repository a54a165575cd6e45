// The entry of the flow pages (/feedback, /web_feedback, /web_flow_preview, /flow_preview).
import { readFlowParams, type FlowParams } from '../flow/flow-params';
import { peekPrefetchedNode, prefetchNode } from '../flow/node-prefetch';
import type { RespondentFlow } from '../flow/respondent-flow';
import { viewsOf } from '../flow/screens/plugin-views';
import { validateWhenIdle } from '../flow/validate-when-idle';
import { PluginRegistryProvider } from '../flow/plugin-registry';
import { preloadLanguage } from '../i18n/i18n';
import { createApi } from '../net/api';
import { hasDrawnFirstState, readyToHydrate } from './first-state-hydration';
import { FlowPage, hostedRespondentFlow } from './flow-page';
import { installedPlugins } from './installed-plugins';
import { preparePageTheme } from './page-theme';
import { matchRoute, ROUTES, type RoutePath } from './routes';
import { startPage } from './start-page';

const routeName = (route: string) => route.slice(1) as FlowParams['route'];

// The node (with its flow), the first state's question views and, for a node the page does not embed, the theme
// code travel while React starts (see flow/node-prefetch.ts).
const route = matchRoute(location.pathname, location.search);
const isFlow = route !== null && ROUTES[route].screen === 'flow';
if (isFlow) {
  prefetchNode(createApi(), readFlowParams(routeName(route), location));
  void peekPrefetchedNode()?.then((node) => {
    viewsOf(installedPlugins).prefetchFirstStateViews(node.flow);
    preparePageTheme(node);
  }, () => undefined);
  // The language the address asks for usually becomes the flow's (SPEC 2.3): its strings start now too.
  const lang = new URLSearchParams(location.search).get('lang');
  if (lang) void preloadLanguage(lang).catch(() => undefined);
}

const page = (started?: RespondentFlow) => (flowRoute: RoutePath) => (
  <PluginRegistryProvider registry={installedPlugins}>
    <FlowPage route={routeName(flowRoute)} started={started} />
  </PluginRegistryProvider>
);

if (isFlow && hasDrawnFirstState(document.getElementById('root')!)) {
  // The server drew the first state (issue #21): the flow loads before React starts, so that React's first render
  // is that state and it hydrates the markup the respondent already sees. The flow is validated once React has
  // committed the page (the server validated it when it was stored): the validators are not among the scripts that
  // page needs before its first click.
  const started = hostedRespondentFlow(installedPlugins, true);
  started.model.started({ params: readFlowParams(routeName(route), location), validateLater: true });
  void readyToHydrate(started.model, installedPlugins)
    .catch(() => false)
    .then((hydrate) => startPage('flow', page(started), { hydrate, committed: () => void validateWhenIdle(started.model.validationDue) }));
} else {
  startPage('flow', page());
}
