// Issue #25 finding 10: hosted flows and chats answered `frame-ancestors *`, so any site could frame them (and dress
// them up). A hosted page is now framed only by its own origin and the hosts its node's widgets allow.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, drivers, startTestServer, type TestServer } from '../server/harness';
import { feedbackBody, seedTestData } from '../server/fixtures';

describe.each(drivers)('framing of hosted pages on %s', (driver) => {
  let server: TestServer;
  let chat: { id: string; token: string };
  beforeAll(async () => {
    server = await startTestServer({ driver });
    await seedTestData(server.storage);
    await server.storage.nodes.put({ id: 'node-alone', name: 'No widget', flow_id: 'flow-1', status: 'active' });
    await server.storage.nodes.put({ id: 'node-open', name: 'Open widget', flow_id: 'flow-1', status: 'active' });
    await server.storage.widgets.put({ code: 'PSN-OPEN001', node_id: 'node-open', enabled_domains: [] });
    chat = (await call(server, 'POST', '/v1/feedbacks', feedbackBody({ final_state_id: 'chat', responses: [{ question_id: 'q-mood', option_id: 'o-bad' }] }))).json;
  });
  afterAll(() => server?.stop());

  const frameAncestors = async (path: string) => {
    const page = await fetch(`${server.url}${path}`);
    await page.arrayBuffer();
    expect(page.status, path).toBe(200);
    return /frame-ancestors ([^;]*)/.exec(page.headers.get('content-security-policy') ?? '')?.[1];
  };

  it('lets only the node\'s widget hosts (and its own origin) frame a hosted flow or chat', async () => {
    for (const path of ['/feedback?node_id=node-1', '/web_feedback?node_id=node-1', `/chat?feedback_id=${chat.id}&token=${chat.token}`]) {
      const sources = await frameAncestors(path);
      expect(sources, path).not.toBe('*');
      expect(sources, path).toContain("'self'");
      expect(sources, path).toContain('https://*.customer.example:*');
    }
  });

  it('is framed by no other site when the node has no widget, nor are previews', async () => {
    for (const path of ['/feedback?node_id=node-alone', '/feedback?node_id=nope', '/web_flow_preview?flow_id=flow-1', '/flow_preview?flow_id=flow-1', '/chat?feedback_id=nope&token=x']) {
      expect(await frameAncestors(path), path).toBe("'self'");
    }
  });

  it('follows a widget that allows every host, as the widget frame does', async () => {
    expect(await frameAncestors('/feedback?node_id=node-open')).toBe('*');
    expect(await frameAncestors('/widget?code=PSN-OPEN001')).toBe('*');
    expect(await frameAncestors('/widget?code=PSN-TEST001')).toContain('https://customer.example:*');
  });
});
