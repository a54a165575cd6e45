// Issue #17 "done when": every management route × every role, and without a session, with an expired one, with a
// wrong CSRF token and with another account's object, answers its documented status; a refused call changes nothing.
// One server per driver; the table below is the documentation of who may do what (src/server/accounts/roles.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../src/server/accounts/roles';
import { sha256 } from '../../src/server/services/tokens';
import { call, drivers, startTestServer, type TestServer } from './harness';
import { feedbackBody, seedTestData, TEST_FLOW, TEST_NODE, TEST_WIDGET } from './fixtures';
import { createToken, inviteAndAccept, setupOwner, withSession, type Session } from './accounts-helpers';
import { bandedPng, seedFileFeedbacks, uploadFile } from '../support/results-files';

interface Target {
  path: string;
  body?: unknown;
  ifMatch?: string;
}

interface Row {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  route: string;
  allowed: readonly Role[];
  ok: 200 | 201 | 204;
  /** Makes what one call needs (a fresh object for writes that use one up). */
  target: (server: TestServer, role: Role) => Promise<Target>;
  /** For writes with If-Match: a call based on an older version answers 412. */
  stale?: (server: TestServer) => Promise<Target>;
}

const READ_CONTENT: Role[] = ['owner', 'editor', 'viewer'];
const WRITE_CONTENT: Role[] = ['owner', 'editor'];
const CHATS: Role[] = ['owner', 'agent'];
const OWNER_ONLY: Role[] = ['owner'];
const EVERYONE: Role[] = [...ROLES];

let counter = 100;
/** Set per server: a screenshot answer of a feedback that opened a chat. */
let chatFilePath = '';
const unique = (prefix: string) => `${prefix}-${++counter}`;
const flowWith = (id: string, name = 'Matrix') => ({ ...TEST_FLOW, id, name });

async function etagOf(server: TestServer, path: string): Promise<string> {
  const answer = await call(server, 'GET', path, undefined, { authorization: `Bearer ${tokens.owner}` });
  return answer.headers.get('etag')!;
}

async function newFlow(server: TestServer): Promise<string> {
  const id = unique('flow');
  const created = await call(server, 'POST', '/v1/manage/flows', flowWith(id), { authorization: `Bearer ${tokens.owner}` });
  if (created.status !== 201) throw new Error(created.text);
  return id;
}

async function newChat(server: TestServer): Promise<string> {
  const chat = await call(server, 'POST', '/v1/feedbacks', feedbackBody({ final_state_id: 'chat', device_id: unique('device'), responses: [{ question_id: 'q-mood', option_id: 'o-bad' }] }));
  return chat.json.id;
}

async function newCanned(server: TestServer): Promise<string> {
  const made = await call(server, 'POST', '/v1/agent/canned-responses', { shortcut: unique('canned'), body: 'Canned' }, { authorization: `Bearer ${tokens.owner}` });
  if (made.status !== 201) throw new Error(made.text);
  return made.json.id;
}

async function newUser(server: TestServer): Promise<string> {
  const email = `${unique('someone')}@example.com`;
  const user = await server.storage.accounts.users.create({ email, displayName: 'Some One', role: 'viewer', passwordHash: 'x', now: server.clock.now });
  return (user as { id: string }).id;
}

/** A fixture of TEST_FLOW that passes, so publishing flow-1 in the rows above still works. */
const MATRIX_FIXTURE = { name: 'Thanks after a good mood', flow: {}, steps: [{ answer: { question: 'q-mood', value: ['o-good'] } }, { next: 'button', expect: { state: 'thanks' } }] };

/** Issue #20: an endpoint subscribed to nothing the matrix causes, so no delivery changes it behind a test's back. */
async function newWebhook(server: TestServer): Promise<{ id: string; revision: number }> {
  const created = await call(server, 'POST', '/v1/manage/webhooks', { url: `https://${unique('hooks')}.example.test/in`, events: ['chat.rated'] }, { authorization: `Bearer ${tokens.owner}` });
  if (created.status !== 201) throw new Error(created.text);
  return created.json;
}

