// Issue #25 finding 1: POST /v2/web_widgets/{nodeId}/customers/visit let anyone who knew an external_id read and
// overwrite that customer's record. The visit is now checked like the widget configuration, answers only what was
// sent, and changes a named customer only with the identity hash the provider's backend signs (SECURITY.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, drivers, startTestServer, type TestServer } from '../server/harness';
import { seedTestData, TEST_WIDGET } from '../server/fixtures';
import { identityHash } from '../../src/server/services/widget-access';

const SECRET = 'widget-identity-secret-0123456789abcdef';
const HOST_PAGE = { Origin: 'https://shop.customer.example' };
const visitPath = '/v2/web_widgets/node-1/customers/visit';

describe.each(drivers)('customer visits on %s', (driver) => {
  let server: TestServer;
  let victimId: string;
  const victim = () => server.storage.customers.get('node-1', victimId);

  beforeAll(async () => {
    server = await startTestServer({ driver });
    await seedTestData(server.storage);
    await server.storage.widgets.put({ ...TEST_WIDGET, identity_secret: SECRET });
    // The provider's own page, with the hash its backend computed, records the victim's details.
    const first = await call(server, 'POST', visitPath, { node_id: 'node-1', external_id: 'u-42', identity_hash: identityHash(SECRET, 'u-42'), email: 'victim@corp.test', phone: '+905551112233' }, HOST_PAGE);
    expect(first.status).toBe(200);
    victimId = first.json.id;
  });
  afterAll(() => server?.stop());

  it('answers another origin only what it sent, never the stored email and phone', async () => {
    const answer = await call(server, 'POST', visitPath, { node_id: 'node-1', external_id: 'u-42' }, HOST_PAGE);
    expect(answer.status).toBe(200);
    expect(answer.text).not.toContain('victim@corp.test');
    expect(answer.text).not.toContain('+905551112233');
    expect(answer.json).toEqual({ external_id: 'u-42', id: expect.any(String), identity_verified: false });
    // The id of an unverified visit is the visit's own, so it cannot fetch the stored record either.
    expect(answer.json.id).not.toBe(victimId);
    expect((await call(server, 'GET', `/v1/nodes/node-1/customers/${answer.json.id}`)).status).toBe(404);
  });

  it('keeps the attributes of a visit without a valid identity hash apart from the stored customer', async () => {
    for (const hash of [undefined, 'not-a-hash', identityHash('another-secret-of-32-characters-xx', 'u-42'), identityHash(SECRET, 'u-43')]) {
      const answer = await call(server, 'POST', visitPath, { node_id: 'node-1', external_id: 'u-42', email: 'attacker@evil.test', ...(hash ? { identity_hash: hash } : {}) }, HOST_PAGE);
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual({ external_id: 'u-42', email: 'attacker@evil.test', id: expect.any(String), identity_verified: false });
    }
    expect((await victim())?.attributes).toEqual({ email: 'victim@corp.test', phone: '+905551112233' });
  });

  it('cannot reach a customer through user_id with a hash signed for another external_id', async () => {
    await call(server, 'POST', visitPath, { node_id: 'node-1', user_id: 'user-7', identity_hash: identityHash(SECRET, 'user-7'), email: 'seven@corp.test' }, HOST_PAGE);
    const answer = await call(server, 'POST', visitPath, { node_id: 'node-1', external_id: 'attacker', user_id: 'user-7', identity_hash: identityHash(SECRET, 'attacker'), email: 'attacker@evil.test' }, HOST_PAGE);
    expect(answer.json.identity_verified).toBe(true);
    const seven = await call(server, 'POST', visitPath, { node_id: 'node-1', user_id: 'user-7', identity_hash: identityHash(SECRET, 'user-7') }, HOST_PAGE);
    expect(seven.json.id).not.toBe(answer.json.id);
    expect((await call(server, 'GET', `/v1/nodes/node-1/customers/${seven.json.id}`)).json.email).toBe('seven@corp.test');
  });

  it('changes the stored customer with a valid identity hash and still answers only what was sent', async () => {
    const answer = await call(server, 'POST', visitPath, { node_id: 'node-1', external_id: 'u-42', identity_hash: identityHash(SECRET, 'u-42').toUpperCase(), plan: 'pro' }, HOST_PAGE);
    expect(answer.json).toEqual({ external_id: 'u-42', plan: 'pro', id: victimId, identity_verified: true });
    expect((await victim())?.attributes).toEqual({ email: 'victim@corp.test', phone: '+905551112233', plan: 'pro' });
  });

  it.each([
    ['a host page outside enabled_domains', { Origin: 'https://evil.test' }, '', 403, 'domain_not_allowed'],
    ['Origin: null (a sandboxed frame)', { Origin: 'null' }, '', 403, 'domain_not_allowed'],
    ['a widget of another node', HOST_PAGE, '?code=PSN-OTHER01', 404, 'not_found'],
  ])('refuses %s and changes nothing', async (_what, headers, query, status, error) => {
    await server.storage.widgets.put({ code: 'PSN-OTHER01', node_id: 'node-2', enabled_domains: [] });
    const before = await victim();
    const answer = await call(server, 'POST', `${visitPath}${query}`, { node_id: 'node-1', external_id: 'u-42', identity_hash: identityHash(SECRET, 'u-42'), email: 'attacker@evil.test' }, headers);
    expect(answer.status).toBe(status);
    expect(answer.json).toMatchObject({ error, code: expect.any(Number) });
    expect(answer.text).not.toContain('victim@corp.test');
    expect(await victim()).toEqual(before);
  });

  it('needs the security token of a widget in secure_mode, as the configuration does', async () => {
    await server.storage.widgets.put({ code: 'PSN-SECURE2', node_id: 'node-s', secure_mode: true, security_token: 'a-long-secret-token-0123', identity_secret: SECRET });
    await server.storage.nodes.put({ id: 'node-s', name: 'Secure', flow_id: 'flow-1', status: 'active' });
    const path = '/v2/web_widgets/node-s/customers/visit';
    const body = { node_id: 'node-s', external_id: 'u-1', identity_hash: identityHash(SECRET, 'u-1'), email: 'one@corp.test' };
    const refused = await call(server, 'POST', path, body);
    expect(refused.status).toBe(403);
    expect(refused.json.error).toBe('invalid_security_token');
    const accepted = await call(server, 'POST', `${path}?security_token=a-long-secret-token-0123`, body);
    expect(accepted.json.identity_verified).toBe(true);
  });

  it('refuses the widget configuration to Origin: null where a domain list applies, and never sends the identity secret', async () => {
    expect((await call(server, 'GET', '/v1/web_widgets/code/PSN-TEST001', undefined, { Origin: 'null' })).json.error).toBe('domain_not_allowed');
    const config = await call(server, 'GET', '/v1/web_widgets/code/PSN-TEST001', undefined, HOST_PAGE);
    expect(config.status).toBe(200);
    expect(config.text).not.toContain(SECRET);
  });

  it('gives an imported widget without a secret a new one, and keeps it across re-imports', async () => {
    await server.storage.widgets.put({ code: 'PSN-NEWONE1', node_id: 'node-x' });
    const secret = (await server.storage.widgets.get('PSN-NEWONE1'))?.identity_secret;
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    await server.storage.widgets.put({ code: 'PSN-NEWONE1', node_id: 'node-x', is_visible: false });
    expect((await server.storage.widgets.get('PSN-NEWONE1'))?.identity_secret).toBe(secret);
  });
});
