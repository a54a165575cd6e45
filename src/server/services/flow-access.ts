import type { Flow } from '../../types/schemas';
import type { Storage, StoredNode } from '../storage/storage';
import { isActivated } from './node-view';

/**
 * Flow fields only the server uses: endpoints it calls (the integration proxy, dynamic requests), whose addresses
 * may carry the provider's keys. The browser addresses those calls by question id, so it never needs them.
 */
const SERVER_ONLY_KEYS = new Set(['integrationUrl', 'request_url']);

/** A copy of a flow as a browser may see it: without server-only endpoints, at any depth (issue #25 finding 7). */
export function browserFlow<T extends Flow>(flow: T): T {
  return strip(flow) as T;
}

function strip(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(strip);
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) if (!SERVER_ONLY_KEYS.has(key)) copy[key] = strip(inner);
  return copy;
}

/** The flows a node shows: its active flow and its out-of-hours one (SPEC 3.2). */
export const flowsOfNode = (node: StoredNode): string[] =>
  [node.flow_id, node.non_operating_hours_flow_id].filter((id): id is string => typeof id === 'string' && id !== '');

/**
 * True when some node shows this flow to anyone right now: it is the node's active or out-of-hours flow, the node
 * is active and inside its activation window, and the node does not require a signature (such a node's flow is
 * served only with the node answer, after the signature was checked).
 */
async function flowIsPublic(storage: Storage, flowId: string, now: number): Promise<boolean> {
  const nodes = await storage.nodes.list();
  return nodes.some((node) => flowsOfNode(node).includes(flowId) && isActivated(node, now) && !node.use_signature_verify);
}

/** How long a preview link works. */
export const PREVIEW_TTL_MS = 60 * 60_000;

/**
 * The stored flow GET /v1/flows/{id} answers with: any version to the holder of a preview token for it, else the
 * newest version of a flow some node shows to anyone (`flowIsPublic`); undefined for anything else.
 */
export async function servableFlow(storage: Storage, flowId: string, { version, previewTokenHash, now }: { version?: number; previewTokenHash?: string; now: number }) {
  const preview = previewTokenHash !== undefined && (await storage.flowPreviews.allows(previewTokenHash, flowId, now));
  if (!preview && (version !== undefined || !(await flowIsPublic(storage, flowId, now)))) return undefined;
  return storage.flows.get(flowId, version !== undefined && Number.isInteger(version) ? version : undefined);
}
