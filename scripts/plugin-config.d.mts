/** A configured outside plugin: `file` is a folder entry's index file; a package has only its name. */
export interface ConfiguredPlugin {
  name: string;
  file?: string;
}

export function configuredPlugins(root: string, env?: Record<string, string | undefined>): ConfiguredPlugin[];
