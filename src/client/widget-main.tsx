// The entry of the widget frame's page (/widget).
import { WidgetPage } from '../widget/frame/WidgetPage';
import { PluginRegistryProvider } from '../flow/plugin-registry';
import { installedPlugins } from './installed-plugins';
import { startPage } from './start-page';

startPage('widget', () => (
  <PluginRegistryProvider registry={installedPlugins}>
    <WidgetPage />
  </PluginRegistryProvider>
));
