// Issue #18: the console previews a widget on a sample host page of this server, which embeds it with the real
// snippet; the console frames it, so it must be frameable by the server's own pages and by no other site.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { seedTestData, TEST_WIDGET } from './fixtures';

describe('the widget preview page', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await seedTestData(server.storage);
  });
  afterAll(() => server.stop());

  it('embeds the widget with the loader snippet, frameable by this server only, running no inline script', async () => {
    const answer = await fetch(`${server.url}/widget-preview/${TEST_WIDGET.code}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    const policy = answer.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("script-src 'self'");
    const html = await answer.text();
    expect(html).toContain(`<script async src="/loader.js" data-canvass-code="${TEST_WIDGET.code}"></script>`);
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('answers the not-found page for a code that is no widget', async () => {
    for (const code of ['PSN-NOPE999', 'not-a-code']) {
      const answer = await fetch(`${server.url}/widget-preview/${code}`);
      expect(answer.status).toBe(404);
      expect(await answer.text()).not.toContain('loader.js');
    }
  });
});
