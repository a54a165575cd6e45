/** What the page address says about the flow to show (SPEC 2.1). */
export interface FlowParams {
  route: 'feedback' | 'web_feedback' | 'web_flow_preview' | 'flow_preview';
  nodeId?: string;
  flowId?: string;
  lang?: string;
  signature?: string;
  /** Preloaded answers (SPEC 2.1 `responses`): JSON or base64url JSON of `{ questionIdOrKey: answer }`. */
  responses?: string;
  creatorId?: string;
  /** An agent's preview permission for a flow no node shows (SECURITY.md). */
  previewToken?: string;
  preview: boolean;
  /** is_internal_feedback=true: no delay before PSN_FEEDBACK_SUBMITTED (SPEC 9). */
  internal: boolean;
  /** SPEC 7 identity headers from the address, in priority order: the first complete pair wins. */
  identity: Record<string, string>;
  originUrl: string;
}

const IDENTITY_PAIRS = [['sdi', 'sci'], ['edi', 'eci'], ['ldi', 'lci'], ['wdi', 'wci'], ['pndi', 'pnci']] as const;

function identityHeaders(query: URLSearchParams): Record<string, string> {
  for (const [id, code] of IDENTITY_PAIRS) {
    const a = query.get(id);
    const b = query.get(code);
    if (a && b) return { [`X-${id.toUpperCase()}`]: a, [`X-${code.toUpperCase()}`]: b };
  }
  return {};
}

export function readFlowParams(route: FlowParams['route'], location: { search: string; href: string }): FlowParams {
  const query = new URLSearchParams(location.search);
  const get = (name: string) => query.get(name) ?? undefined;
  return {
    route,
    nodeId: get('node_id'),
    flowId: get('flow_id'),
    lang: get('lang'),
    signature: get('signature'),
    responses: get('responses'),
    creatorId: get('creator_id'),
    previewToken: get('preview_token'),
    preview: route === 'web_flow_preview' || route === 'flow_preview' || ['true', '1'].includes(query.get('isPreview') ?? ''),
    internal: query.get('is_internal_feedback') === 'true',
    identity: identityHeaders(query),
    originUrl: location.href,
  };
}

/** Decodes the `responses` parameter; anything unreadable preloads nothing rather than failing the flow. */
export function decodePreloadedResponses(text: string | undefined): Record<string, unknown> | undefined {
  if (!text) return undefined;
  for (const candidate of [text, () => atob(text.replace(/-/g, '+').replace(/_/g, '/'))]) {
    try {
      const json = JSON.parse(typeof candidate === 'string' ? candidate : candidate());
      if (json && typeof json === 'object' && !Array.isArray(json)) return json as Record<string, unknown>;
    } catch {
      // try the next reading
    }
  }
  return undefined;
}
