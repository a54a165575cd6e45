import type { Flow, NodeConfig, WidgetConfig } from '../../types/schemas';
import { formatProblem, type FlowProblem } from '../../engine/flow-problem';
import { validateDocument, validateFlow } from '../../schema/validate';
import { unsafePatternProblems } from './unsafe-patterns';
import type { Storage } from '../storage/storage';
import { withoutSchemaKey } from './schema-key';
import { settingsSchemasOf } from '../../plugin-api/settings-limits';
import { stylesOf, type PluginRegistry } from '../../plugin-api/registry';
import { formatRefusal, settingsLimitRefusals } from './settings-limit-refusals';

export interface ImportReport {
  nodes: string[];
  flows: { id: string; version: number }[];
  widgets: string[];
  /** Problems by document, e.g. `flows[0]: states[2].elements[0].question.style: ...`; nothing is stored when any exists. */
  problems: string[];
}

type Kind = 'node' | 'flow' | 'widget';

/** A bundle `{nodes, flows, widgets}` or one document; a flow has states, a widget a code, a node neither. */
function documentsOf(given: unknown): { kind: Kind; label: string; value: unknown }[] {
  const input = withoutSchemaKey(given);
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return [{ kind: 'node', label: 'document', value: input }];
  const record = input as Record<string, unknown>;
  if ('nodes' in record || 'flows' in record || 'widgets' in record) {
    const list = (key: string, kind: Kind) => (Array.isArray(record[key]) ? (record[key] as unknown[]) : []).map((value, i) => ({ kind, label: `${key}[${i}]`, value: withoutSchemaKey(value) }));
    return [...list('flows', 'flow'), ...list('nodes', 'node'), ...list('widgets', 'widget')];
  }
  if ('states' in record) return [{ kind: 'flow', label: 'flow', value: input }];
  if ('code' in record) return [{ kind: 'widget', label: 'widget', value: input }];
  return [{ kind: 'node', label: 'node', value: input }];
}

/**
 * Validates every document first (schemas and flow references) and stores them only when all pass, so a bad
 * file never leaves half an import behind. Nodes must name flows that exist (stored or in the same import);
 * widgets must name nodes that exist. A flow is published as it is imported, so it must also keep within its question
 * plugins' own settings limits, as publishing through the API must. `plugins` is the registry the server runs with.
 */
export async function importDocuments(storage: Storage, input: unknown, plugins: PluginRegistry, now: number): Promise<ImportReport> {
  const report: ImportReport = { nodes: [], flows: [], widgets: [], problems: [] };
  const styles = stylesOf(plugins);
  const settingsSchemas = settingsSchemasOf(plugins);
  const flows: Flow[] = [];
  const nodes: NodeConfig[] = [];
  const widgets: WidgetConfig[] = [];
  const fail = (label: string, problems: readonly FlowProblem[]) => report.problems.push(...problems.map((p) => `${label}: ${formatProblem(p)}`));

  const documents = documentsOf(input);
  // Flows named in this import count as existing for the nodes' references even when a flow is rejected:
  // its own errors say what is wrong, a "does not exist" for it would only mislead.
  const importedFlowIds = new Set(documents.flatMap((d) => (d.kind === 'flow' && typeof (d.value as { id?: unknown })?.id === 'string' ? [(d.value as { id: string }).id] : [])));
  for (const { kind, label, value } of documents) {
    if (kind === 'flow') {
      const checked = validateFlow(value, styles);
      const problems = checked.ok ? unsafePatternProblems(checked.value) : checked.problems;
      const refused = checked.ok && problems.length === 0 ? settingsLimitRefusals(checked.value, settingsSchemas) : [];
      if (checked.ok && problems.length === 0 && refused.length === 0) flows.push(checked.value);
      else if (refused.length > 0) report.problems.push(...refused.map((refusal) => `${label}: ${formatRefusal(refusal)}`));
      else fail(label, problems);
    } else {
      const checked = validateDocument(kind, value);
      if (!checked.ok) fail(label, checked.problems);
      else if (kind === 'node') nodes.push(checked.value as NodeConfig);
      else widgets.push(checked.value as WidgetConfig);
    }
  }
  const flowIds = importedFlowIds;
  for (const [i, node] of nodes.entries()) {
    for (const field of ['flow_id', 'non_operating_hours_flow_id'] as const) {
      const id = node[field];
      if (id && !flowIds.has(id) && !(await storage.flows.get(id))) report.problems.push(`node "${node.id}" (${i}): ${field}: flow "${id}" does not exist`);
    }
  }
  const nodeIds = new Set(nodes.map((n) => n.id));
  for (const widget of widgets) {
    if (!nodeIds.has(widget.node_id) && !(await storage.nodes.get(widget.node_id))) report.problems.push(`widget "${widget.code}": node_id: node "${widget.node_id}" does not exist`);
  }
  if (report.problems.length > 0) return report;

  for (const flow of flows) report.flows.push({ id: flow.id, version: await storage.flows.put(flow, now) });
  for (const { flow: _embedded, signature_valid: _computed, ...node } of nodes) {
    await storage.nodes.put(node);
    report.nodes.push(node.id);
  }
  for (const widget of widgets) {
    await storage.widgets.put(widget);
    report.widgets.push(widget.code);
  }
  return report;
}