/** An endpoint with one delivery in its log, then disabled: nothing is sent again (`.test` names never resolve). */
async function webhookWithDelivery(server: TestServer): Promise<{ id: string; deliveryId: string }> {
  const { id } = await newWebhook(server);
  const chat = await call(server, 'POST', '/v1/feedbacks', feedbackBody({ final_state_id: 'chat', device_id: unique('device'), responses: [{ question_id: 'q-mood', option_id: 'o-bad' }] }));
  await call(server, 'POST', `/v1/feedbacks/${chat.json.id}/chat_ratings`, { rating: 50, token: chat.json.token });
  // The server's own worker polls too: a pass of ours can find the event already taken by it and its delivery not yet
  // written, so pass again until the delivery is there.
  let delivery: { id: string } | undefined;
  for (let pass = 0; pass < 100 && !delivery; pass++) {
    await server.webhooks.runOnce();
    [delivery] = await server.storage.webhooks.deliveries(id, { limit: 1 });
    if (!delivery) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!delivery) throw new Error('the rated chat\'s event never reached the endpoint\'s delivery log');
  const endpoint = await server.storage.webhooks.getEndpoint(id);
  await server.storage.webhooks.updateEndpoint(id, { enabled: false }, endpoint!.revision, server.clock.now);
  return { id, deliveryId: delivery.id };
}

const tokens: Record<Role, string> = { owner: '', editor: '', agent: '', viewer: '' };
const sessions = {} as Record<Role, Session>;

