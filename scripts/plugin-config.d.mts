/** A configured outside plugin: `file` is a folder entry's index file; a package has only its name. */
export interface ConfiguredPlugin {
  name: string;
  file?: string;
}

export function configuredPluginNames(root: string, env?: Record<string, string | undefined>): string[];
export function configuredPlugins(root: string, env?: Record<string, string | undefined>): ConfiguredPlugin[];
export function configuredPluginFolders(root: string, env?: Record<string, string | undefined>): string[];
