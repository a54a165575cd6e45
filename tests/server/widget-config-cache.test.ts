import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, drivers, startTestServer, type TestServer } from './harness';
import { seedTestData } from './fixtures';

/**
 * Issue #21: every page view of every host site asks for its widget's configuration. The answer carries an ETag and
 * a Cache-Control a browser or CDN may honour, answers 304 to a browser that has it, and changes with the widget.
 */
describe.each(drivers)('the widget configuration as caches see it, on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver });
    await seedTestData(server.storage);
  });
  afterAll(() => server.stop());

  const config = (code: string, headers: Record<string, string> = {}) => call(server, 'GET', `/v1/web_widgets/code/${code}?t=60000`, undefined, headers);

  it('sends an ETag and a public, revalidating Cache-Control for a widget any site may show', async () => {
    await server.storage.widgets.put({ code: 'PSN-CACHE01', node_id: 'node-1', enabled_domains: [] });
    const first = await config('PSN-CACHE01');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=600');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    const again = await config('PSN-CACHE01');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.json).toEqual(first.json);
  });

  it('answers 304 without a body to a browser that holds the current answer', async () => {
    await server.storage.widgets.put({ code: 'PSN-CACHE02', node_id: 'node-1', enabled_domains: [] });
    const etag = (await config('PSN-CACHE02')).headers.get('etag')!;
    const revalidated = await config('PSN-CACHE02', { 'If-None-Match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBe('');
    expect(revalidated.headers.get('etag')).toBe(etag);
  });

  it('a change to the widget gives a new answer and ETag at once, and the old ETag no longer matches', async () => {
    await server.storage.widgets.put({ code: 'PSN-CACHE03', node_id: 'node-1', enabled_domains: [], primary_color: '#0a7d58' });
    const before = await config('PSN-CACHE03');
    await server.storage.widgets.put({ code: 'PSN-CACHE03', node_id: 'node-1', enabled_domains: [], primary_color: '#7b2cbf' });
    const after = await config('PSN-CACHE03', { 'If-None-Match': before.headers.get('etag')! });
    expect(after.status).toBe(200);
    expect(after.json.primary_color).toBe('#7b2cbf');
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
  });

  it('keeps a widget limited to some domains out of shared caches, per Origin, and still refuses other sites', async () => {
    await server.storage.widgets.put({ code: 'PSN-CACHE04', node_id: 'node-1', enabled_domains: ['shop.example'] });
    const allowed = await config('PSN-CACHE04', { Origin: 'https://shop.example' });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('cache-control')).toBe('private, max-age=60, stale-while-revalidate=600');
    expect(allowed.headers.get('vary')).toMatch(/Origin/);
    const refused = await config('PSN-CACHE04', { Origin: 'https://elsewhere.example', 'If-None-Match': allowed.headers.get('etag')! });
    expect(refused.status).toBe(403);
    expect(refused.json.error).toBe('domain_not_allowed');
  });

  it('answers in the language asked for, each language with its own ETag', async () => {
    await server.storage.widgets.put({ code: 'PSN-CACHE05', node_id: 'node-1', enabled_domains: [] });
    const english = await call(server, 'GET', '/v1/web_widgets/code/PSN-CACHE05?t=60000&lang=en');
    const turkish = await call(server, 'GET', '/v1/web_widgets/code/PSN-CACHE05?t=60000&lang=tr');
    expect(english.json.launcher_label).toBe('Feedback');
    expect(turkish.json.launcher_label).not.toBe('Feedback');
    expect(turkish.headers.get('etag')).not.toBe(english.headers.get('etag'));
  });
});
