import type { FastifyInstance } from 'fastify';
import type { Fixture } from '../../types/schemas';
import { ApiError, notFound } from '../api-error';
import type { ServerContext } from '../context';
import { audit } from '../accounts/audit';
import { authenticate, requirePermission } from '../accounts/authenticate';
import type { StoredFixture } from '../storage/flow-fixture-repository';
import { againstDraft, fixtureResult } from './fixture-checks';
import { ERROR_RESPONSE, ref } from './schema-registry';

const C = 'manage-content.schema.json';
const errors = { 400: ERROR_RESPONSE, 401: ERROR_RESPONSE, 403: ERROR_RESPONSE, 404: ERROR_RESPONSE, 409: ERROR_RESPONSE };
const id = { type: 'string', minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9_.:-]+$' };
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 128 } } };
const fixtureParams = { type: 'object', required: ['id', 'fixtureId'], properties: { id: { type: 'string', minLength: 1, maxLength: 128 }, fixtureId: id } };
const tags = ['flows'];
/** Every list and every publish replays them all: a bound keeps both quick. */
const MAX_FIXTURES_PER_FLOW = 100;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * A flow's regression fixtures (issue #18): fixture.schema.json documents, recorded in the editor's preview or written
 * by hand, kept with the flow and replayed against its draft: listed with their result, run on publish (which
 * refuses a failing one), and exported as a file `npm run fixtures` runs in a team's CI.
 */
export function flowFixtureRoutes(app: FastifyInstance, context: ServerContext): void {
  const { storage, clock, plugins } = context;
  const read = { onRequest: requirePermission(context, 'content:read') };
  const write = { onRequest: requirePermission(context, 'content:write') };

  const draftOf = async (flowId: string) => {
    const draft = await storage.manage.draft(flowId);
    if (!draft) throw notFound('Flow');
    return draft;
  };
  const describe = (stored: StoredFixture, draft: Awaited<ReturnType<typeof draftOf>>) => ({
    id: stored.id, name: stored.name, fixture: stored.fixture, created_at: iso(stored.createdAt), updated_at: iso(stored.updatedAt),
    result: fixtureResult(stored, draft.flow, plugins),
  });

  app.get<{ Params: { id: string } }>('/v1/manage/flows/:id/fixtures', {
    ...read,
    schema: { tags, summary: 'The flow\'s fixtures, oldest first, each with its result against the current draft', params: idParams, response: { 200: ref(C, 'flowFixtureList'), ...errors } },
  }, async (request) => {
    const draft = await draftOf(request.params.id);
    return (await storage.flowFixtures.list(draft.id)).map((stored) => describe(stored, draft));
  });

  // "export" is not a fixture id a PUT can take away: Fastify's router prefers the static segment.
  app.get<{ Params: { id: string } }>('/v1/manage/flows/:id/fixtures/export', {
    ...read,
    schema: { tags, summary: 'The fixtures with the current draft as their flow: a file `npm run fixtures` runs', params: idParams, response: { 200: ref(C, 'fixtureExport'), ...errors } },
  }, async (request, reply) => {
    const draft = await draftOf(request.params.id);
    reply.header('content-disposition', `attachment; filename="${draft.id.replace(/[^\w.-]/g, '_')}.fixtures.json"`);
    return (await storage.flowFixtures.list(draft.id)).map((stored) => againstDraft(stored.fixture, draft.flow));
  });

  app.put<{ Params: { id: string; fixtureId: string }; Body: Fixture }>('/v1/manage/flows/:id/fixtures/:fixtureId', {
    // The editor's recorded test carries the flow it was recorded on (the schema asks for one); big flows are megabytes.
    ...write,
    bodyLimit: context.config.flowBodyLimitBytes,
    schema: {
      tags, summary: 'Save a fixture (fixture.schema.json; its `flow` is not kept: fixtures run against the draft)', params: fixtureParams, body: ref('fixture.schema.json'),
      response: { 200: ref(C, 'flowFixture'), 201: ref(C, 'flowFixture'), ...errors },
    },
  }, async (request, reply) => {
    const draft = await draftOf(request.params.id);
    const existing = await storage.flowFixtures.list(draft.id);
    if (existing.length >= MAX_FIXTURES_PER_FLOW && !existing.some((fixture) => fixture.id === request.params.fixtureId)) {
      throw new ApiError(409, 'conflict', `A flow keeps at most ${MAX_FIXTURES_PER_FLOW} fixtures; remove one first`);
    }
    const { created, stored } = await storage.flowFixtures.put(draft.id, request.params.fixtureId, { ...request.body, flow: {} }, clock());
    await audit(context, await authenticate(request, context), 'flow.fixture_saved', 'flow', draft.id, { fixture: stored.id, name: stored.name });
    reply.status(created ? 201 : 200);
    return describe(stored, draft);
  });

  app.delete<{ Params: { id: string; fixtureId: string } }>('/v1/manage/flows/:id/fixtures/:fixtureId', {
    ...write,
    schema: { tags, summary: 'Remove a fixture', params: fixtureParams, response: { 204: { type: 'null' }, ...errors } },
  }, async (request, reply) => {
    const draft = await draftOf(request.params.id);
    if (!(await storage.flowFixtures.delete(draft.id, request.params.fixtureId))) throw notFound('Fixture');
    await audit(context, await authenticate(request, context), 'flow.fixture_deleted', 'flow', draft.id, { fixture: request.params.fixtureId });
    return reply.status(204).send();
  });
}
