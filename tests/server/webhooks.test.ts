// Issue #20: webhook endpoints managed through the API, events delivered from the outbox to a real receiver on
// loopback, signed as Standard Webhooks says (checked with its reference library), retried, logged, redelivered,
// and an endpoint failing for 3 days disabled with its owner told.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DisabledEndpointNotice } from '../../src/server/context';
import { createToken, inviteAndAccept, setupOwner, withSession, type Session } from './accounts-helpers';
import { agentHeaders, agentReply, customerMessage, openChat } from './chat-helpers';
import type { Flow } from '../../src/types/schemas';
import { feedbackBody, seedTestData, TEST_FLOW } from './fixtures';
import { call, drivers, startTestServer, type TestServer } from './harness';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver';

const ALL_EVENTS = ['feedback.created', 'feedback.completed', 'chat.opened', 'chat.message.created', 'chat.status.changed', 'chat.rated'];
const HOUR = 3_600_000;

describe.each(drivers)('webhooks on %s', (driver) => {
  let server: TestServer;
  let receiver: WebhookReceiver;
  let owner: Session;
  const notices: DisabledEndpointNotice[] = [];
  const endpoints: string[] = [];

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    // The clock starts at the real time: the receiver's library refuses timestamps more than 5 minutes off.
    server = await startTestServer({
      driver, now: Date.now(), env: { WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_RETRY_BASE_MS: '10000' },
      // One pass at start, then the test drives them (runOnce) with its clock.
      webhookWorker: { pollMs: 3_600_000, random: () => 1 },
      notices: { webhookEndpointDisabled: async (notice) => void notices.push(notice) },
    });
    await seedTestData(server.storage);
    owner = await setupOwner(server);
  });
  afterAll(async () => {
    await server?.stop();
    await receiver?.close();
  });
  afterEach(async () => {
    for (const id of endpoints.splice(0)) await server.storage.webhooks.removeEndpoint(id);
    receiver.received.length = 0;
    receiver.answer = () => 200;
  });

  const addEndpoint = async (events = ALL_EVENTS, url = receiver.url) => {
    const created = await call(server, 'POST', '/v1/manage/webhooks', { url, events, description: 'CRM' }, withSession(owner));
    expect(created.status, created.text).toBe(201);
    endpoints.push(created.json.id);
    return created.json as { id: string; secret: string; revision: number };
  };
  const deliveriesOf = async (endpointId: string) => (await call(server, 'GET', `/v1/manage/webhooks/${endpointId}/deliveries`, undefined, withSession(owner))).json.deliveries;

  it('lets owners and editors manage endpoints and refuses agents, viewers and strangers', async () => {
    const editor = await inviteAndAccept(server, owner, `editor-${driver}@example.com`, 'editor');
    const agent = await inviteAndAccept(server, owner, `agent-${driver}@example.com`, 'agent');
    const viewer = await createToken(server, owner, 'viewer');
    const created = await call(server, 'POST', '/v1/manage/webhooks', { url: receiver.url, events: ['feedback.completed'] }, withSession(editor));
    expect(created.status).toBe(201);
    endpoints.push(created.json.id);
    expect(created.json.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(created.json).toMatchObject({ url: receiver.url, events: ['feedback.completed'], enabled: true, disabled_reason: null, description: '' });
    // The secret is shown once: no read gives it back.
    const listed = await call(server, 'GET', '/v1/manage/webhooks', undefined, withSession(owner));
    expect(listed.json.map((e: { id: string }) => e.id)).toContain(created.json.id);
    expect(listed.text).not.toContain(created.json.secret);
    expect((await call(server, 'GET', `/v1/manage/webhooks/${created.json.id}`, undefined, withSession(editor))).text).not.toContain('whsec_');

    expect((await call(server, 'GET', '/v1/manage/webhooks', undefined, withSession(agent))).status).toBe(403);
    expect((await call(server, 'GET', '/v1/manage/webhooks', undefined, { Authorization: `Bearer ${viewer.token}` })).status).toBe(403);
    expect((await call(server, 'POST', '/v1/manage/webhooks', { url: receiver.url, events: ['chat.rated'] }, { Authorization: `Bearer ${viewer.token}` })).status).toBe(403);
    expect((await call(server, 'GET', '/v1/manage/webhooks')).status).toBe(401);

    const audit = await call(server, 'GET', '/v1/manage/audit', undefined, withSession(owner));
    expect(audit.json.entries.some((entry: { action: string; target_id: string }) => entry.action === 'webhook.created' && entry.target_id === created.json.id)).toBe(true);
  });

  it('refuses bad input with a clear error', async () => {
    const post = (body: unknown) => call(server, 'POST', '/v1/manage/webhooks', body, withSession(owner));
    for (const body of [{ url: 'ftp://example.com/x', events: ['chat.rated'] }, { url: receiver.url, events: [] }, { url: receiver.url, events: ['feedback.deleted'] }, { url: receiver.url }, { url: receiver.url, events: ['chat.rated'], secret: 'whsec_mine' }]) {
      const answer = await post(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.json.message).toEqual(expect.any(String));
    }
    expect((await call(server, 'GET', '/v1/manage/webhooks', undefined, withSession(owner))).json).toEqual([]);
  });

  it('changes an endpoint only at its current revision, and rotates its secret', async () => {
    const endpoint = await addEndpoint(['chat.rated']);
    const stale = await call(server, 'PATCH', `/v1/manage/webhooks/${endpoint.id}`, { enabled: false }, { ...withSession(owner), 'if-match': '"99"' });
    expect(stale.status).toBe(412);
    const changed = await call(server, 'PATCH', `/v1/manage/webhooks/${endpoint.id}`, { events: ['chat.rated', 'chat.opened'], enabled: false }, { ...withSession(owner), 'if-match': `"${endpoint.revision}"` });
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({ events: ['chat.rated', 'chat.opened'], enabled: false, revision: endpoint.revision + 1 });
    const rotated = await call(server, 'POST', `/v1/manage/webhooks/${endpoint.id}/secret`, undefined, withSession(owner));
    expect(rotated.json.secret).toMatch(/^whsec_/);
    expect(rotated.json.secret).not.toBe(endpoint.secret);
  });

  it('delivers each event it subscribes to, signed so the Standard Webhooks library verifies it', async () => {
    const endpoint = await addEndpoint();
    const onlyRatings = await addEndpoint(['chat.rated']);
    const partial = await call(server, 'POST', '/v1/feedbacks', feedbackBody({ responses: [{ question_id: 'q-mood', option_id: 'o-good' }] }), { 'X-COMPLETED': 'false' });
    expect(partial.status).toBe(200);
    const chat = await openChat(server);
    await customerMessage(server, chat, 'Where is my parcel?');
    await agentReply(server, chat, 'On its way');
    expect((await call(server, 'POST', `/v1/agent/chats/${chat.id}/status`, { status: 'closed' }, agentHeaders(server))).status).toBe(200);
    expect((await call(server, 'POST', `/v1/feedbacks/${chat.id}/chat_ratings`, { rating: 100, token: chat.token })).status).toBe(200);
    await server.webhooks.runOnce();

    const forEndpoint = receiver.received.filter((request) => receiver.verifies(request, endpoint.secret));
    expect(forEndpoint.map((request) => request.json.type).sort()).toEqual([...ALL_EVENTS, 'chat.message.created'].sort());
    expect(receiver.received.filter((request) => receiver.verifies(request, onlyRatings.secret)).map((request) => request.json.type)).toEqual(['chat.rated']);
    // Nothing else arrived: every request verifies under one of the two secrets, and a wrong secret verifies none.
    expect(receiver.received).toHaveLength(forEndpoint.length + 1);
    expect(receiver.received.some((request) => receiver.verifies(request, 'whsec_' + Buffer.alloc(32).toString('base64')))).toBe(false);

    const completed = forEndpoint.find((request) => request.json.type === 'feedback.completed')!;
    expect(completed.id).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(completed.json.data.feedback).toMatchObject({ id: chat.id, node_id: 'node-1', flow_id: 'flow-1', completed: true, chat_status: 'open' });
    expect(completed.body).not.toContain(chat.token);
    expect(forEndpoint.find((request) => request.json.type === 'chat.status.changed')!.json.data).toEqual({ feedback_id: chat.id, status: 'closed', previous_status: 'open' });
    expect(forEndpoint.find((request) => request.json.type === 'feedback.created')!.json.data.feedback).toMatchObject({ id: partial.json.id, completed: false });
    expect(new Set(forEndpoint.map((request) => request.id)).size).toBe(forEndpoint.length);
    // The same event to two endpoints carries one id, so a receiver behind both sees it once.
    expect(receiver.received.filter((request) => request.json.type === 'chat.rated').map((request) => request.id)).toHaveLength(2);
    expect(new Set(receiver.received.filter((request) => request.json.type === 'chat.rated').map((request) => request.id)).size).toBe(1);

    const log = await deliveriesOf(endpoint.id);
    expect(log).toHaveLength(forEndpoint.length);
    expect(log[0]).toMatchObject({ status: 'delivered', attempts: 1, last_attempt: { status_code: 200, response_snippet: 'thanks', error: null } });
  });

  it('retries a 5xx with the same webhook-id after the backoff, and gives up on a 4xx until redelivered', async () => {
    const endpoint = await addEndpoint(['feedback.completed']);
    let failures = 1;
    receiver.answer = () => (failures-- > 0 ? 503 : 200);
    await call(server, 'POST', '/v1/feedbacks', feedbackBody());
    await server.webhooks.runOnce();
    expect(receiver.received).toHaveLength(1);
    const [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, last_attempt: { status_code: 503, response_snippet: 'refused with 503' } });
    expect(Date.parse(delivery.next_attempt_at) - server.clock.now).toBe(10_000);
    // Not yet due: nothing is sent.
    await server.webhooks.runOnce();
    expect(receiver.received).toHaveLength(1);
    server.clock.now += 10_000;
    await server.webhooks.runOnce();
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]!.id).toBe(receiver.received[0]!.id);
    expect(receiver.verifies(receiver.received[1]!, endpoint.secret)).toBe(true);
    expect((await deliveriesOf(endpoint.id))[0]).toMatchObject({ status: 'delivered', attempts: 2, next_attempt_at: null });
    const attempts = await call(server, 'GET', `/v1/manage/webhooks/${endpoint.id}/deliveries/${delivery.id}/attempts`, undefined, withSession(owner));
    expect(attempts.json.map((attempt: { status_code: number }) => attempt.status_code)).toEqual([200, 503]);
    expect(attempts.json[0].duration_ms).toBeGreaterThanOrEqual(0);

    receiver.answer = () => 410;
    await call(server, 'POST', '/v1/feedbacks', feedbackBody({ device_id: 'device-2' }));
    await server.webhooks.runOnce();
    server.clock.now += HOUR;
    await server.webhooks.runOnce();
    const gone = (await deliveriesOf(endpoint.id))[0];
    expect(gone).toMatchObject({ status: 'failed', attempts: 1, last_attempt: { status_code: 410 } });
    expect(receiver.received).toHaveLength(3);

    receiver.answer = () => 200;
    const redeliver = await call(server, 'POST', `/v1/manage/webhooks/${endpoint.id}/deliveries/${gone.id}/redeliver`, undefined, withSession(owner));
    expect(redeliver.status).toBe(204);
    await server.webhooks.runOnce();
    expect(receiver.received).toHaveLength(4);
    expect(receiver.received[3]!.id).toBe(receiver.received[2]!.id);
    expect((await deliveriesOf(endpoint.id))[0]).toMatchObject({ status: 'delivered', attempts: 2 });
    expect((await call(server, 'POST', `/v1/manage/webhooks/${endpoint.id}/deliveries/not-a-delivery/redeliver`, undefined, withSession(owner))).status).toBe(404);
  });

  it('disables an endpoint that has failed for 3 days and tells its owner', async () => {
    const endpoint = await addEndpoint(['feedback.completed']);
    // Days pass: a session would end, an API token does not.
    const script = { Authorization: `Bearer ${(await createToken(server, owner, 'owner')).token}` };
    receiver.answer = () => 500;
    const start = server.clock.now;
    await call(server, 'POST', '/v1/feedbacks', feedbackBody({ device_id: 'day-0' }));
    await server.webhooks.runOnce();
    // A day later the first delivery has been given up; new events keep failing.
    for (const day of [1, 2]) {
      server.clock.now = start + day * 24 * HOUR;
      await call(server, 'POST', '/v1/feedbacks', feedbackBody({ device_id: `day-${day}` }));
      await server.webhooks.runOnce();
    }
    expect((await call(server, 'GET', `/v1/manage/webhooks/${endpoint.id}`, undefined, script)).json).toMatchObject({ enabled: true, failing_since: new Date(start).toISOString() });
    server.clock.now = start + 3 * 24 * HOUR + 1;
    await call(server, 'POST', '/v1/feedbacks', feedbackBody({ device_id: 'day-3' }));
    await server.webhooks.runOnce();
    const disabled = await call(server, 'GET', `/v1/manage/webhooks/${endpoint.id}`, undefined, script);
    expect(disabled.json).toMatchObject({ enabled: false, disabled_reason: 'failing' });
    expect(notices).toEqual([{ endpointId: endpoint.id, url: receiver.url, ownerId: owner.userId, failingSince: start }]);
    const audit = await call(server, 'GET', '/v1/manage/audit', undefined, script);
    expect(audit.json.entries[0]).toMatchObject({ action: 'webhook.disabled', target_type: 'webhook', target_id: endpoint.id, actor_name: 'Canvass' });

    // Nothing more is sent to it; enabling it again starts afresh.
    const sent = receiver.received.length;
    await call(server, 'POST', '/v1/feedbacks', feedbackBody({ device_id: 'day-3b' }));
    server.clock.now += HOUR;
    await server.webhooks.runOnce();
    expect(receiver.received.length).toBe(sent);
    const enabled = await call(server, 'PATCH', `/v1/manage/webhooks/${endpoint.id}`, { enabled: true }, { ...script, 'if-match': `"${disabled.json.revision}"` });
    expect(enabled.json).toMatchObject({ enabled: true, disabled_reason: null, failing_since: null });
  });
});

