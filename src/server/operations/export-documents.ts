import type { Storage } from '../storage/storage';

export const DOCUMENT_KINDS = ['flows', 'nodes', 'widgets'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/**
 * `canvass export flows|nodes|widgets`: a bundle `{ "flows": [...] }` in the shape `canvass import` reads, so an
 * export imports into another installation as it is. Flows are their newest versions. Widgets keep their
 * security_token (the import needs it to keep secure mode working): treat the file as a secret.
 */
export async function exportDocuments(storage: Storage, kind: DocumentKind): Promise<Partial<Record<DocumentKind, unknown[]>>> {
  if (kind === 'flows') return { flows: (await storage.flows.list()).map((stored) => stored.flow) };
  if (kind === 'nodes') return { nodes: await storage.nodes.list() };
  return { widgets: await storage.widgets.list() };
}
