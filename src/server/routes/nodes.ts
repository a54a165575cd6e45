import type { FastifyInstance } from 'fastify';
import { notFound } from '../api-error';
import type { ServerContext } from '../context';
import { nodeView } from '../services/node-view';

interface NodeQuery {
  signature?: string;
  responses?: string;
}

/** SPEC 7: GET /v1/nodes/{node_id}[?signature&responses] and the node's customer. */
export function nodeRoutes(app: FastifyInstance, { storage, clock }: ServerContext): void {
  app.get<{ Params: { nodeId: string }; Querystring: NodeQuery }>('/v1/nodes/:nodeId', async (request) => {
    const node = await storage.nodes.get(request.params.nodeId);
    if (!node) throw notFound(`Node "${request.params.nodeId}"`);
    const { signature, responses } = request.query;
    return nodeView(storage, node, { signature, responses, now: clock() });
  });

  app.get<{ Params: { nodeId: string; creatorId: string } }>('/v1/nodes/:nodeId/customers/:creatorId', async (request) => {
    const customer = await storage.customers.get(request.params.nodeId, request.params.creatorId);
    if (!customer) throw notFound(`Customer "${request.params.creatorId}"`);
    return { id: customer.id, external_id: customer.externalId, user_id: customer.userId, ...customer.attributes };
  });
}