const ROWS: Row[] = [
  { method: 'GET', route: '/v1/manage/flows', allowed: READ_CONTENT, ok: 200, target: async () => ({ path: '/v1/manage/flows' }) },
  { method: 'GET', route: '/v1/manage/flows/:id', allowed: READ_CONTENT, ok: 200, target: async () => ({ path: '/v1/manage/flows/flow-1' }) },
  { method: 'POST', route: '/v1/manage/flows', allowed: WRITE_CONTENT, ok: 201, target: async () => ({ path: '/v1/manage/flows', body: flowWith(unique('flow')) }) },
  {
    method: 'PUT', route: '/v1/manage/flows/:id/draft', allowed: WRITE_CONTENT, ok: 200,
    target: async (s) => ({ path: '/v1/manage/flows/flow-1/draft', body: flowWith('flow-1', unique('name')), ifMatch: await etagOf(s, '/v1/manage/flows/flow-1') }),
    stale: async () => ({ path: '/v1/manage/flows/flow-1/draft', body: flowWith('flow-1', 'stale'), ifMatch: '"0"' }),
  },
  {
    method: 'POST', route: '/v1/manage/flows/:id/publish', allowed: WRITE_CONTENT, ok: 200,
    target: async (s) => ({ path: '/v1/manage/flows/flow-1/publish', ifMatch: await etagOf(s, '/v1/manage/flows/flow-1') }),
    stale: async () => ({ path: '/v1/manage/flows/flow-1/publish', ifMatch: '"0"' }),
  },
  { method: 'GET', route: '/v1/manage/flows/:id/versions', allowed: READ_CONTENT, ok: 200, target: async () => ({ path: '/v1/manage/flows/flow-1/versions' }) },
  { method: 'GET', route: '/v1/manage/flows/:id/versions/:version', allowed: READ_CONTENT, ok: 200, target: async () => ({ path: '/v1/manage/flows/flow-1/versions/1' }) },
  {
    method: 'POST', route: '/v1/manage/flows/:id/versions/:version/restore', allowed: WRITE_CONTENT, ok: 200,
    target: async (s) => ({ path: '/v1/manage/flows/flow-1/versions/1/restore', ifMatch: await etagOf(s, '/v1/manage/flows/flow-1') }),
    stale: async () => ({ path: '/v1/manage/flows/flow-1/versions/1/restore', ifMatch: '"0"' }),
  },
  {
    method: 'POST', route: '/v1/manage/flows/:id/archive', allowed: WRITE_CONTENT, ok: 200,
    target: async (s) => {
      const id = await newFlow(s);
      return { path: `/v1/manage/flows/${id}/archive`, body: { archived: true }, ifMatch: await etagOf(s, `/v1/manage/flows/${id}`) };
    },
    stale: async () => ({ path: '/v1/manage/flows/flow-1/archive', body: { archived: true }, ifMatch: '"0"' }),
  },
  // Issue #18: templates, duplicates and the fixtures a flow carries.
  { method: 'GET', route: '/v1/manage/flow-templates', allowed: READ_CONTENT, ok: 200, target: async () => ({ path: '/v1/manage/flow-templates?lang=tr' }) },
  { method: 'POST', route: '/v1/manage/flows/:id/duplicate', allowed: WRITE_CONTENT, ok: 201, target: async () => ({ path: '/v1/manage/flows/flow-1/duplicate' }) },
  { method: 'GET', route: '/v1/manage/flows/:id/fixtures', allowed: READ_CONTENT, ok: 200, target: async () => ({ path: '/v1/manage/flows/flow-1/fixtures' }) },
  { method: 'GET', route: '/v1/manage/flows/:id/fixtures/export', allowed: READ_CONTENT, ok: 200, target: async () => ({ path: '/v1/manage/flows/flow-1/fixtures/export' }) },
  { method: 'PUT', route: '/v1/manage/flows/:id/fixtures/:fixtureId', allowed: WRITE_CONTENT, ok: 201, target: async () => ({ path: `/v1/manage/flows/flow-1/fixtures/${unique('fixture')}`, body: MATRIX_FIXTURE }) },
  {
    method: 'DELETE', route: '/v1/manage/flows/:id/fixtures/:fixtureId', allowed: WRITE_CONTENT, ok: 204,
    target: async (s) => {
      const path = `/v1/manage/flows/flow-1/fixtures/${unique('fixture')}`;
      await call(s, 'PUT', path, MATRIX_FIXTURE, { authorization: `Bearer ${tokens.owner}` });
      return { path };
    },
  },
  { method: 'GET', route: '/v1/manage/nodes', allowed: READ_CONTENT, ok: 200, target: async () => ({ path: '/v1/manage/nodes' }) },
  { method: 'GET', route: '/v1/manage/nodes/:id', allowed: READ_CONTENT, ok: 200, target: async () => ({ path: '/v1/manage/nodes/node-1' }) },
  { method: 'POST', route: '/v1/manage/nodes', allowed: WRITE_CONTENT, ok: 201, target: async () => ({ path: '/v1/manage/nodes', body: { ...TEST_NODE, id: unique('node') } }) },
  {
    method: 'PUT', route: '/v1/manage/nodes/:id', allowed: WRITE_CONTENT, ok: 200,
    target: async (s) => ({ path: '/v1/manage/nodes/node-1', body: { ...TEST_NODE, name: unique('Node') }, ifMatch: await etagOf(s, '/v1/manage/nodes/node-1') }),
    stale: async () => ({ path: '/v1/manage/nodes/node-1', body: { ...TEST_NODE, name: 'stale' }, ifMatch: '"an-older-version-tag"' }),
  },
  { method: 'GET', route: '/v1/manage/widgets', allowed: READ_CONTENT, ok: 200, target: async () => ({ path: '/v1/manage/widgets' }) },
  { method: 'GET', route: '/v1/manage/widgets/:code', allowed: READ_CONTENT, ok: 200, target: async () => ({ path: '/v1/manage/widgets/PSN-TEST001' }) },
  { method: 'POST', route: '/v1/manage/widgets', allowed: WRITE_CONTENT, ok: 201, target: async () => ({ path: '/v1/manage/widgets', body: { ...TEST_WIDGET, code: `PSN-M${String(++counter).padStart(6, '0')}` } }) },
  {
    method: 'PUT', route: '/v1/manage/widgets/:code', allowed: WRITE_CONTENT, ok: 200,
    target: async (s) => ({ path: '/v1/manage/widgets/PSN-TEST001', body: { ...TEST_WIDGET, display_interval: ++counter }, ifMatch: await etagOf(s, '/v1/manage/widgets/PSN-TEST001') }),
    stale: async () => ({ path: '/v1/manage/widgets/PSN-TEST001', body: { ...TEST_WIDGET, display_interval: 1 }, ifMatch: '"an-older-version-tag"' }),
  },
  { method: 'GET', route: '/v1/manage/feedbacks', allowed: READ_CONTENT, ok: 200, target: async () => ({ path: '/v1/manage/feedbacks?flow_id=flow-1&limit=5' }) },
  { method: 'GET', route: '/v1/manage/feedbacks/:id', allowed: READ_CONTENT, ok: 200, target: async (s) => ({ path: `/v1/manage/feedbacks/${await newChat(s)}` }) },
  { method: 'DELETE', route: '/v1/manage/feedbacks/:id', allowed: WRITE_CONTENT, ok: 204, target: async (s) => ({ path: `/v1/manage/feedbacks/${await newChat(s)}` }) },
  { method: 'DELETE', route: '/v1/manage/feedbacks', allowed: WRITE_CONTENT, ok: 200, target: async () => ({ path: '/v1/manage/feedbacks?customer_external_id=nobody-in-particular' }) },
  // Issue #19: a flow's results, read by every role that reads feedbacks (viewers too), never by agents.
  { method: 'GET', route: '/v1/manage/flows/:id/summary', allowed: READ_CONTENT, ok: 200, target: async () => ({ path: '/v1/manage/flows/flow-1/summary?interval=week' }) },
  { method: 'GET', route: '/v1/manage/flows/:id/responses', allowed: READ_CONTENT, ok: 200, target: async () => ({ path: '/v1/manage/flows/flow-1/responses?limit=5&answer=q-mood:is:o-good' }) },
  { method: 'GET', route: '/v1/manage/flows/:id/files', allowed: READ_CONTENT, ok: 200, target: async () => ({ path: '/v1/manage/flows/flow-files/files?question=q-shot' }) },
  // A file of a chat's feedback: whoever reads feedbacks, and agents (it is one of their chats').
  { method: 'GET', route: '/v1/manage/feedbacks/:id/files/:name', allowed: EVERYONE, ok: 200, target: async () => ({ path: chatFilePath }) },
  { method: 'GET', route: '/v1/manage/flows/:id/export', allowed: READ_CONTENT, ok: 200, target: async () => ({ path: '/v1/manage/flows/flow-1/export?format=jsonl&status=completed' }) },
  { method: 'GET', route: '/v1/manage/chats', allowed: CHATS, ok: 200, target: async () => ({ path: '/v1/manage/chats?status=open' }) },
  { method: 'GET', route: '/v1/manage/chats/:id', allowed: CHATS, ok: 200, target: async (s) => ({ path: `/v1/manage/chats/${await newChat(s)}` }) },
  { method: 'POST', route: '/v1/manage/chats/:id/messages', allowed: CHATS, ok: 201, target: async (s) => ({ path: `/v1/manage/chats/${await newChat(s)}/messages`, body: { body: 'Hello' } }) },
  { method: 'POST', route: '/v1/manage/chats/:id/status', allowed: CHATS, ok: 200, target: async (s) => ({ path: `/v1/manage/chats/${await newChat(s)}/status`, body: { status: 'closed' } }) },
  // The agent workspace (issue #22): agents and owners; canned responses are kept by owners.
  { method: 'GET', route: '/v1/agent/inbox', allowed: CHATS, ok: 200, target: async () => ({ path: '/v1/agent/inbox?view=all&status=open' }) },
  { method: 'GET', route: '/v1/agent/chats/:id/context', allowed: CHATS, ok: 200, target: async (s) => ({ path: `/v1/agent/chats/${await newChat(s)}/context` }) },
  { method: 'POST', route: '/v1/agent/chats/:id/assignee', allowed: CHATS, ok: 200, target: async (s) => ({ path: `/v1/agent/chats/${await newChat(s)}/assignee`, body: { user_id: null } }) },
  { method: 'POST', route: '/v1/agent/chats/:id/read', allowed: CHATS, ok: 200, target: async (s) => ({ path: `/v1/agent/chats/${await newChat(s)}/read` }) },
  { method: 'POST', route: '/v1/agent/chats/:id/notes', allowed: CHATS, ok: 201, target: async (s) => ({ path: `/v1/agent/chats/${await newChat(s)}/notes`, body: { body: 'A note' } }) },
  { method: 'GET', route: '/v1/agent/agents', allowed: CHATS, ok: 200, target: async () => ({ path: '/v1/agent/agents' }) },
  { method: 'PUT', route: '/v1/agent/availability', allowed: CHATS, ok: 200, target: async () => ({ path: '/v1/agent/availability', body: { availability: 'online' } }) },
  { method: 'GET', route: '/v1/agent/reports', allowed: CHATS, ok: 200, target: async () => ({ path: '/v1/agent/reports?from=2026-03-01&to=2026-03-07&utc_offset=60' }) },
  { method: 'GET', route: '/v1/agent/canned-responses', allowed: CHATS, ok: 200, target: async () => ({ path: '/v1/agent/canned-responses' }) },
  { method: 'POST', route: '/v1/agent/canned-responses', allowed: OWNER_ONLY, ok: 201, target: async () => ({ path: '/v1/agent/canned-responses', body: { shortcut: unique('hello'), body: 'Hello!' } }) },
  { method: 'PUT', route: '/v1/agent/canned-responses/:id', allowed: OWNER_ONLY, ok: 200, target: async (s) => ({ path: `/v1/agent/canned-responses/${await newCanned(s)}`, body: { shortcut: unique('bye'), body: 'Bye!' } }) },
  { method: 'DELETE', route: '/v1/agent/canned-responses/:id', allowed: OWNER_ONLY, ok: 200, target: async (s) => ({ path: `/v1/agent/canned-responses/${await newCanned(s)}` }) },
  { method: 'GET', route: '/v1/manage/users', allowed: OWNER_ONLY, ok: 200, target: async () => ({ path: '/v1/manage/users' }) },
  { method: 'GET', route: '/v1/manage/users/:id', allowed: OWNER_ONLY, ok: 200, target: async () => ({ path: `/v1/manage/users/${sessions.viewer.userId}` }) },
  {
    method: 'PATCH', route: '/v1/manage/users/:id', allowed: OWNER_ONLY, ok: 200,
    target: async (s) => ({ path: `/v1/manage/users/${sessions.viewer.userId}`, body: { display_name: unique('Viewer') }, ifMatch: await etagOf(s, `/v1/manage/users/${sessions.viewer.userId}`) }),
    stale: async () => ({ path: `/v1/manage/users/${sessions.viewer.userId}`, body: { display_name: 'stale' }, ifMatch: '"0"' }),
  },
  { method: 'DELETE', route: '/v1/manage/users/:id', allowed: OWNER_ONLY, ok: 204, target: async (s) => ({ path: `/v1/manage/users/${await newUser(s)}` }) },
  { method: 'GET', route: '/v1/manage/invitations', allowed: OWNER_ONLY, ok: 200, target: async () => ({ path: '/v1/manage/invitations' }) },
  { method: 'POST', route: '/v1/manage/invitations', allowed: OWNER_ONLY, ok: 201, target: async () => ({ path: '/v1/manage/invitations', body: { email: `${unique('invited')}@example.com`, role: 'agent' } }) },
  {
    method: 'DELETE', route: '/v1/manage/invitations/:id', allowed: OWNER_ONLY, ok: 204,
    target: async (s) => ({ path: `/v1/manage/invitations/${(await call(s, 'POST', '/v1/manage/invitations', { email: `${unique('withdrawn')}@example.com`, role: 'viewer' }, { authorization: `Bearer ${tokens.owner}` })).json.id}` }),
  },
  { method: 'GET', route: '/v1/manage/tokens', allowed: EVERYONE, ok: 200, target: async () => ({ path: '/v1/manage/tokens' }) },
  { method: 'POST', route: '/v1/manage/tokens', allowed: EVERYONE, ok: 201, target: async (_s, role) => ({ path: '/v1/manage/tokens', body: { name: unique('script'), role } }) },
  { method: 'DELETE', route: '/v1/manage/tokens/:id', allowed: EVERYONE, ok: 204, target: async (s, role) => ({ path: `/v1/manage/tokens/${(await createToken(s, sessions[role], role)).id}` }) },
  { method: 'GET', route: '/v1/manage/audit', allowed: OWNER_ONLY, ok: 200, target: async () => ({ path: '/v1/manage/audit?limit=5' }) },
  // Issue #20: one's own email notices; every role has them (what a role may not receive is refused in tests/server/email.test.ts).
  { method: 'GET', route: '/v1/manage/me/mail', allowed: EVERYONE, ok: 200, target: async () => ({ path: '/v1/manage/me/mail' }) },
  { method: 'PUT', route: '/v1/manage/me/mail', allowed: EVERYONE, ok: 200, target: async () => ({ path: '/v1/manage/me/mail', body: { new_chat_mail: false, language: 'tr', digests: [] } }) },
  // Webhooks (issue #20): owners and editors.
  { method: 'GET', route: '/v1/manage/webhooks', allowed: WRITE_CONTENT, ok: 200, target: async () => ({ path: '/v1/manage/webhooks' }) },
  { method: 'POST', route: '/v1/manage/webhooks', allowed: WRITE_CONTENT, ok: 201, target: async () => ({ path: '/v1/manage/webhooks', body: { url: `https://${unique('hooks')}.example.test/in`, events: ['chat.rated'] } }) },
  { method: 'GET', route: '/v1/manage/webhooks/:id', allowed: WRITE_CONTENT, ok: 200, target: async (s) => ({ path: `/v1/manage/webhooks/${(await newWebhook(s)).id}` }) },
  {
    method: 'PATCH', route: '/v1/manage/webhooks/:id', allowed: WRITE_CONTENT, ok: 200,
    target: async (s) => {
      const hook = await newWebhook(s);
      return { path: `/v1/manage/webhooks/${hook.id}`, body: { description: unique('CRM') }, ifMatch: `"${hook.revision}"` };
    },
    // An endpoint the rows above made: making one here would be a change the check sees.
    stale: async (s) => ({ path: `/v1/manage/webhooks/${(await s.storage.webhooks.listEndpoints())[0]!.id}`, body: { description: 'stale' }, ifMatch: '"0"' }),
  },
  { method: 'DELETE', route: '/v1/manage/webhooks/:id', allowed: WRITE_CONTENT, ok: 204, target: async (s) => ({ path: `/v1/manage/webhooks/${(await newWebhook(s)).id}` }) },
  { method: 'POST', route: '/v1/manage/webhooks/:id/secret', allowed: WRITE_CONTENT, ok: 200, target: async (s) => ({ path: `/v1/manage/webhooks/${(await newWebhook(s)).id}/secret` }) },
  { method: 'GET', route: '/v1/manage/webhooks/:id/deliveries', allowed: WRITE_CONTENT, ok: 200, target: async (s) => ({ path: `/v1/manage/webhooks/${(await webhookWithDelivery(s)).id}/deliveries` }) },
  {
    method: 'GET', route: '/v1/manage/webhooks/:id/deliveries/:deliveryId/attempts', allowed: WRITE_CONTENT, ok: 200,
    target: async (s) => {
      const hook = await webhookWithDelivery(s);
      return { path: `/v1/manage/webhooks/${hook.id}/deliveries/${hook.deliveryId}/attempts` };
    },
  },
  {
    method: 'POST', route: '/v1/manage/webhooks/:id/deliveries/:deliveryId/redeliver', allowed: WRITE_CONTENT, ok: 204,
    target: async (s) => {
      const hook = await webhookWithDelivery(s);
      return { path: `/v1/manage/webhooks/${hook.id}/deliveries/${hook.deliveryId}/redeliver` };
    },
  },
];