describe('webhooks refusing private addresses (the default)', () => {
  let server: TestServer;
  let receiver: WebhookReceiver;
  let owner: Session;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    server = await startTestServer({
      now: Date.now(),
      env: { WEBHOOK_ALLOW_PRIVATE: 'false' },
      // hooks.example.test "resolves" to the receiver's loopback address, as a hostile DNS record would.
      webhookWorker: { pollMs: 3_600_000, resolve: async () => [{ address: '127.0.0.1', family: 4 }] },
    });
    await seedTestData(server.storage);
    owner = await setupOwner(server);
  });
  afterAll(async () => {
    await server?.stop();
    await receiver?.close();
  });

  it.each(['http://127.0.0.1:9/x', 'http://[::1]/x', 'http://169.254.169.254/latest/meta-data/', 'http://10.0.0.5/x', 'http://localhost:8080/x', 'http://[::ffff:127.0.0.1]/x'])('refuses %s when the endpoint is added', async (url) => {
    const answer = await call(server, 'POST', '/v1/manage/webhooks', { url, events: ['feedback.completed'] }, withSession(owner));
    expect(answer.status).toBe(400);
    expect(answer.json.error).toBe('refused_address');
  });

  it('sends nothing to a name that resolves to a loopback address, and logs why', async () => {
    const url = receiver.url.replace('127.0.0.1', 'hooks.example.test');
    const created = await call(server, 'POST', '/v1/manage/webhooks', { url, events: ['feedback.completed'] }, withSession(owner));
    expect(created.status).toBe(201);
    await call(server, 'POST', '/v1/feedbacks', feedbackBody());
    await server.webhooks.runOnce();
    expect(receiver.received).toEqual([]);
    const log = await call(server, 'GET', `/v1/manage/webhooks/${created.json.id}/deliveries`, undefined, withSession(owner));
    expect(log.json.deliveries[0]).toMatchObject({ status: 'failed', last_attempt: { status_code: null, error: expect.stringContaining('127.0.0.1') } });
  });

  it('guards the integration proxy the same way: a flow\'s integrationUrl on loopback is never called', async () => {
    const flow: Flow = structuredClone(TEST_FLOW);
    flow.id = 'flow-ssrf';
    flow.integrationUrl = receiver.url;
    const question = flow.states[0]!.elements[2]!.question!;
    question.id = 'q-crm-ssrf';
    question.bindingModel = 'crm.note';
    await server.storage.flows.put(flow, Date.now());
    const answer = await call(server, 'POST', '/integration', { reference_id: question.id, flow_id: flow.id, body: { note: 'hi' } });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ ok: false, error: { code: 'upstream_failed', message: 'The endpoint\'s address is not allowed' } });
    expect(receiver.received).toEqual([]);
  });
});
