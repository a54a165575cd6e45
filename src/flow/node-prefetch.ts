import type { Api } from '../net/api';
import type { NodeConfig } from '../types/schemas';
import type { FlowParams } from './flow-params';
import { EMBEDDED_NODE_ID, type EmbeddedNode } from '../lib/embedded-node';
import type { PageTheme } from '../lib/page-theme';

/**
 * The hosted flow page's node answer, there before the flow screen asks for it (issue #9: first question sooner).
 * The server puts it in the page as a JSON data block (routes/pages.ts, for /feedback and /web_feedback); when it
 * is not there (a preview, a node the server could not answer for, an older page) the page's entry starts the
 * request itself, so the node travels while React starts rather than after. The flow screen's loader takes it over
 * through `withPrefetchedNode`; it is checked like any answer of the API (the flow by the schema validators).
 */
interface Prefetched {
  nodeId: string;
  signature?: string;
  responses?: string;
  answer: Promise<NodeConfig>;
}

let prefetched: Prefetched | undefined;

/** The themes the server embedded, by the node answer they came with: the one object the flow loads (`withPrefetchedNode`). */
const embeddedThemes = new WeakMap<NodeConfig, PageTheme>();

/** The server's embedded answer when it was made for exactly these parameters. */
function embeddedAnswer(doc: Document, params: FlowParams): NodeConfig | undefined {
  const text = doc.getElementById(EMBEDDED_NODE_ID)?.textContent;
  if (!text) return undefined;
  try {
    const embedded = JSON.parse(text) as EmbeddedNode;
    const same = embedded.node_id === params.nodeId && (embedded.signature ?? undefined) === params.signature && (embedded.responses ?? undefined) === params.responses;
    if (!same || !embedded.node || typeof embedded.node !== 'object') return undefined;
    if (embedded.theme && typeof embedded.theme === 'object') embeddedThemes.set(embedded.node, embedded.theme);
    return embedded.node;
  } catch {
    return undefined;
  }
}

/** The page theme the server embedded with this node answer, if it came from the page (client/page-theme.ts). */
export const embeddedThemeOf = (node: NodeConfig): PageTheme | undefined => embeddedThemes.get(node);

/** Makes the node answer the flow screen will ask for these page parameters ready (none for a preview). */
export function prefetchNode(api: Api, params: FlowParams, doc: Document = document): void {
  if (params.preview || !params.nodeId) return;
  const embedded = embeddedAnswer(doc, params);
  const answer = embedded ? Promise.resolve(embedded) : api.node(params.nodeId, { signature: params.signature, responses: params.responses });
  // Nobody may ever take it (the screen failed to start): its failure is then nobody's to report.
  answer.catch(() => undefined);
  prefetched = { nodeId: params.nodeId, signature: params.signature, responses: params.responses, answer };
}

/** The prefetched node's answer, left for `withPrefetchedNode` to take (the entry reads its flow early). */
export function peekPrefetchedNode(): Promise<NodeConfig> | undefined {
  return prefetched?.answer;
}

/**
 * `api` whose first node call for the prefetched node and parameters answers with the prefetched answer; every
 * other call (another node, a retry after the first) goes to the network as usual.
 */
export function withPrefetchedNode(api: Api): Api {
  return {
    ...api,
    node: (nodeId, query = {}) => {
      const early = prefetched;
      if (early && early.nodeId === nodeId && early.signature === query.signature && early.responses === query.responses) {
        prefetched = undefined;
        return early.answer;
      }
      return api.node(nodeId, query);
    },
  };
}

/** Forgets an unused prefetch (tests). */
export function clearPrefetchedNode(): void {
  prefetched = undefined;
}