/** Everything a refused call could have touched, as one comparable text. */
async function snapshot(server: TestServer): Promise<string> {
  const { storage } = server;
  const chats = await storage.feedbacks.list({ limit: 1000 });
  return JSON.stringify({
    users: await storage.accounts.users.list(),
    // Without last_used_at, which every accepted token call moves on.
    tokens: (await storage.accounts.tokens.list()).map(({ lastUsedAt: _used, ...token }) => token),
    invitations: await storage.accounts.invitations.list(),
    flows: await Promise.all((await storage.manage.flowIds()).map(async (id) => [await storage.manage.draft(id), await storage.manage.versions(id), await storage.flowFixtures.list(id)])),
    nodes: await storage.nodes.list(),
    widgets: await storage.widgets.list(),
    feedbacks: chats.map((f) => [f.id, f.chatStatus]),
    messages: await Promise.all(chats.map(async (f) => (await storage.chats.messages(f.id)).length)),
    audit: (await storage.accounts.audit.list({ limit: 1000 })).length,
    webhooks: await storage.webhooks.listEndpoints(),
  });
}

const send = (server: TestServer, row: Row, target: Target, headers: Record<string, string>) =>
  call(server, row.method, target.path, target.body, { ...headers, ...(target.ifMatch ? { 'if-match': target.ifMatch } : {}) });

