import { pathToFileURL } from 'node:url';
import { plugins } from '../../plugins';
import { withOutsidePlugins, type PluginRegistry } from '../plugin-api/registry';
import { configuredPlugins } from '../../scripts/plugin-config.mjs';

/**
 * The registry a Node entry point (the server, `canvass import`, the fixture runner) runs with: the built-in styles
 * plus the outside plugins of package.json "canvass.plugins" or CANVASS_PLUGINS, the same list the client build
 * reads, so the server accepts a flow with an outside style exactly when the pages can show it. Only a plugin's pure
 * part is loaded here; its view stays an unrun `import()`.
 */
export async function loadInstalledPlugins(root: string = process.cwd(), env: Record<string, string | undefined> = process.env): Promise<PluginRegistry> {
  const outside = await Promise.all(
    configuredPlugins(root, env).map(async ({ name, file }) => {
      const module = (await import(file ? pathToFileURL(file).href : name)) as { default?: unknown };
      return { name, plugin: module.default };
    }),
  );
  return withOutsidePlugins(plugins, outside);
}
