// Issue #17: the management API's OpenAPI 3.1 document is valid, the committed client types are generated from the
// current routes, and every documented route answers through the generated client (openapi-fetch).
import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TYPES_FILE, generateApiTypes } from '../../scripts/api-document';
import { createApiClient, type ApiClient } from '../../src/console/api/client';
import { call, startTestServer, type TestServer } from './harness';
import { feedbackBody, seedTestData, TEST_FLOW, TEST_NODE, TEST_WIDGET } from './fixtures';
import { createToken, OWNER } from './accounts-helpers';
import { bandedPng, seedFileFeedbacks, uploadFile } from '../support/results-files';

describe('the management API\'s OpenAPI document', { timeout: 120_000 }, () => {
  let server: TestServer;
  let document: Record<string, unknown> & { paths: Record<string, Record<string, unknown>> };
  let api: ApiClient;
  let anonymous: ApiClient;
  let chatId: string;

  beforeAll(async () => {
    server = await startTestServer();
    await seedTestData(server.storage);
    document = (await call(server, 'GET', '/v1/manage/openapi.json')).json;
    chatId = (await call(server, 'POST', '/v1/feedbacks', feedbackBody({ final_state_id: 'chat', responses: [{ question_id: 'q-mood', option_id: 'o-bad' }], customer: { external_id: 'cust-9' } }))).json.id;
    anonymous = createApiClient({ baseUrl: server.url });
  });
  afterAll(() => server?.stop());

  it('validates against the OpenAPI 3.1 schema', async () => {
    const result = await new Validator().validate(document);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
  });

  it('is what the committed client types were generated from (npm run api:types)', async () => {
    expect(readFileSync(API_TYPES_FILE, 'utf8'), 'src/console/api/schema.d.ts is stale: run npm run api:types').toBe(await generateApiTypes(document));
  });

  it('serves a reference page and the schemas at stable URLs', async () => {
    const page = await call(server, 'GET', '/v1/manage/reference');
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('/v1/manage/flows/{id}/publish');
    expect(page.text).not.toMatch(/<script|https?:\/\/(?!localhost)/);
    const flowSchema = await call(server, 'GET', '/schemas/flow.schema.json');
    expect(flowSchema.json.$id).toBe('flow.schema.json');
    expect((await call(server, 'GET', '/schemas/manage-account.schema.json')).json.definitions.user).toBeDefined();
  });

  it('answers every documented route through the generated client', async () => {
    // The first owner through the generated client, then an API token for the rest.
    const { setupLinkIfNoOwner } = await import('../../src/server/accounts/setup-link');
    const token = new URL((await setupLinkIfNoOwner(server.storage, server.url, server.clock.now))!).searchParams.get('token')!;
    const checked = await anonymous.GET('/v1/auth/setup', { params: { query: { token } } });
    expect(checked.data?.valid).toBe(true);
    const setup = await anonymous.POST('/v1/auth/setup', { body: { token, ...OWNER } });
    expect(setup.response.status).toBe(201);
    const owner = await setupOwnerSession();
    api = createApiClient({ baseUrl: server.url, headers: { authorization: `Bearer ${(await createToken(server, owner, 'owner')).token}` } });
    const session = createApiClient({ baseUrl: server.url, headers: { cookie: owner.cookie }, csrfToken: () => owner.csrf });

    const done = new Set<string>();
    const ok = (route: string, answer: { response: Response; error?: unknown }) => {
      expect(answer.response.status, `${route}: ${JSON.stringify(answer.error)}`).toBeLessThan(300);
      done.add(route);
    };
    const tag = (answer: { response: Response }) => answer.response.headers.get('etag')!;

    ok('get /v1/auth/setup', checked);
    ok('post /v1/auth/setup', setup);
    ok('get /v1/auth/session', await session.GET('/v1/auth/session'));
    ok('post /v1/auth/sign-in', await anonymous.POST('/v1/auth/sign-in', { body: { email: OWNER.email, password: OWNER.password } }));
    ok('post /v1/auth/password', await session.POST('/v1/auth/password', { body: { current_password: OWNER.password, new_password: 'a brand new passphrase' } }));
    const invitation = await api.POST('/v1/manage/invitations', { body: { email: 'agent@example.com', role: 'agent' } });
    ok('post /v1/manage/invitations', invitation);
    const inviteToken = new URL(invitation.data!.url!).searchParams.get('token')!;
    ok('get /v1/auth/invitation', await anonymous.GET('/v1/auth/invitation', { params: { query: { token: inviteToken } } }));
    const accepted = await anonymous.POST('/v1/auth/invitation/accept', { body: { token: inviteToken, display_name: 'Ece Agent', password: 'agent passphrase here' } });
    ok('post /v1/auth/invitation/accept', accepted);
    const agentId = accepted.data!.user.id;
    ok('get /v1/manage/invitations', await api.GET('/v1/manage/invitations'));
    const withdrawn = await api.POST('/v1/manage/invitations', { body: { email: 'later@example.com', role: 'viewer' } });
    ok('delete /v1/manage/invitations/{id}', await api.DELETE('/v1/manage/invitations/{id}', { params: { path: { id: withdrawn.data!.id } } }));

    ok('get /v1/manage/users', await api.GET('/v1/manage/users'));
    const agent = await api.GET('/v1/manage/users/{id}', { params: { path: { id: agentId } } });
    ok('get /v1/manage/users/{id}', agent);
    ok('patch /v1/manage/users/{id}', await api.PATCH('/v1/manage/users/{id}', { params: { path: { id: agentId } }, body: { display_name: 'Ece A.' }, headers: { 'if-match': tag(agent) } }));
    const created = await api.POST('/v1/manage/tokens', { body: { name: 'ci', role: 'viewer' } });
    ok('post /v1/manage/tokens', created);
    ok('get /v1/manage/tokens', await api.GET('/v1/manage/tokens'));
    ok('delete /v1/manage/tokens/{id}', await api.DELETE('/v1/manage/tokens/{id}', { params: { path: { id: created.data!.id } } }));

    ok('get /v1/manage/flows', await api.GET('/v1/manage/flows', { params: { query: {} } }));
    const flow = await api.POST('/v1/manage/flows', { body: { ...TEST_FLOW, id: 'flow-api', name: 'From the API' } as never });
    ok('post /v1/manage/flows', flow);
    const got = await api.GET('/v1/manage/flows/{id}', { params: { path: { id: 'flow-api' } } });
    ok('get /v1/manage/flows/{id}', got);
    const saved = await api.PUT('/v1/manage/flows/{id}/draft', { params: { path: { id: 'flow-api' } }, body: { ...TEST_FLOW, id: 'flow-api', name: 'Renamed' } as never, headers: { 'if-match': tag(got) } });
    ok('put /v1/manage/flows/{id}/draft', saved);
    const published = await api.POST('/v1/manage/flows/{id}/publish', { params: { path: { id: 'flow-api' } }, headers: { 'if-match': tag(saved) } });
    ok('post /v1/manage/flows/{id}/publish', published);
    expect(published.data?.version).toBe(1);
    ok('get /v1/manage/flows/{id}/versions', await api.GET('/v1/manage/flows/{id}/versions', { params: { path: { id: 'flow-api' } } }));
    ok('get /v1/manage/flows/{id}/versions/{version}', await api.GET('/v1/manage/flows/{id}/versions/{version}', { params: { path: { id: 'flow-api', version: 1 } } }));
    const restored = await api.POST('/v1/manage/flows/{id}/versions/{version}/restore', { params: { path: { id: 'flow-api', version: 1 } }, headers: { 'if-match': tag(saved) } });
    ok('post /v1/manage/flows/{id}/versions/{version}/restore', restored);
    ok('post /v1/manage/flows/{id}/archive', await api.POST('/v1/manage/flows/{id}/archive', { params: { path: { id: 'flow-api' } }, body: { archived: true }, headers: { 'if-match': tag(restored) } }));

    ok('get /v1/manage/flow-templates', await api.GET('/v1/manage/flow-templates', { params: { query: { lang: 'en' } } }));
    const fromTemplate = await api.POST('/v1/manage/flows', { body: { name: 'Our NPS', template: 'nps' } });
    expect(fromTemplate.data?.draft.name).toBe('Our NPS');
    const copy = await api.POST('/v1/manage/flows/{id}/duplicate', { params: { path: { id: fromTemplate.data!.id } } });
    ok('post /v1/manage/flows/{id}/duplicate', copy);
    const fixturePath = { path: { id: copy.data!.id, fixtureId: 'detractor' } };
    const listed = await api.GET('/v1/manage/flows/{id}/fixtures', { params: { path: { id: copy.data!.id } } });
    ok('get /v1/manage/flows/{id}/fixtures', listed);
    ok('put /v1/manage/flows/{id}/fixtures/{fixtureId}', await api.PUT('/v1/manage/flows/{id}/fixtures/{fixtureId}', { params: fixturePath, body: { ...listed.data![0]!.fixture, name: 'Detractor path' } }));
    const exported = await api.GET('/v1/manage/flows/{id}/fixtures/export', { params: { path: { id: copy.data!.id } } });
    ok('get /v1/manage/flows/{id}/fixtures/export', exported);
    expect(exported.data?.map((fixture) => fixture.name).sort()).toEqual([listed.data![0]!.name, 'Detractor path'].sort());
    ok('delete /v1/manage/flows/{id}/fixtures/{fixtureId}', await api.DELETE('/v1/manage/flows/{id}/fixtures/{fixtureId}', { params: fixturePath }));
    ok('get /v1/manage/nodes', await api.GET('/v1/manage/nodes'));
    ok('post /v1/manage/nodes', await api.POST('/v1/manage/nodes', { body: { ...TEST_NODE, id: 'node-api' } as never }));
    const node = await api.GET('/v1/manage/nodes/{id}', { params: { path: { id: 'node-api' } } });
    ok('get /v1/manage/nodes/{id}', node);
    ok('put /v1/manage/nodes/{id}', await api.PUT('/v1/manage/nodes/{id}', { params: { path: { id: 'node-api' } }, body: { ...TEST_NODE, id: 'node-api', name: 'Renamed' } as never, headers: { 'if-match': tag(node) } }));
    ok('get /v1/manage/widgets', await api.GET('/v1/manage/widgets'));
    ok('post /v1/manage/widgets', await api.POST('/v1/manage/widgets', { body: { ...TEST_WIDGET, code: 'PSN-APIAPI1' } as never }));
    const widget = await api.GET('/v1/manage/widgets/{code}', { params: { path: { code: 'PSN-APIAPI1' } } });
    ok('get /v1/manage/widgets/{code}', widget);
    ok('put /v1/manage/widgets/{code}', await api.PUT('/v1/manage/widgets/{code}', { params: { path: { code: 'PSN-APIAPI1' } }, body: { ...TEST_WIDGET, code: 'PSN-APIAPI1', display_interval: 5 } as never, headers: { 'if-match': tag(widget) } }));

    const page = await api.GET('/v1/manage/feedbacks', { params: { query: { flow_id: 'flow-1', limit: 10 } } });
    ok('get /v1/manage/feedbacks', page);
    expect(page.data?.items.map((item) => item.id)).toContain(chatId);
    const summary = await api.GET('/v1/manage/flows/{id}/summary', { params: { path: { id: 'flow-1' }, query: { interval: 'week' } } });
    ok('get /v1/manage/flows/{id}/summary', summary);
    expect(summary.data?.headline.feedbacks).toBeGreaterThan(0);
    ok('get /v1/manage/flows/{id}/responses', await api.GET('/v1/manage/flows/{id}/responses', { params: { path: { id: 'flow-1' }, query: { answer: ['q-mood:is:o-bad'] } } }));
    ok('get /v1/manage/flows/{id}/export', await api.GET('/v1/manage/flows/{id}/export', { params: { path: { id: 'flow-1' }, query: { format: 'csv' } }, parseAs: 'text' }));
    // A file question's answers and one of its files (issue #19).
    const shot = await uploadFile(server.url, bandedPng(4, 4, [0, 0, 0], [255, 255, 255]), 'shot.png', 'image/png');
    const [withFile] = await seedFileFeedbacks(server.storage, [{ answers: { 'q-shot': shot }, at: server.clock.now }]);
    const files = await api.GET('/v1/manage/flows/{id}/files', { params: { path: { id: 'flow-files' }, query: { question: 'q-shot' } } });
    ok('get /v1/manage/flows/{id}/files', files);
    const storedName = files.data!.items[0]!.files[0]!.url!.split('/').pop()!;
    ok('get /v1/manage/feedbacks/{id}/files/{name}', await api.GET('/v1/manage/feedbacks/{id}/files/{name}', { params: { path: { id: withFile!.id, name: storedName } }, parseAs: 'blob' }));
    ok('get /v1/manage/chats', await api.GET('/v1/manage/chats', { params: { query: { status: 'open' } } }));
    ok('get /v1/manage/chats/{id}', await api.GET('/v1/manage/chats/{id}', { params: { path: { id: chatId } } }));
    ok('post /v1/manage/chats/{id}/messages', await api.POST('/v1/manage/chats/{id}/messages', { params: { path: { id: chatId } }, body: { body: 'Hello from the API' } }));
    ok('post /v1/manage/chats/{id}/status', await api.POST('/v1/manage/chats/{id}/status', { params: { path: { id: chatId } }, body: { status: 'queued' } }));
    // The agent workspace (issue #22).
    ok('get /v1/agent/inbox', await api.GET('/v1/agent/inbox', { params: { query: { view: 'all', q: 'hello' } } }));
    ok('get /v1/agent/reports', await api.GET('/v1/agent/reports', { params: { query: { from: '2026-03-01', to: '2026-03-07', utc_offset: 180 } } }));
    ok('get /v1/agent/chats/{id}/context', await api.GET('/v1/agent/chats/{id}/context', { params: { path: { id: chatId } } }));
    ok('post /v1/agent/chats/{id}/assignee', await api.POST('/v1/agent/chats/{id}/assignee', { params: { path: { id: chatId } }, body: { user_id: agentId } }));
    ok('post /v1/agent/chats/{id}/read', await api.POST('/v1/agent/chats/{id}/read', { params: { path: { id: chatId } } }));
    ok('post /v1/agent/chats/{id}/notes', await api.POST('/v1/agent/chats/{id}/notes', { params: { path: { id: chatId } }, body: { body: 'Only agents see this' } }));
    ok('get /v1/agent/agents', await api.GET('/v1/agent/agents'));
    ok('put /v1/agent/availability', await api.PUT('/v1/agent/availability', { body: { availability: 'away' } }));
    const canned = await api.POST('/v1/agent/canned-responses', { body: { shortcut: 'thanks', body: 'Thank you!' } });
    ok('post /v1/agent/canned-responses', canned);
    ok('get /v1/agent/canned-responses', await api.GET('/v1/agent/canned-responses'));
    ok('put /v1/agent/canned-responses/{id}', await api.PUT('/v1/agent/canned-responses/{id}', { params: { path: { id: canned.data!.id } }, body: { shortcut: 'thanks', body: 'Thanks a lot!' } }));
    ok('delete /v1/agent/canned-responses/{id}', await api.DELETE('/v1/agent/canned-responses/{id}', { params: { path: { id: canned.data!.id } } }));
    ok('get /v1/manage/feedbacks/{id}', await api.GET('/v1/manage/feedbacks/{id}', { params: { path: { id: chatId } } }));
    ok('get /v1/manage/audit', await api.GET('/v1/manage/audit', { params: { query: { limit: 10 } } }));
    // Issue #20: one's own email notices, and a password reset (its link made here: the mail goes to the log).
    ok('get /v1/manage/me/mail', await api.GET('/v1/manage/me/mail'));
    ok('put /v1/manage/me/mail', await api.PUT('/v1/manage/me/mail', { body: { new_chat_mail: true, language: 'tr', digests: [{ flow_id: 'flow-1', frequency: 'weekly' }] } }));
    ok('post /v1/auth/password-reset', await anonymous.POST('/v1/auth/password-reset', { body: { email: 'nobody@example.com' } }));
    const { sha256 } = await import('../../src/server/services/tokens');
    await server.storage.messaging.passwordResets.create({ tokenHash: sha256('reset-token-for-the-client'), userId: agentId, expiresAt: server.clock.now + 60_000, now: server.clock.now });
    ok('get /v1/auth/password-reset', await anonymous.GET('/v1/auth/password-reset', { params: { query: { token: 'reset-token-for-the-client' } } }));
    ok('post /v1/auth/password-reset/complete', await anonymous.POST('/v1/auth/password-reset/complete', { body: { token: 'reset-token-for-the-client', password: 'a reset passphrase here' } }));
    const other = (await call(server, 'POST', '/v1/feedbacks', feedbackBody({ device_id: 'device-2' }))).json.id;
    ok('delete /v1/manage/feedbacks/{id}', await api.DELETE('/v1/manage/feedbacks/{id}', { params: { path: { id: other } } }));
    const erased = await api.DELETE('/v1/manage/feedbacks', { params: { query: { customer_external_id: 'cust-9' } } });
    ok('delete /v1/manage/feedbacks', erased);
    expect(erased.data?.deleted).toBe(1);
    // Webhooks (issue #20): `.test` names never resolve, so the delivery fails and nothing leaves the machine.
    const hook = await api.POST('/v1/manage/webhooks', { body: { url: 'https://hooks.example.test/in', events: ['feedback.completed'] } });
    ok('post /v1/manage/webhooks', hook);
    const hookPath = { path: { id: hook.data!.id } };
    ok('get /v1/manage/webhooks', await api.GET('/v1/manage/webhooks'));
    ok('get /v1/manage/webhooks/{id}', await api.GET('/v1/manage/webhooks/{id}', { params: hookPath }));
    ok('patch /v1/manage/webhooks/{id}', await api.PATCH('/v1/manage/webhooks/{id}', { params: hookPath, body: { description: 'CRM' }, headers: { 'if-match': tag(hook) } }));
    ok('post /v1/manage/webhooks/{id}/secret', await api.POST('/v1/manage/webhooks/{id}/secret', { params: hookPath }));
    await call(server, 'POST', '/v1/feedbacks', feedbackBody({ device_id: 'device-hook' }));
    await server.webhooks.runOnce();
    const deliveries = await api.GET('/v1/manage/webhooks/{id}/deliveries', { params: { ...hookPath, query: { limit: 5 } } });
    ok('get /v1/manage/webhooks/{id}/deliveries', deliveries);
    const deliveryPath = { path: { id: hook.data!.id, deliveryId: deliveries.data!.deliveries[0]!.id } };
    ok('get /v1/manage/webhooks/{id}/deliveries/{deliveryId}/attempts', await api.GET('/v1/manage/webhooks/{id}/deliveries/{deliveryId}/attempts', { params: deliveryPath }));
    ok('post /v1/manage/webhooks/{id}/deliveries/{deliveryId}/redeliver', await api.POST('/v1/manage/webhooks/{id}/deliveries/{deliveryId}/redeliver', { params: deliveryPath }));
    ok('delete /v1/manage/webhooks/{id}', await api.DELETE('/v1/manage/webhooks/{id}', { params: hookPath }));
    ok('delete /v1/manage/users/{id}', await api.DELETE('/v1/manage/users/{id}', { params: { path: { id: agentId } } }));
    // The password change ended that session; sign out of a new one.
    const again = await setupOwnerSession('a brand new passphrase');
    ok('post /v1/auth/sign-out', await createApiClient({ baseUrl: server.url, headers: { cookie: again.cookie }, csrfToken: () => again.csrf }).POST('/v1/auth/sign-out'));

    const documented = Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`));
    expect([...done].sort()).toEqual(documented.sort());

    async function setupOwnerSession(password = OWNER.password) {
      const signedIn = await call(server, 'POST', '/v1/auth/sign-in', { email: OWNER.email, password });
      const cookie = signedIn.headers.getSetCookie()[0]!.split(';')[0]!;
      return { cookie, csrf: signedIn.json.csrf_token as string, userId: signedIn.json.user.id as string, email: OWNER.email, password: OWNER.password };
    }
  });
});
