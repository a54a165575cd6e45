// The entry of the widget frame's page (/widget).
import { WidgetPage } from '../widget/frame/WidgetPage';
import { createHostChannel } from '../widget/frame/host-channel';
import { frameShown } from '../widget/frame/frame-shown';
import { PluginRegistryProvider } from '../flow/plugin-registry';
import { installedPlugins } from './installed-plugins';
import { startPage } from './start-page';

// A frame prepared hidden (issue #21) is seen from its opening: its web vitals count from then.
const shown = frameShown(location.search, createHostChannel(new URLSearchParams(location.search).get('host_origin')));

startPage('widget', () => (
  <PluginRegistryProvider registry={installedPlugins}>
    <WidgetPage />
  </PluginRegistryProvider>
), { shown });
