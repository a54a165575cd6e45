import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { referencePage } from './reference-page';

/** Component names for the schemas' $ids: "manage-account.schema.json" → "manage-account". */
const componentName = (id: string) => id.replace(/\.schema\.json$/, '').replace(/[^A-Za-z0-9._-]/g, '-');

/**
 * The OpenAPI 3.1 document of /v1/auth/ and /v1/manage/, generated from the routes' schemas (@fastify/swagger), at
 * /v1/manage/openapi.json, and a reference page for people at /v1/manage/reference (served here, no CDN).
 */
export async function describeApi(scope: FastifyInstance, publicUrl: string): Promise<void> {
  await scope.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Canvass management API',
        version: '1.0.0',
        description: 'Accounts, flows, nodes, widgets, feedbacks and chats. Authenticate with the session cookie (and X-CSRF-Token on writes) or `Authorization: Bearer <API token>`. Updates take If-Match with the ETag of what they change; a stale write gets 412 with the current version.',
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'An API token (Users → Tokens in the console)' },
          session: { type: 'apiKey', in: 'cookie', name: 'canvass_session', description: 'The console\'s session; writes also need X-CSRF-Token' },
        },
      },
      security: [{ bearer: [] }, { session: [] }],
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? componentName(json.$id) : `def-${i}`) },
  });
  scope.get('/v1/manage/openapi.json', { schema: { hide: true } }, async () => scope.swagger());
  scope.get('/v1/manage/reference', { schema: { hide: true } }, async (_request, reply) => reply.type('text/html; charset=utf-8').send(referencePage(scope.swagger() as never)));
}
