import type { NodeConfig } from '../types/schemas';
import type { PageTheme } from './page-theme';

/**
 * The data block in which the server hands a flow page its node answer (routes/pages.ts writes it,
 * flow/node-prefetch.ts reads it): the answer of GET /v1/nodes/{id} for these parameters.
 */
export const EMBEDDED_NODE_ID = 'canvass-node';

export interface EmbeddedNode {
  node_id: string;
  signature: string | null;
  responses: string | null;
  node: NodeConfig;
  /** The page's theme for `node`, as the server drew it (the page then needs no theme code of its own). */
  theme?: PageTheme;
}
