// Issue #25 findings 5, 7 and 8: GET /v1/flows/{id} served any flow (drafts, old versions, a signature node's
// flow) with its server-side endpoints; a feedback could name any flow under any node, and a signature node took
// answers without its signature. Each refusal here changes nothing.
import { generateKeyPairSync, sign } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Flow } from '../../src/types/schemas';
import { call, drivers, startTestServer, type TestServer } from '../server/harness';
import { feedbackBody, seedTestData, TEST_FLOW } from '../server/fixtures';
import { createToken, inviteAndAccept, setupOwner } from '../server/accounts-helpers';

const INTEGRATION_SECRET = 'https://hooks.provider.test/in?key=INTEGRATION-SECRET-1';
const REQUEST_SECRET = 'https://api.provider.test/lookup?api_key=REQUEST-SECRET-2';

/** TEST_FLOW with the two server-side endpoints a browser must never see. */
const withEndpoints = (id: string): Flow => {
  const flow = structuredClone(TEST_FLOW);
  flow.id = id;
  flow.integrationUrl = INTEGRATION_SECRET;
  const question = flow.states[0]!.elements.find((element) => element.id === 'e-text')!.question!;
  question.extra = { ...question.extra, request_url: REQUEST_SECRET };
  return flow;
};

describe.each(drivers)('flow access on %s', (driver) => {
  let server: TestServer;
  const keys = generateKeyPairSync('ed25519');
  const responses = JSON.stringify({ 'q-text': 'from the link' });
  const signature = sign(null, Buffer.from(responses), keys.privateKey).toString('base64');
  let editor: Record<string, string>;
  let agent: Record<string, string>;
  const count = () => server.storage.feedbacks.count();

  beforeAll(async () => {
    server = await startTestServer({ driver });
    await seedTestData(server.storage);
    const at = Date.parse('2026-03-01T00:00:00Z');
    await server.storage.flows.put(withEndpoints('flow-live'), at);
    await server.storage.flows.put({ ...withEndpoints('flow-draft'), name: 'Draft nobody shows' }, at);
    await server.storage.flows.put({ ...TEST_FLOW, id: 'flow-night', name: 'Night' }, at);
    await server.storage.flows.put({ ...TEST_FLOW, id: 'flow-signed', name: 'Signed' }, at);
    await server.storage.flows.put({ ...TEST_FLOW, id: 'flow-passive', name: 'Passive' }, at);
    await server.storage.flows.put({ ...TEST_FLOW, id: 'flow-1', name: 'Test flow, second version' }, at + 1);
    await server.storage.nodes.put({ id: 'node-live', name: 'Live', flow_id: 'flow-live', non_operating_hours_flow_id: 'flow-night', status: 'active' });
    await server.storage.nodes.put({ id: 'node-signed', name: 'Signed', flow_id: 'flow-signed', status: 'active', use_signature_verify: true, public_key: keys.publicKey.export({ type: 'spki', format: 'pem' }).toString() });
    await server.storage.nodes.put({ id: 'node-passive', name: 'Passive', flow_id: 'flow-passive', status: 'passive' });
    const owner = await setupOwner(server);
    editor = { authorization: `Bearer ${(await createToken(server, await inviteAndAccept(server, owner, 'editor@example.com', 'editor'), 'editor')).token}` };
    agent = { authorization: `Bearer ${server.config.agentToken}` };
  });
  afterAll(() => server?.stop());

  describe('GET /v1/flows/{id} (finding 7)', () => {
    it('serves a flow a node shows, newest version, without its server-side endpoints', async () => {
      for (const id of ['flow-live', 'flow-night', 'flow-1']) {
        const answer = await call(server, 'GET', `/v1/flows/${id}`);
        expect(answer.status, id).toBe(200);
        expect(answer.json.id).toBe(id);
      }
      const live = await call(server, 'GET', '/v1/flows/flow-live');
      expect(live.text).not.toContain('INTEGRATION-SECRET-1');
      expect(live.text).not.toContain('REQUEST-SECRET-2');
      expect(live.json.integrationUrl).toBeUndefined();
    });

    it.each([
      ['a draft no node shows', '/v1/flows/flow-draft'],
      ['an old version', '/v1/flows/flow-1?version=1'],
      ['the flow of a passive node', '/v1/flows/flow-passive'],
      ['the flow of a node that needs a signature (finding 5)', '/v1/flows/flow-signed'],
      ['a made-up preview token', '/v1/flows/flow-draft?preview_token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ])('answers %s as not found', async (_what, path) => {
      const answer = await call(server, 'GET', path);
      expect(answer.status).toBe(404);
      expect(answer.json).toMatchObject({ error: 'flow_not_found', code: 12002 });
    });

    it('serves drafts and old versions to an editor\'s short-lived preview link, still without endpoints', async () => {
      expect((await call(server, 'POST', '/v1/manage/flow_previews', { flow_id: 'flow-draft' })).status).toBe(401);
      // An agent answers chats; previews of unpublished flows are for those who edit or read content.
      expect((await call(server, 'POST', '/v1/manage/flow_previews', { flow_id: 'flow-draft' }, agent)).status).toBe(403);
      const made = await call(server, 'POST', '/v1/manage/flow_previews', { flow_id: 'flow-draft' }, editor);
      expect(made.status).toBe(200);
      expect(made.json.url).toContain('/web_flow_preview?flow_id=flow-draft&preview_token=');
      const draft = await call(server, 'GET', `/v1/flows/flow-draft?preview_token=${made.json.preview_token}`);
      expect(draft.json.name).toBe('Draft nobody shows');
      expect(draft.text).not.toContain('SECRET');
      // One flow's token opens no other flow.
      expect((await call(server, 'GET', `/v1/flows/flow-passive?preview_token=${made.json.preview_token}`)).status).toBe(404);
      const old = await call(server, 'POST', '/v1/manage/flow_previews', { flow_id: 'flow-1' }, editor);
      expect((await call(server, 'GET', `/v1/flows/flow-1?version=1&preview_token=${old.json.preview_token}`)).json).toMatchObject({ name: 'Test flow', version: 1 });
      const later = server.clock.now;
      server.clock.now += 61 * 60_000;
      try {
        expect((await call(server, 'GET', `/v1/flows/flow-draft?preview_token=${made.json.preview_token}`)).status).toBe(404);
      } finally {
        server.clock.now = later;
      }
    });

    it('leaves the endpoints out of the node answer and of the hosted page\'s embedded data', async () => {
      const node = await call(server, 'GET', '/v1/nodes/node-live');
      expect(node.json.flow.id).toBe('flow-live');
      expect(node.text).not.toContain('SECRET');
      const page = await fetch(`${server.url}/feedback?node_id=node-live`);
      const html = await page.text();
      expect(page.status).toBe(200);
      expect(html).toContain('flow-live');
      expect(html).not.toContain('SECRET');
    });
  });

  describe('POST /v1/feedbacks', () => {
    it.each([
      ['a draft no node shows', 'node-1', 'flow-draft'],
      ['another node\'s flow', 'node-1', 'flow-live'],
    ])('refuses a feedback naming %s with flow_not_of_node and stores nothing (finding 8)', async (_what, nodeId, flowId) => {
      const before = await count();
      const answer = await call(server, 'POST', '/v1/feedbacks', feedbackBody({ node_id: nodeId, flow_id: flowId, final_state_id: 'chat', responses: [{ question_id: 'q-mood', option_id: 'o-bad' }] }));
      expect(answer.status).toBe(400);
      expect(answer.json).toMatchObject({ error: 'flow_not_of_node', code: 12003 });
      expect(answer.json.token).toBeUndefined();
      expect(await count()).toBe(before);
    });

    it('accepts the node\'s active and out-of-hours flows', async () => {
      for (const flowId of ['flow-live', 'flow-night']) {
        expect((await call(server, 'POST', '/v1/feedbacks', feedbackBody({ node_id: 'node-live', flow_id: flowId }))).status, flowId).toBe(200);
      }
    });

    it.each([
      ['no signature', {}],
      ['a signature over other responses', { signature, signed_responses: JSON.stringify({ 'q-text': 'forged' }) }],
      ['a broken signature', { signature: 'AAAA', signed_responses: responses }],
    ])('refuses a signature node\'s feedback with %s and stores nothing (finding 5)', async (_what, signed) => {
      const before = await count();
      const answer = await call(server, 'POST', '/v1/feedbacks', feedbackBody({ node_id: 'node-signed', flow_id: 'flow-signed', ...signed }));
      expect(answer.status).toBe(403);
      expect(answer.json).toMatchObject({ error: 'invalid_signature', code: 12004 });
      expect(await count()).toBe(before);
    });

    it('accepts a signature node\'s feedback carrying the link\'s valid signature', async () => {
      const answer = await call(server, 'POST', '/v1/feedbacks', feedbackBody({ node_id: 'node-signed', flow_id: 'flow-signed', signature, signed_responses: responses }));
      expect(answer.status).toBe(200);
    });
  });
});
