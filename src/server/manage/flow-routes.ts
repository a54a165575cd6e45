import type { Flow } from '../../types/schemas';
import type { FastifyInstance } from 'fastify';
import { ApiError, notFound } from '../api-error';
import type { ServerContext } from '../context';
import { audit } from '../accounts/audit';
import { authenticate, requirePermission } from '../accounts/authenticate';
import type { FlowDraft } from '../storage/manage-repository';
import { canonicalJson } from '../storage/columns';
import { checkedFlow } from './documents';
import { stylesOf } from '../../plugin-api/registry';
import { expectedRevision, staleWrite, withEtag } from './preconditions';
import { ERROR_RESPONSE, ref } from './schema-registry';
import { refuseFailingFixtures } from './fixture-checks';
import { settingsSchemasOf } from '../../plugin-api/settings-limits';
import { refuseSettingsBeyondLimits } from '../services/settings-limit-refusals';
import { flowFromTemplate, newFlowId } from './flow-templates/new-flow';
import { acceptedLanguage } from '../services/accept-language';
import { FLOW_TEMPLATES, inLanguage } from './flow-templates/catalog';

const C = 'manage-content.schema.json';
const errors = { 400: ERROR_RESPONSE, 401: ERROR_RESPONSE, 403: ERROR_RESPONSE, 404: ERROR_RESPONSE, 409: ERROR_RESPONSE, 412: ERROR_RESPONSE, 428: ERROR_RESPONSE };
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 128 } } };
const versionParams = { type: 'object', required: ['id', 'version'], properties: { id: { type: 'string', minLength: 1, maxLength: 128 }, version: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } } };
const tags = ['flows'];
/** "Copy of …" within the name's 500 characters. */
const copyName = (name: string | undefined, id: string) => `Copy of ${name ?? id}`.slice(0, 500);
const questionCount = (flow: Flow) => flow.states.reduce((n, state) => n + (state.elements ?? []).filter((e) => e.question).length, 0);
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Flows (issue #17): each has one editable draft (with a revision, its ETag) and immutable published versions, the
 * newest of which respondents get. Publishing stores the draft as a new version; restoring copies a version into
 * the draft. Every body goes through the validator of `canvass import`, with its located errors.
 */
export function flowRoutes(app: FastifyInstance, context: ServerContext): void {
  const { storage, clock } = context;
  const styles = stylesOf(context.plugins);
  const settingsSchemas = settingsSchemasOf(context.plugins);
  const read = { onRequest: requirePermission(context, 'content:read') };
  const write = { onRequest: requirePermission(context, 'content:write') };
  // A whole flow in the body: a big one (200 states x 20 elements) is over BODY_LIMIT_BYTES, and only editors send it.
  const carriesFlow = { ...write, bodyLimit: context.config.flowBodyLimitBytes };

  const detailOf = async (draft: FlowDraft) => {
    const [published, counts] = await Promise.all([storage.flows.get(draft.id), storage.manage.responseCounts()]);
    return {
      id: draft.id, draft: draft.flow, revision: draft.revision, published_version: published?.version ?? null,
      archived: draft.archivedAt !== null, response_count: counts.get(draft.id) ?? 0,
    };
  };
  const draftOf = async (id: string) => {
    const draft = await storage.manage.draft(id);
    if (!draft) throw notFound('Flow');
    return draft;
  };
  /** Saves the draft if `expected` is still its revision; 412 with the current flow otherwise. */
  const saveDraft = async (id: string, flow: Flow, expected: number, archivedAt?: number | null) => {
    const saved = await storage.manage.saveDraft(id, flow, expected, clock(), archivedAt);
    if (saved === 'stale') {
      const current = await draftOf(id);
      throw staleWrite(await detailOf(current), current.revision);
    }
    return saved;
  };

  app.get<{ Querystring: { archived?: boolean } }>('/v1/manage/flows', {
    ...read,
    schema: { tags, summary: 'Flows with their published version and response count (archived ones with archived=true)', querystring: { type: 'object', additionalProperties: false, properties: { archived: { type: 'boolean', default: false } } }, response: { 200: ref(C, 'flowList'), ...errors } },
  }, async (request) => {
    const counts = await storage.manage.responseCounts();
    const summaries = await Promise.all((await storage.manage.flowIds()).map(async (id) => {
      const [draft, published] = await Promise.all([storage.manage.draft(id), storage.flows.get(id)]);
      if (!draft) return undefined;
      const { version: _v, ...publishedBody } = published?.flow ?? {};
      const { version: _d, ...draftBody } = draft.flow;
      return {
        id, name: draft.flow.name ?? null, published_version: published?.version ?? null, revision: draft.revision,
        unpublished_changes: !published || canonicalJson(publishedBody) !== canonicalJson(draftBody),
        archived: draft.archivedAt !== null, response_count: counts.get(id) ?? 0, updated_at: iso(draft.updatedAt),
      };
    }));
    return summaries.filter((summary) => summary !== undefined && summary.archived === (request.query.archived ?? false));
  });

  app.get<{ Params: { id: string } }>('/v1/manage/flows/:id', { ...read, schema: { tags, summary: 'A flow\'s draft, revision (ETag) and published version', params: idParams, response: { 200: ref(C, 'flowDetail'), ...errors } } },
    async (request, reply) => {
      const draft = await draftOf(request.params.id);
      return withEtag(reply, draft.revision, await detailOf(draft));
    });

  app.get<{ Querystring: { lang?: string } }>('/v1/manage/flow-templates', {
    ...read,
    schema: {
      tags, summary: 'The templates a new flow may start from, named in `lang` (else Accept-Language, else English)',
      querystring: { type: 'object', additionalProperties: false, properties: { lang: { type: 'string', maxLength: 35 } } },
      response: { 200: ref(C, 'flowTemplateList'), ...errors },
    },
  }, async (request) => {
    const language = request.query.lang?.toLowerCase() ?? acceptedLanguage(request.headers['accept-language']);
    return FLOW_TEMPLATES.map((template) => ({
      id: template.id, name: inLanguage(template.name, language), description: inLanguage(template.description, language), question_count: questionCount(template.flow),
    }));
  });

  app.post('/v1/manage/flows', {
    ...carriesFlow,
    attachValidation: true,
    schema: {
      tags, summary: 'Create a flow as a draft (publish it to serve it): a whole flow, or { name, template } (a template\'s copy with its fixture, or blank)',
      body: ref(C, 'flowCreateInput'), response: { 201: ref(C, 'flowDetail'), ...errors },
    },
  }, async (request, reply) => {
    const body = request.body as { states?: unknown; name?: string; template?: string } | null;
    // A flow always has states; without them the body is { name, template? }, which its schema branch has checked.
    const fromTemplate = typeof body === 'object' && body !== null && !Array.isArray(body) && !('states' in body);
    if (fromTemplate && request.validationError) throw new ApiError(400, 'invalid_request', `The body is neither a flow nor { name, template }: ${request.validationError.message}`);
    const made = fromTemplate ? flowFromTemplate(body.name!, body.template) : undefined;
    const flow = made ? made.flow : checkedFlow(request.body, styles);
    if (await storage.manage.draft(flow.id)) throw new ApiError(409, 'conflict', `A flow with the id "${flow.id}" exists`);
    const revision = await saveDraft(flow.id, flow, 0);
    if (made?.template) await storage.flowFixtures.put(flow.id, `${made.template.id}-path`, { ...made.template.fixture, flow: {} }, clock());
    await audit(context, await authenticate(request, context), 'flow.created', 'flow', flow.id, made?.template ? { template: made.template.id } : undefined);
    reply.status(201);
    return withEtag(reply, revision, await detailOf(await draftOf(flow.id)));
  });

  app.post<{ Params: { id: string } }>('/v1/manage/flows/:id/duplicate', {
    ...write,
    schema: { tags, summary: 'Copy the draft (and its fixtures) into a new unpublished flow named "Copy of …"', params: idParams, response: { 201: ref(C, 'flowDetail'), ...errors } },
  }, async (request, reply) => {
    const source = await draftOf(request.params.id);
    // Only the flow id is global (the flows table's key); element, question and option ids are scoped to their flow
    // (feedbacks carry flow_id beside question_id), so the copy keeps them and its rules and fixtures still fit.
    const id = newFlowId(source.id.slice(0, 100));
    const { version: _version, ...body } = source.flow;
    const flow: Flow = { ...structuredClone(body), id, name: copyName(source.flow.name, source.id) };
    const revision = await saveDraft(id, flow, 0);
    for (const stored of await storage.flowFixtures.list(source.id)) await storage.flowFixtures.put(id, stored.id, stored.fixture, clock());
    await audit(context, await authenticate(request, context), 'flow.duplicated', 'flow', id, { from: source.id });
    reply.status(201);
    return withEtag(reply, revision, await detailOf(await draftOf(id)));
  });

  app.put<{ Params: { id: string } }>('/v1/manage/flows/:id/draft', {
    ...carriesFlow,
    attachValidation: true,
    schema: { tags, summary: 'Replace the draft (If-Match: its revision)', params: idParams, body: ref('flow.schema.json'), response: { 200: ref(C, 'flowDetail'), ...errors } },
  }, async (request, reply) => {
    const expected = expectedRevision(request);
    await draftOf(request.params.id);
    const flow = checkedFlow(request.body, styles);
    if (flow.id !== request.params.id) throw new ApiError(400, 'invalid_request', `The flow's id "${flow.id}" is not the one in the path`);
    const revision = await saveDraft(flow.id, flow, expected);
    await audit(context, await authenticate(request, context), 'flow.draft_saved', 'flow', flow.id, { revision });
    return withEtag(reply, revision, await detailOf(await draftOf(flow.id)));
  });

  app.post<{ Params: { id: string } }>('/v1/manage/flows/:id/publish', {
    ...write,
    schema: {
      tags, summary: 'Publish the draft as a new immutable version (If-Match: the draft\'s revision). Refused with 400 when the draft is invalid (or names a style this server lacks), 422 settings_out_of_limits when a value is beyond its question plugin\'s own limits, 422 fixture_failed when one of its fixtures fails',
      params: idParams, response: { 200: ref(C, 'publishResult'), ...errors, 422: ref(C, 'publishRefused') },
    },
  }, async (request, reply) => {
    const expected = expectedRevision(request);
    const draft = await draftOf(request.params.id);
    if (draft.revision !== expected) throw staleWrite(await detailOf(draft), draft.revision);
    const flow = checkedFlow(draft.flow, styles);
    refuseSettingsBeyondLimits(flow, settingsSchemas);
    refuseFailingFixtures(await storage.flowFixtures.list(flow.id), flow, context.plugins);
    const version = await storage.flows.put(flow, clock());
    await audit(context, await authenticate(request, context), 'flow.published', 'flow', flow.id, { version });
    return withEtag(reply, draft.revision, { version, revision: draft.revision });
  });

  app.get<{ Params: { id: string } }>('/v1/manage/flows/:id/versions', { ...read, schema: { tags, summary: 'Published versions, newest first', params: idParams, response: { 200: ref(C, 'flowVersionList'), ...errors } } },
    async (request) => {
      await draftOf(request.params.id);
      return (await storage.manage.versions(request.params.id)).map((v) => ({ version: v.version, created_at: iso(v.createdAt) }));
    });

  app.get<{ Params: { id: string; version: number } }>('/v1/manage/flows/:id/versions/:version', { ...read, schema: { tags, summary: 'One published version as it was', params: versionParams, response: { 200: ref('flow.schema.json'), ...errors } } },
    async (request) => {
      const stored = await storage.flows.get(request.params.id, request.params.version);
      if (!stored) throw notFound('Flow version');
      return stored.flow;
    });

  app.post<{ Params: { id: string; version: number } }>('/v1/manage/flows/:id/versions/:version/restore', {
    ...write,
    schema: { tags, summary: 'Copy a published version into the draft (If-Match: the draft\'s revision); publish to serve it', params: versionParams, response: { 200: ref(C, 'flowDetail'), ...errors } },
  }, async (request, reply) => {
    const expected = expectedRevision(request);
    const draft = await draftOf(request.params.id);
    const stored = await storage.flows.get(request.params.id, request.params.version);
    if (!stored) throw notFound('Flow version');
    const revision = await saveDraft(draft.id, stored.flow, expected);
    await audit(context, await authenticate(request, context), 'flow.version_restored', 'flow', draft.id, { version: stored.version });
    return withEtag(reply, revision, await detailOf(await draftOf(draft.id)));
  });

  app.post<{ Params: { id: string }; Body: { archived: boolean } }>('/v1/manage/flows/:id/archive', {
    ...write,
    schema: { tags, summary: 'Archive or unarchive a flow (If-Match: the draft\'s revision); it leaves the list, nodes still serve it', params: idParams, body: ref(C, 'archiveInput'), response: { 200: ref(C, 'flowDetail'), ...errors } },
  }, async (request, reply) => {
    const expected = expectedRevision(request);
    const draft = await draftOf(request.params.id);
    const revision = await saveDraft(draft.id, draft.flow, expected, request.body.archived ? clock() : null);
    await audit(context, await authenticate(request, context), request.body.archived ? 'flow.archived' : 'flow.unarchived', 'flow', draft.id);
    return withEtag(reply, revision, await detailOf(await draftOf(draft.id)));
  });
}
