import { plugins as builtInPlugins } from '../../../plugins';
import type { PluginRegistry } from '../../plugin-api/registry';
import { importDocuments } from '../services/import-documents';
import type { Storage } from '../storage/storage';
import demo from './demo.json';

export const DEMO = { nodeId: 'demo-node', flowId: 'demo-flow', widgetCode: 'PSN-DEMO001' } as const;

/**
 * Seeds the demo node, flow and widget into an empty database; returns whether it did. `plugins` is the
 * server's registry (the demo uses built-in styles only, the default).
 */
export async function seedDemoIfEmpty(storage: Storage, now: number, plugins: PluginRegistry = builtInPlugins): Promise<boolean> {
  if (!(await storage.isEmpty())) return false;
  const report = await importDocuments(storage, demo, plugins, now);
  if (report.problems.length > 0) throw new Error(`The demo data is invalid:\n${report.problems.join('\n')}`);
  return true;
}
