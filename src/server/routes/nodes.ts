import type { FastifyInstance } from 'fastify';
import { notFound } from '../api-error';
import type { ServerContext } from '../context';
import { nodeAnswerParts } from '../services/node-view';
import { sendServed } from '../services/served-answer';
import { nodeCacheControl, servedNodes } from '../services/served-node';

interface NodeQuery {
  signature?: string;
  responses?: string;
}

/** SPEC 7: GET /v1/nodes/{node_id}[?signature&responses] and the node's customer. */
export function nodeRoutes(app: FastifyInstance, { storage, clock }: ServerContext): void {
  const served = servedNodes();
  // compress: false: the answer is kept compressed (services/served-answer.ts), never compressed per request.
  app.get<{ Params: { nodeId: string }; Querystring: NodeQuery }>('/v1/nodes/:nodeId', { compress: false }, async (request, reply) => {
    const node = await storage.nodes.get(request.params.nodeId);
    if (!node) throw notFound(`Node "${request.params.nodeId}"`);
    const { signature, responses } = request.query;
    const now = clock();
    const answer = await served(node, await nodeAnswerParts(storage, node, { signature, responses, now }));
    // Issue #21: a campaign sends thousands of respondents to one node; its answer is kept until the node or flow changes.
    return sendServed(request, reply, answer, nodeCacheControl(node, answer, now));
  });

  app.get<{ Params: { nodeId: string; creatorId: string } }>('/v1/nodes/:nodeId/customers/:creatorId', async (request) => {
    const customer = await storage.customers.get(request.params.nodeId, request.params.creatorId);
    if (!customer) throw notFound(`Customer "${request.params.creatorId}"`);
    return { id: customer.id, external_id: customer.externalId, user_id: customer.userId, ...customer.attributes };
  });
}
