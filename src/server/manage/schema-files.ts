import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_SCHEMAS } from './schema-registry';

/**
 * The schemas at stable URLs (/schemas/flow.schema.json, /schemas/manage-account.schema.json, ...), so an import
 * file's "$schema" gives editors autocompletion. Their $ids are relative, so references between them resolve here.
 */
export function schemaFileRoutes(app: FastifyInstance): void {
  const byPath = new Map(API_SCHEMAS.map((schema) => [schema.$id, JSON.stringify(schema, null, 2)]));
  const serve = (id: string) => async (_request: FastifyRequest, reply: FastifyReply) =>
    reply.type('application/schema+json; charset=utf-8').header('cache-control', 'public, max-age=300').send(byPath.get(id));
  for (const id of byPath.keys()) app.get(`/schemas/${id}`, serve(id));
}
