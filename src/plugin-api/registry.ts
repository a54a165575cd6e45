import type { AnyQuestionPlugin } from './define-plugin';

/**
 * The question styles one program runs with, by style name. Each entry point builds it once (the built-in styles
 * of plugins/index.ts plus the outside ones its configuration names) and passes it on: to the flow model as
 * `models`, to the flow screens through `PluginRegistryProvider`, to the server as `StartOptions.plugins`. So a
 * test, a preview or a team's build runs with another set without touching plugins/.
 */
export type PluginRegistry = Readonly<Record<string, AnyQuestionPlugin>>;

/** The style names a registry knows: what flow validation accepts (`validateFlow(flow, stylesOf(registry))`). */
export const stylesOf = (registry: PluginRegistry): readonly string[] => Object.keys(registry);

const isPlugin = (value: unknown): value is AnyQuestionPlugin =>
  typeof value === 'object' && value !== null && typeof (value as AnyQuestionPlugin).style === 'string' && typeof (value as AnyQuestionPlugin).answer === 'string';

/** Where each outside style of a registry came from: its configured entry (package name or folder), by style. */
const outsideEntries = new WeakMap<PluginRegistry, Readonly<Record<string, string>>>();

/**
 * The configured entry an outside style came from (as package.json "canvass.plugins" or CANVASS_PLUGINS names it);
 * undefined for a built-in style. The build names an outside view's chunk by it, since only running the plugin
 * tells its style (scripts/parcel-reporter-view-chunks.mjs).
 */
export const outsideEntryOf = (registry: PluginRegistry, style: string): string | undefined => outsideEntries.get(registry)?.[style];

/**
 * The built-in styles plus outside plugins (the default exports of configured packages or folders). An outside
 * plugin may not take a built-in style's name: two views for one style would depend on the order of a list.
 */
export function withOutsidePlugins(builtIn: PluginRegistry, outside: readonly { name: string; plugin: unknown }[]): PluginRegistry {
  const registry: Record<string, AnyQuestionPlugin> = { ...builtIn };
  const entries: Record<string, string> = {};
  for (const { name, plugin } of outside) {
    if (!isPlugin(plugin)) throw new Error(`The plugin "${name}" does not export definePlugin({ style, answer, ... }) as its default export`);
    if (registry[plugin.style]) throw new Error(`The plugin "${name}" names the style "${plugin.style}", which is already registered`);
    registry[plugin.style] = plugin;
    entries[plugin.style] = name;
  }
  outsideEntries.set(registry, entries);
  return registry;
}
