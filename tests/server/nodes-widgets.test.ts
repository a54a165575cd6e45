import { readFileSync } from 'node:fs';
import { generateKeyPairSync, sign } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, drivers, startTestServer, type TestServer } from './harness';
import { seedTestData, TEST_FLOW } from './fixtures';
import { identityHash } from '../../src/server/services/widget-access';
import { setupOwner, withSession } from './accounts-helpers';

describe.each(drivers)('nodes and widgets on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver });
    await seedTestData(server.storage);
  });
  afterAll(() => server.stop());

  describe('GET /v1/nodes/{id} (SPEC 3.2, 4.2)', () => {
    it('answers the node with the flow to show', async () => {
      const answer = await call(server, 'GET', '/v1/nodes/node-1');
      expect(answer.status).toBe(200);
      expect(answer.json).toMatchObject({ id: 'node-1', name: 'Test node', signature_valid: null, flow: { id: 'flow-1', states: expect.any(Array) } });
    });

    it('answers 404 with a code for an unknown node', async () => {
      const answer = await call(server, 'GET', '/v1/nodes/nope');
      expect(answer.status).toBe(404);
      expect(answer.json).toMatchObject({ code: 10404, error: 'not_found' });
    });

    it('leaves the flow out outside the activation window and says why', async () => {
      await server.storage.nodes.put({ id: 'node-later', name: 'Later', flow_id: 'flow-1', activation_start_date: '2027-01-01T00:00:00Z', activation_expired_message: { en: 'Opens in 2027' } });
      const answer = await call(server, 'GET', '/v1/nodes/node-later');
      expect(answer.json.flow).toBeUndefined();
      expect(answer.json.activation_expired_message).toEqual({ en: 'Opens in 2027' });
    });

    it('serves the non-operating-hours flow outside operating hours', async () => {
      await server.storage.flows.put({ ...TEST_FLOW, id: 'flow-night', name: 'Night' }, 0);
      // 2026-03-02 is a Monday; the clock says 10:00 UTC.
      const hours = [{ period: 'weekdays' as const, start_hour: 1200, end_hour: 1800 }];
      await server.storage.nodes.put({ id: 'node-hours', name: 'Hours', flow_id: 'flow-1', operating: true, operating_24_7: false, operating_hours: hours, non_operating_hours_flow_id: 'flow-night' });
      expect((await call(server, 'GET', '/v1/nodes/node-hours')).json.flow.id).toBe('flow-night');
      server.clock.now += 3 * 3600_000;
      expect((await call(server, 'GET', '/v1/nodes/node-hours')).json.flow.id).toBe('flow-1');
      server.clock.now -= 3 * 3600_000;
    });

    it('verifies the signature over the responses parameter (SPEC 2.1)', async () => {
      const { publicKey, privateKey } = generateKeyPairSync('ed25519');
      await server.storage.nodes.put({ id: 'node-signed', name: 'Signed', flow_id: 'flow-1', use_signature_verify: true, public_key: publicKey.export({ type: 'spki', format: 'pem' }).toString() });
      const responses = JSON.stringify({ 'q-text': 'preset' });
      const signature = sign(null, Buffer.from(responses), privateKey).toString('base64');
      const good = await call(server, 'GET', `/v1/nodes/node-signed?responses=${encodeURIComponent(responses)}&signature=${encodeURIComponent(signature)}`);
      expect(good.json.signature_valid).toBe(true);
      expect(good.json.flow.id).toBe('flow-1');
      const forged = await call(server, 'GET', `/v1/nodes/node-signed?responses=${encodeURIComponent(JSON.stringify({ 'q-text': 'changed' }))}&signature=${encodeURIComponent(signature)}`);
      expect(forged.json.signature_valid).toBe(false);
      expect(forged.json.flow).toBeUndefined();
    });
  });

  describe('GET /v1/flows/{id} (previews)', () => {
    it('answers the newest version, or a given one', async () => {
      await server.storage.flows.put({ ...TEST_FLOW, name: 'Renamed' }, 1);
      expect((await call(server, 'GET', '/v1/flows/flow-1')).json).toMatchObject({ name: 'Renamed', version: 2 });
      // An old version is a preview: it needs a preview link made by someone who reads content (SECURITY.md).
      const owner = await setupOwner(server);
      const { preview_token: token } = (await call(server, 'POST', '/v1/manage/flow_previews', { flow_id: 'flow-1' }, withSession(owner))).json;
      expect((await call(server, 'GET', `/v1/flows/flow-1?version=1&preview_token=${token}`)).json).toMatchObject({ name: 'Test flow', version: 1 });
      expect((await call(server, 'GET', '/v1/flows/nope')).status).toBe(404);
    });
  });

  describe('GET /v1/web_widgets/code/{code} (SPEC 3.1, 5, 8)', () => {
    it('answers the widget configuration to an allowed host page, with CORS', async () => {
      const answer = await call(server, 'GET', '/v1/web_widgets/code/PSN-TEST001?t=1', undefined, { Origin: 'https://shop.customer.example' });
      expect(answer.status).toBe(200);
      expect(answer.json).toMatchObject({ code: 'PSN-TEST001', node_id: 'node-1' });
      expect(answer.headers.get('access-control-allow-origin')).toBe('https://shop.customer.example');
    });

    it('names the launcher in the host page\'s widget language, else the widget\'s, else English', async () => {
      const label = async (query = '') => (await call(server, 'GET', `/v1/web_widgets/code/PSN-TEST001${query}`)).json.launcher_label;
      expect(await label('?lang=tr')).toBe('Geri bildirim');
      expect(await label('?lang=zh-TW')).toBe(JSON.parse(readFileSync('src/i18n/locales/zh-tw.json', 'utf8')).widget.feedback);
      expect(await label('?lang=xx')).toBe('Feedback');
      expect(await label()).toBe('Feedback');
    });

    it('answers the preflight of a host page\'s JSON POST to the visit call, and of no other call', async () => {
      const preflight = (pathname: string) => fetch(`${server.url}${pathname}`, {
        method: 'OPTIONS',
        headers: { Origin: 'https://shop.customer.example', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
      });
      const visit = await preflight('/v2/web_widgets/node-1/customers/visit');
      expect(visit.status).toBe(204);
      expect(visit.headers.get('access-control-allow-origin')).toBe('https://shop.customer.example');
      expect(visit.headers.get('access-control-allow-methods')).toContain('POST');
      expect(visit.headers.get('access-control-allow-headers')).toBe('content-type');
      const feedbacks = await preflight('/v1/feedbacks');
      expect(feedbacks.headers.get('access-control-allow-origin')).toBeNull();
      const sameOriginCall = await call(server, 'GET', '/v1/nodes/node-1', undefined, { Origin: 'https://shop.customer.example' });
      expect(sameOriginCall.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('serves the launcher\'s colours made readable: SPEC 9\'s default blue under white text is darkened to 4.5:1', async () => {
      const colors = (await call(server, 'GET', '/v1/web_widgets/code/PSN-TEST001')).json.launcher_colors;
      expect(colors).toEqual({ fill: '#167faa', text: '#ffffff', hover: expect.stringMatching(/^#[0-9a-f]{6}$/) });
    });

    it('refuses a host page outside enabled_domains with Domain Not Allowed', async () => {
      const answer = await call(server, 'GET', '/v1/web_widgets/code/PSN-TEST001', undefined, { Origin: 'https://evilcustomer.example' });
      expect(answer.status).toBe(403);
      expect(answer.json).toMatchObject({ error: 'domain_not_allowed', message: 'Domain Not Allowed' });
    });

    it('refuses a malformed code before looking it up', async () => {
      const answer = await call(server, 'GET', '/v1/web_widgets/code/PSN-TOOLONG123');
      expect(answer.status).toBe(400);
      expect(answer.json.code).toBe(11001);
    });

    it('in secure mode needs the security token, and never sends it back', async () => {
      await server.storage.widgets.put({ code: 'PSN-SECURE1', node_id: 'node-1', secure_mode: true, security_token: 'a-long-secret-token-0123' });
      expect((await call(server, 'GET', '/v1/web_widgets/code/PSN-SECURE1')).status).toBe(403);
      expect((await call(server, 'GET', '/v1/web_widgets/code/PSN-SECURE1?security_token=wrong-token-xxxxxxxx')).status).toBe(403);
      const ok = await call(server, 'GET', '/v1/web_widgets/code/PSN-SECURE1?security_token=a-long-secret-token-0123');
      expect(ok.status).toBe(200);
      expect(ok.text).not.toContain('a-long-secret-token-0123');
    });
  });

  describe('POST /v2/web_widgets/{nodeId}/customers/visit (SPEC 7)', () => {
    it('records a visit, merges attributes, and finds the customer again by external id', async () => {
      // SECURITY.md: a named customer changes only with the identity hash the provider's backend signs.
      const secret = (await server.storage.widgets.get('PSN-TEST001'))!.identity_secret!;
      const visit = (body: Record<string, unknown>) => call(server, 'POST', '/v2/web_widgets/node-1/customers/visit?code=PSN-TEST001', { node_id: 'node-1', identity_hash: identityHash(secret, 'ext-9'), ...body });
      const first = await visit({ external_id: 'ext-9', plan: 'pro' });
      expect(first.status).toBe(200);
      const second = await visit({ external_id: 'ext-9', city: 'Izmir' });
      expect(second.json).toEqual({ id: first.json.id, external_id: 'ext-9', city: 'Izmir', identity_verified: true });
      const fetched = await call(server, 'GET', `/v1/nodes/node-1/customers/${first.json.id}`);
      expect(fetched.json).toMatchObject({ id: first.json.id, plan: 'pro', city: 'Izmir' });
    });

    it('refuses a body that is not an object', async () => {
      expect((await call(server, 'POST', '/v2/web_widgets/node-1/customers/visit', [1, 2])).status).toBe(400);
    });
  });

  describe('pages and unknown paths (SPEC 2.1)', () => {
    // Issue #16 replaced SPEC 2.1's redirect to the provider site (README Decisions; tests/server/message-pages.test.ts).
    it('answers unknown paths with a 404 page and unknown API paths with JSON 404', async () => {
      const page = await fetch(`${server.url}/nothing-here`, { redirect: 'manual' });
      await page.arrayBuffer();
      expect(page.status).toBe(404);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      const api = await call(server, 'GET', '/v1/nothing');
      expect(api.status).toBe(404);
      expect(api.json.error).toBe('not_found');
    });

    it('sends security headers with a CSP that allows no inline scripts', async () => {
      const answer = await fetch(`${server.url}/v1/nodes/node-1`);
      await answer.arrayBuffer();
      const csp = answer.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    });
  });
});
