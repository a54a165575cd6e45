// The entry of the widget frame's page (/widget).
import { WidgetPage, type DrawnWidget } from '../widget/frame/WidgetPage';
import { createHostChannel, type HostChannel } from '../widget/frame/host-channel';
import { frameShown } from '../widget/frame/frame-shown';
import { holdInHost } from '../widget/frame/host-held-store';
import { createWidgetFlow, hostInit, startWidgetFlow, widgetFlowParams } from '../widget/frame/widget-flow';
import { PluginRegistryProvider } from '../flow/plugin-registry';
import { peekPrefetchedNode, prefetchNode } from '../flow/node-prefetch';
import { viewsOf } from '../flow/screens/plugin-views';
import { createApi } from '../net/api';
import { pageStore } from '../storage/local-store';
import { readEmbeddedWidget } from '../lib/embedded-widget';
import { isValidWidgetCode } from '../lib/widget-code';
import type { WidgetConfig } from '../types/schemas';
import { hasDrawnFirstState, readyToHydrate } from './first-state-hydration';
import { installedPlugins } from './installed-plugins';
import { startPage } from './start-page';

const query = new URLSearchParams(location.search);
const code = query.get('code');
const channel = createHostChannel(query.get('host_origin'));
// A frame prepared hidden (issue #21) is seen from its opening: its web vitals count from then.
const shown = frameShown(location.search, channel);

const page = (drawn?: DrawnWidget) => () => (
  <PluginRegistryProvider registry={installedPlugins}>
    <WidgetPage code={code} channel={channel} drawn={drawn} />
  </PluginRegistryProvider>
);

/**
 * A frame the server drew (issue #21): the respondent already sees its first state. The flow starts here, before
 * React, on the configuration the page embedded and the host's CV_INIT (its language, customer and URL), so that
 * React's first render is that state and hydrates the drawn markup. The node the page embedded and the state's
 * views are taken while the host answers. A start that is not the drawn state (another language from the host, a
 * resumed draft, a node that allows no second feedback) is drawn by React over the markup instead, as before.
 */
async function startDrawn(config: WidgetConfig, widgetCode: string, hostChannel: HostChannel): Promise<void> {
  prefetchNode(createApi(), widgetFlowParams(config, { type: 'CV_INIT', hostUrl: location.href }));
  void peekPrefetchedNode()?.then((node) => viewsOf(installedPlugins).prefetchFirstStateViews(node.flow), () => undefined);
  const init = await hostInit(hostChannel);
  // Before the flow reads the store: what the loader kept for this frame.
  const releaseHeld = holdInHost(pageStore(), hostChannel, init.kept, config.node_id);
  const started = createWidgetFlow(installedPlugins, hostChannel, widgetCode);
  startWidgetFlow(started, config, init);
  const hydrate = await readyToHydrate(started.flow.model, installedPlugins).catch(() => false);
  startPage('widget', page({ init, config, started, releaseHeld }), { hydrate, shown });
}

const embedded = isValidWidgetCode(code) && hasDrawnFirstState(document.getElementById('root')!) ? readEmbeddedWidget(document, code) : undefined;
if (embedded && code) void startDrawn(embedded, code, channel);
else startPage('widget', page(), { shown });
