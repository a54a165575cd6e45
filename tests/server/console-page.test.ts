// Issue #17: the provider console is one page that routes in the browser, so every address under /console must
// answer it (a reload of /console/people, an emailed /console/invite?token=... link), with the security headers of
// the other pages. Needs the built client (`npm run build:client`), as the other page suites do.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

describe('the console page', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it.each(['/console', '/console/', '/console/people', '/console/setup?token=abc', '/console/invite?token=abc', '/console/no/such/screen'])('answers %s with the console page', async (address) => {
    const answer = await fetch(`${server.url}${address}`, { redirect: 'manual' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(answer.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(await answer.text()).toContain('<title>Canvass console</title>');
  });

  it('leaves /consolex and API paths alone', async () => {
    expect((await fetch(`${server.url}/consolex`, { redirect: 'manual' })).status).toBe(404);
    expect((await fetch(`${server.url}/v1/manage/users`)).status).toBe(401);
  });
});
