import type { FastifyInstance } from 'fastify';
import { ApiError } from '../api-error';
import type { ServerContext } from '../context';

/**
 * The SPEC names no flow call. Respondents get the node's current flow inside the node answer; previews
 * (/web_flow_preview, /flow_preview) read a flow by id here, optionally at a version.
 */
export function flowRoutes(app: FastifyInstance, { storage }: ServerContext): void {
  app.get<{ Params: { flowId: string }; Querystring: { version?: string } }>('/v1/flows/:flowId', async (request) => {
    const version = request.query.version === undefined ? undefined : Number(request.query.version);
    const stored = await storage.flows.get(request.params.flowId, Number.isInteger(version) ? version : undefined);
    if (!stored) throw new ApiError(404, 'flow_not_found', `Flow "${request.params.flowId}" not found`);
    return { ...stored.flow, version: stored.version };
  });
}
