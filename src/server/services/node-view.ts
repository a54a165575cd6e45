import type { Flow, NodeConfig } from '../../types/schemas';
import { isWithinOperatingHours, localDayAndTime } from '../../lib/operating-hours';
import type { Storage, StoredNode } from '../storage/storage';
import { signatureHolds } from './signature';
import { browserFlow } from './flow-access';

export interface NodeViewInput {
  signature?: string;
  responses?: string;
  now: number;
}

/** SPEC 3.2 activation window: start inclusive, end exclusive, null unbounded. */
export function isActivated(node: StoredNode, now: number): boolean {
  const start = node.activation_start_date ? Date.parse(node.activation_start_date) : -Infinity;
  const end = node.activation_end_date ? Date.parse(node.activation_end_date) : Infinity;
  return (node.status ?? 'active') === 'active' && now >= start && now < end;
}

function isOperatingNow(node: StoredNode, now: number): boolean {
  return isWithinOperatingHours(
    { operating: node.operating ?? true, operating24x7: node.operating_24_7 ?? true, hours: node.operating_hours },
    localDayAndTime(new Date(now), node.time_zone ?? 'UTC'),
  );
}

/** The flow a respondent sees now: outside operating hours the node's non-operating-hours flow when it has one. */
export async function currentFlowOf(storage: Storage, node: StoredNode, now: number): Promise<Flow | undefined> {
  const flowId = !isOperatingNow(node, now) && node.non_operating_hours_flow_id ? node.non_operating_hours_flow_id : node.flow_id;
  return flowId ? (await storage.flows.get(flowId))?.flow : undefined;
}

/**
 * The answer of GET /v1/nodes/{id} (SPEC 3.2, 4.2): the stored configuration, the signature verdict, and the
 * flow to show, which is left out when the node is passive, outside its activation window, or the signature
 * is required and wrong (the client then shows the expiry message or "Invalid Signature!").
 */
export async function nodeView(storage: Storage, node: StoredNode, input: NodeViewInput): Promise<NodeConfig> {
  let signatureValid: boolean | null = null;
  if (node.use_signature_verify) {
    signatureValid = signatureHolds(node, input.responses, input.signature);
  }
  const showFlow = isActivated(node, input.now) && signatureValid !== false;
  const flow = showFlow ? await currentFlowOf(storage, node, input.now) : undefined;
  return {
    ...node,
    signature_valid: signatureValid,
    // Server-only endpoints never reach the browser (issue #25 finding 7): the node answer and the page data alike.
    ...(flow ? { flow: browserFlow(flow) } : {}),
  };
}
