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
  const schedule = { operating: node.operating ?? true, operating24x7: node.operating_24_7 ?? true, hours: node.operating_hours };
  // The local time only for a node that keeps hours: Intl's formatting was most of a node answer's cost (issue #21).
  if (schedule.operating !== true || schedule.operating24x7 === true) return isWithinOperatingHours(schedule, { day: 0, hhmm: 0 });
  return isWithinOperatingHours(schedule, localDayAndTime(new Date(now), node.time_zone ?? 'UTC'));
}

/** The flow a respondent sees now: outside operating hours the node's non-operating-hours flow when it has one. */
export async function currentFlowOf(storage: Storage, node: StoredNode, now: number): Promise<Flow | undefined> {
  const flowId = node.non_operating_hours_flow_id && !isOperatingNow(node, now) ? node.non_operating_hours_flow_id : node.flow_id;
  return flowId ? (await storage.flows.get(flowId))?.flow : undefined;
}

/** What a node answer depends on beyond the node: the signature verdict and the flow to show, if any. */
export interface NodeAnswerParts {
  signatureValid: boolean | null;
  flow?: Flow;
}

/**
 * The signature verdict and the flow to show (SPEC 3.2, 4.2): no flow when the node is passive, outside its
 * activation window, or the signature is required and wrong (the client then shows the expiry message or "Invalid
 * Signature!"). The flow is the read cache's frozen object, so an answer made from these parts can be kept per object.
 */
export async function nodeAnswerParts(storage: Storage, node: StoredNode, input: NodeViewInput): Promise<NodeAnswerParts> {
  const signatureValid = node.use_signature_verify ? signatureHolds(node, input.responses, input.signature) : null;
  const showFlow = isActivated(node, input.now) && signatureValid !== false;
  const flow = showFlow ? await currentFlowOf(storage, node, input.now) : undefined;
  return flow ? { signatureValid, flow } : { signatureValid };
}

/** Stands for "no flow shown" in a weak map of flows. */
const NO_FLOW = Object.freeze({});

/**
 * A value worked out once per (node object, flow object, signature verdict). The read cache hands out one frozen
 * object per node and flow until it changes (a write through the manage API forgets it at once), so a changed node
 * or flow makes a new value, and the old one is collected with the objects it was made from (issue #21).
 */
export function perNodeAnswer<T>(make: (node: StoredNode, parts: NodeAnswerParts) => T): (node: StoredNode, parts: NodeAnswerParts) => T {
  const made = new WeakMap<StoredNode, WeakMap<Flow | typeof NO_FLOW, Map<boolean | null, T>>>();
  return (node, parts) => {
    let byFlow = made.get(node);
    if (!byFlow) made.set(node, (byFlow = new WeakMap()));
    const flowKey = parts.flow ?? NO_FLOW;
    let byVerdict = byFlow.get(flowKey);
    if (!byVerdict) byFlow.set(flowKey, (byVerdict = new Map()));
    if (byVerdict.has(parts.signatureValid)) return byVerdict.get(parts.signatureValid)!;
    const value = make(node, parts);
    byVerdict.set(parts.signatureValid, value);
    // A value still being made that fails (compression, say) is made again by the next request.
    if (value instanceof Promise) value.catch(() => byVerdict.get(parts.signatureValid) === value && byVerdict.delete(parts.signatureValid));
    return value;
  };
}

/**
 * The answer of GET /v1/nodes/{id} from its parts: the stored configuration, the verdict, and the flow to show.
 * One frozen object per parts, shared by every request for them (a page embeds it, a page cache may key on it).
 */
export const nodeAnswer = perNodeAnswer((node, { signatureValid, flow }): NodeConfig =>
  deepFreeze({
    ...node,
    signature_valid: signatureValid,
    // Server-only endpoints never reach the browser (issue #25 finding 7): the node answer and the page data alike.
    ...(flow ? { flow: browserFlow(flow) } : {}),
  }),
);

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** The answer of GET /v1/nodes/{id} (SPEC 3.2, 4.2) for a page to embed. */
export async function nodeView(storage: Storage, node: StoredNode, input: NodeViewInput): Promise<NodeConfig> {
  return nodeAnswer(node, await nodeAnswerParts(storage, node, input));
}