describe.each(drivers)('management API access matrix on %s', { timeout: 300_000 }, (driver) => {
  let server: TestServer;
  let expired: string;

  beforeAll(async () => {
    // The webhook worker runs only when a row asks (runOnce), so no delivery changes an endpoint during a check.
    server = await startTestServer({ driver, webhookWorker: { pollMs: 3_600_000 } });
    await seedTestData(server.storage);
    sessions.owner = await setupOwner(server);
    for (const role of ['editor', 'agent', 'viewer'] as const) sessions[role] = await inviteAndAccept(server, sessions.owner, `${role}@example.com`, role);
    for (const role of ROLES) tokens[role] = (await createToken(server, sessions[role], role)).token;
    // A session whose absolute lifetime is over, for the owner (who may do everything).
    const shot = await uploadFile(server.url, bandedPng(8, 8, [200, 0, 0], [255, 255, 255]), 'shot.png', 'image/png');
    const [withChat] = await seedFileFeedbacks(server.storage, [{ answers: { 'q-shot': shot }, chat: true, at: server.clock.now }]);
    chatFilePath = `/v1/manage/feedbacks/${withChat!.id}/files/${shot.url.split('/').pop()}`;
    expired = 'an-expired-session-id';
    await server.storage.accounts.sessions.create({ idHash: sha256(expired), userId: sessions.owner.userId, csrfToken: 'expired-csrf', now: server.clock.now - 10, expiresAt: server.clock.now - 1 });
  });
  afterAll(() => server?.stop());

  it.each(ROWS.map((row) => [`${row.method} ${row.route}`, row] as const))('%s', async (_name, row) => {
    const writes = row.method !== 'GET';
    for (const role of ROLES) {
      const allowed = row.allowed.includes(role);
      for (const [how, headers] of [['session', withSession(sessions[role])], ['token', { authorization: `Bearer ${tokens[role]}` }]] as const) {
        const target = await row.target(server, role);
        const before = allowed ? '' : await snapshot(server);
        const answer = await send(server, row, target, headers);
        expect(answer.status, `${role} by ${how}: ${answer.text.slice(0, 300)}`).toBe(allowed ? row.ok : 403);
        if (!allowed) expect(await snapshot(server), `${role} by ${how} changed something`).toBe(before);
      }
    }
    const refusals: [string, Record<string, string>, number][] = [
      ['no session', {}, 401],
      ['an expired session', { cookie: `canvass_session=${expired}`, 'x-csrf-token': 'expired-csrf' }, 401],
      ['an unknown token', { authorization: 'Bearer cvs_unknown' }, 401],
      ...(writes ? [['a wrong CSRF token', { cookie: sessions.owner.cookie, 'x-csrf-token': 'forged' }, 403], ['no CSRF token', { cookie: sessions.owner.cookie }, 403]] as [string, Record<string, string>, number][] : []),
    ];
    for (const [how, headers, status] of refusals) {
      const target = await row.target(server, 'owner');
      const before = await snapshot(server);
      const answer = await send(server, row, target, headers);
      expect(answer.status, `${how}: ${answer.text.slice(0, 300)}`).toBe(status);
      expect(await snapshot(server), `${how} changed something`).toBe(before);
    }
    if (row.stale) {
      const before = await snapshot(server);
      const answer = await send(server, row, await row.stale(server), { authorization: `Bearer ${tokens.owner}` });
      expect(answer.status, answer.text.slice(0, 300)).toBe(412);
      expect(answer.json.error).toBe('precondition_failed');
      expect(answer.json.current).toBeDefined();
      expect(await snapshot(server)).toBe(before);
      const missing = await send(server, row, { ...(await row.stale(server)), ifMatch: undefined }, { authorization: `Bearer ${tokens.owner}` });
      expect(missing.status).toBe(428);
    }
  });

  it('answers 404 for another account\'s token, and changes nothing', async () => {
    const owners = await createToken(server, sessions.owner, 'viewer');
    for (const role of ['editor', 'agent', 'viewer'] as const) {
      const before = await snapshot(server);
      const answer = await call(server, 'DELETE', `/v1/manage/tokens/${owners.id}`, undefined, withSession(sessions[role]));
      expect(answer.status).toBe(404);
      expect(await snapshot(server)).toBe(before);
      const listed = await call(server, 'GET', '/v1/manage/tokens', undefined, withSession(sessions[role]));
      expect(listed.json.map((t: { id: string }) => t.id)).not.toContain(owners.id);
    }
    expect((await call(server, 'DELETE', `/v1/manage/tokens/${owners.id}`, undefined, withSession(sessions.owner))).status).toBe(204);
  });

  it('lists every route of the OpenAPI document in the table', async () => {
    const document = (await call(server, 'GET', '/v1/manage/openapi.json')).json;
    const documented = Object.entries(document.paths as Record<string, Record<string, unknown>>)
      .filter(([path]) => path.startsWith('/v1/manage/') || path.startsWith('/v1/agent/'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`));
    expect(documented.sort()).toEqual(ROWS.map((row) => `${row.method} ${row.route}`).sort());
  });
});
