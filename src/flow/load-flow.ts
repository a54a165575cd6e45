import type { Flow, NodeConfig } from '../types/schemas';
import type { Api } from '../net/api';
import type { PageTheme } from '../lib/page-theme';
import { RequestError } from '../net/request';
import { preventMultipleFeedback } from '../lib/repeat-feedback';
import { STORE_KEYS, type KeyValueStore } from '../storage/local-store';
import type { FlowParams } from './flow-params';

/** SPEC 2.1/4.2: with isPreview a placeholder node with id PREVIEW is used and no node call is made. */
export const PREVIEW_NODE: NodeConfig = { id: 'PREVIEW', name: 'Preview', canvass_branding: false, operating: true, operating_24_7: true };

export type LoadFailure =
  | { kind: 'missing-parameters' }
  | { kind: 'not-found' }
  | { kind: 'signature' }
  | { kind: 'inactive'; message?: Record<string, string> }
  | { kind: 'invalid-flow'; problems: string[] }
  | { kind: 'system'; error: unknown };

export interface LoadedFlow {
  node: NodeConfig;
  flow: Flow;
  /** SPEC 4.2 preventMultipleFeedbackMessage: this device already answered and the node forbids another. */
  repeatBlocked: boolean;
  stylesheet: string | null;
  customer: Record<string, unknown> | null;
  /** The hosted page's theme for `node` (FlowDeps.pageTheme); none inside the widget, whose frame wears the widget's. */
  theme?: PageTheme;
}

interface NodeFlags {
  isLinkChannelDisplayedBefore?: boolean;
  firstNow?: number;
}

/** SPEC 4.2 "Prevent-multiple-feedback", on the node's flags in local storage; returns whether to show the message. */
function checkRepeatFeedback(node: NodeConfig, store: KeyValueStore, now: number): boolean {
  const key = STORE_KEYS.nodeFlags(node.id);
  const flags = store.get<NodeFlags>(key) ?? {};
  const result = preventMultipleFeedback({
    preventMultiple: node.prevent_multiple_feedback === true,
    displayedBefore: flags.isLinkChannelDisplayedBefore === true,
    firstNow: flags.firstNow,
    delayPeriodSeconds: node.multiple_feedback_delay_period ?? undefined,
    now,
  });
  store.merge<NodeFlags>(key, { isLinkChannelDisplayedBefore: result.displayedBefore });
  return result.showRepeatMessage;
}

/** After a submit: this device has now given this node a feedback (read by checkRepeatFeedback next time). */
export function recordFeedbackGiven(nodeId: string, store: KeyValueStore, now: number): void {
  store.merge<NodeFlags>(STORE_KEYS.nodeFlags(nodeId), { isLinkChannelDisplayedBefore: true, firstNow: now });
  store.set(STORE_KEYS.lastFeedbackSubmitDate, now);
}

/** SPEC 4.2 "Node load": node (or the preview placeholder), flow, repeat check, stylesheet, customer. */
export async function loadFlow(params: FlowParams, api: Api, store: KeyValueStore, now: number, hostCustomer?: Record<string, unknown>): Promise<LoadedFlow | LoadFailure> {
  try {
    if (params.preview) {
      if (!params.flowId) return { kind: 'missing-parameters' };
      return { node: PREVIEW_NODE, flow: await api.flow(params.flowId, params.previewToken), repeatBlocked: false, stylesheet: null, customer: null };
    }
    if (!params.nodeId) return { kind: 'missing-parameters' };
    const node = await api.node(params.nodeId, { signature: params.signature, responses: params.responses });
    if (node.signature_valid === false) return { kind: 'signature' };
    if (!node.flow) return { kind: 'inactive', message: node.activation_expired_message };
    const repeatBlocked = checkRepeatFeedback(node, store, now);
    const [stylesheet, customer] = await Promise.all([
      node.css_url_react ? api.stylesheet(node.css_url_react).catch(() => null) : Promise.resolve(null),
      // SPEC 5: "The customer fetch happens only when the host page gives no customer and creator_id is present."
      hostCustomer ? Promise.resolve(hostCustomer) : params.creatorId ? api.customer(node.id, params.creatorId).catch(() => null) : Promise.resolve(null),
    ]);
    return { node, flow: node.flow, repeatBlocked, stylesheet, customer };
  } catch (error) {
    if (error instanceof RequestError && error.status === 404) return { kind: 'not-found' };
    return { kind: 'system', error };
  }
}
