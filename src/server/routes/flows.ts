import type { FastifyInstance } from 'fastify';
import { ApiError } from '../api-error';
import type { ServerContext } from '../context';
import { requirePermission } from '../accounts/authenticate';
import { browserFlow, PREVIEW_TTL_MS, servableFlow } from '../services/flow-access';
import { newSecret, sha256 } from '../services/tokens';

/**
 * The SPEC names no flow call. Respondents get the node's current flow inside the node answer; this call serves a
 * flow some node shows to anyone (its newest version), and any flow or version to the holder of a preview token an
 * editor made (issue #25 finding 7, SECURITY.md "Flows, previews and signatures"). Everything else answers as if
 * the flow did not exist.
 */
export function flowRoutes(app: FastifyInstance, context: ServerContext): void {
  const { storage, config, clock } = context;
  app.get<{ Params: { flowId: string }; Querystring: { version?: string; preview_token?: string } }>('/v1/flows/:flowId', async (request) => {
    const { flowId } = request.params;
    const { version: versionText, preview_token: previewToken } = request.query;
    const version = versionText === undefined ? undefined : Number(versionText);
    const now = clock();
    const previewTokenHash = typeof previewToken === 'string' && previewToken !== '' ? sha256(previewToken) : undefined;
    const stored = await servableFlow(storage, flowId, { version, previewTokenHash, now });
    if (!stored) throw new ApiError(404, 'flow_not_found', `Flow "${flowId}" not found`);
    return { ...browserFlow(stored.flow), version: stored.version };
  });

  /** A preview link for one flow (drafts and old versions included), valid for an hour, for those who read content. */
  app.post<{ Body: { flow_id?: unknown } | undefined }>('/v1/manage/flow_previews', { onRequest: requirePermission(context, 'content:read') }, async (request) => {
    const flowId = request.body?.flow_id;
    if (typeof flowId !== 'string' || !(await storage.flows.get(flowId))) throw new ApiError(404, 'flow_not_found', `Flow "${String(flowId)}" not found`);
    const now = clock();
    const token = newSecret();
    await storage.flowPreviews.add({ tokenHash: sha256(token), flowId, expiresAt: now + PREVIEW_TTL_MS, now });
    const query = new URLSearchParams({ flow_id: flowId, preview_token: token });
    return { preview_token: token, expires_at: new Date(now + PREVIEW_TTL_MS).toISOString(), url: `${config.publicUrl}/web_flow_preview?${query}` };
  });
}
