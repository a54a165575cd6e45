import { register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { plugins } from '../../plugins';
import { withOutsidePlugins, type PluginRegistry } from '../plugin-api/registry';
import { configuredPluginNames, configuredPlugins } from '../../scripts/plugin-config.mjs';
import { bundledOutsidePlugins } from './bundled-outside-plugins';

const CONFIGURED = 'package.json "canvass.plugins" or CANVASS_PLUGINS';

/**
 * The registry a Node entry point (the server, `canvass import`, the fixture runner) runs with: the built-in styles
 * plus the outside plugins of package.json "canvass.plugins" or CANVASS_PLUGINS, the same list the client build
 * reads, so the server accepts a flow with an outside style exactly when the pages can show it. Only a plugin's pure
 * part is loaded here; its view stays an unrun `import()`. The compiled server runs the plugins built into it and
 * refuses to start when the configuration names one it was built without.
 */
export async function loadInstalledPlugins(root: string = process.cwd(), env: Record<string, string | undefined> = process.env): Promise<PluginRegistry> {
  if (bundledOutsidePlugins) return withOutsidePlugins(plugins, builtInto(bundledOutsidePlugins, configuredPluginNames(root, env)));
  const outside = configuredPlugins(root, env);
  if (outside.length > 0) registerSdkHook();
  const loaded = await Promise.all(
    outside.map(async ({ name, file }) => {
      try {
        const module = (await import(file ? pathToFileURL(file).href : name)) as { default?: unknown };
        return { name, plugin: module.default };
      } catch (error) {
        throw new Error(`Canvass could not load the question plugin "${name}" (${CONFIGURED}): ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
    }),
  );
  return withOutsidePlugins(plugins, loaded);
}

/** The configured plugins out of those built in; a configured one the build did not see cannot run. */
function builtInto(bundled: readonly { name: string; plugin: unknown }[], configured: readonly string[]) {
  const missing = configured.filter((name) => !bundled.some((entry) => entry.name === name));
  if (missing.length > 0) {
    const named = missing.map((name) => `"${name}"`).join(', ');
    const which = missing.length === 1 ? `The question plugin ${named} is` : `The question plugins ${named} are`;
    throw new Error(`${which} configured (${CONFIGURED}) but this server was built without it: run \`npm run build\` with it configured, then start the server again`);
  }
  return bundled.filter(({ name }) => configured.includes(name));
}

let sdkHookRegistered = false;

/** Lets plugins in node_modules import `canvass/plugin-api/...` (scripts/plugin-api-hook.mjs), once a process. */
function registerSdkHook(): void {
  if (sdkHookRegistered) return;
  sdkHookRegistered = true;
  const canvassRoot = path.resolve(import.meta.dirname, '../..');
  register(pathToFileURL(path.join(canvassRoot, 'scripts/plugin-api-hook.mjs')), { data: { canvassRoot } });
}
