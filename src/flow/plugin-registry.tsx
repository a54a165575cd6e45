import { createContext, useContext, type ReactNode } from 'react';
import { plugins as builtInPlugins } from '../../plugins';
import type { PluginRegistry } from '../plugin-api/registry';

// Without a provider, the built-in styles: what a test of one screen renders. Every page entry provides its own.
const RegistryContext = createContext<PluginRegistry>(builtInPlugins);

/** Gives the flow screens the question styles this page runs with; the page's entry builds the registry once. */
export function PluginRegistryProvider({ registry, children }: { registry: PluginRegistry; children: ReactNode }) {
  return <RegistryContext.Provider value={registry}>{children}</RegistryContext.Provider>;
}

/** The registry of the nearest PluginRegistryProvider. */
export const usePluginRegistry = (): PluginRegistry => useContext(RegistryContext);
