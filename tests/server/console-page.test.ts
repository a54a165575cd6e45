// Issue #17: the provider console is one page that routes in the browser, so every address under /console must
// answer it (a reload of /console/people, an emailed /console/invite?token=... link), with the security headers of
// the other pages. Needs the built client (`npm run build:client`), as the other page suites do.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { inviteAndAccept, setupOwner, type Session } from './accounts-helpers';

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
    // One session's headers (the draft preload below): revalidated by the browser, kept by no shared cache.
    expect(answer.headers.get('cache-control')).toBe('private, no-cache');
    expect(answer.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(await answer.text()).toContain('<title>Canvass console</title>');
  });

  it('leaves /consolex and API paths alone', async () => {
    expect((await fetch(`${server.url}/consolex`, { redirect: 'manual' })).status).toBe(404);
    expect((await fetch(`${server.url}/v1/manage/users`)).status).toBe(401);
  });

  // Issue #18: the editor's draft is asked for with the page, not after console.js has run; only for whom may read it.
  describe('preloading the draft of /console/flows/<id>', () => {
    let owner: Session;
    let agent: Session;
    beforeAll(async () => {
      owner = await setupOwner(server);
      agent = await inviteAndAccept(server, owner, 'agent@example.com', 'agent');
    });
    const linkOf = async (address: string, cookie?: string) => {
      const answer = await fetch(`${server.url}${address}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
      expect(answer.status).toBe(200);
      return answer.headers.get('link');
    };

    it('names the draft the editor reads, for a session that may read flows', async () => {
      expect(await linkOf('/console/flows/flow-3f2a9c01d4', owner.cookie)).toBe('</v1/manage/flows/flow-3f2a9c01d4>; rel=preload; as=fetch; crossorigin');
    });

    it('is kept by no shared cache, with the preload or without it, nor when revalidated', async () => {
      const address = `${server.url}/console/flows/flow-3f2a9c01d4`;
      const signedIn = await fetch(address, { headers: { cookie: owner.cookie, 'accept-encoding': 'gzip' } });
      expect(signedIn.headers.get('link')).not.toBeNull();
      expect(signedIn.headers.get('cache-control')).toBe('private, no-cache');
      // After sign-out the page no longer names the editor's chunks (other bytes): a full answer without the preloads.
      const signedOut = await fetch(address, { headers: { 'if-none-match': signedIn.headers.get('etag')!, 'accept-encoding': 'gzip' } });
      expect(signedOut.status).toBe(200);
      expect(signedOut.headers.get('cache-control')).toBe('private, no-cache');
      expect(signedOut.headers.get('link')).toBeNull();
      // Revalidating the signed-out copy: a 304, still kept by no shared cache.
      const revalidated = await fetch(address, { headers: { 'if-none-match': signedOut.headers.get('etag')!, 'accept-encoding': 'gzip' } });
      expect(revalidated.status).toBe(304);
      expect(revalidated.headers.get('cache-control')).toBe('private, no-cache');
      expect(revalidated.headers.get('link')).toBeNull();
    });

    it('names nothing without a session, for an ended one, or for a role that may not read flows', async () => {
      expect(await linkOf('/console/flows/flow-3f2a9c01d4')).toBeNull();
      expect(await linkOf('/console/flows/flow-3f2a9c01d4', 'canvass_session=ended-or-forged')).toBeNull();
      expect(await linkOf('/console/flows/flow-3f2a9c01d4', agent.cookie)).toBeNull();
    });

    const modulePreloadsOf = async (address: string, cookie?: string) => {
      const html = await (await fetch(`${server.url}${address}`, { headers: cookie ? { cookie } : {} })).text();
      return [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((match) => match[1]!);
    };

    it('names the editor\'s lazy chunk with the page, as the build listed its files, and every one is served', async () => {
      // The build's own list (scripts/parcel-reporter-screen-chunks.mjs): the editor's hashed files change each build.
      const listed = (JSON.parse(await readFile(path.resolve('dist/client/screen-chunks.json'), 'utf8')) as Record<string, string[]>)['flow-editor']!;
      const scripts = listed.filter((file) => file.endsWith('.js'));
      expect(scripts.length).toBeGreaterThan(0);
      const named = await modulePreloadsOf('/console/flows/flow-3f2a9c01d4', owner.cookie);
      expect(named).toEqual(scripts);
      // The chunk named is the editor's: one of its files holds the editor's own text (its screen's class names).
      const bodies = await Promise.all(named.map(async (file) => {
        const answer = await fetch(`${server.url}${file}`);
        expect(answer.status, file).toBe(200);
        return answer.text();
      }));
      expect(bodies.some((body) => body.includes('cv-editor-structure'))).toBe(true);
      // And the console's first load does not: console.html still names none of them.
      expect(await modulePreloadsOf('/console/flows', owner.cookie)).toEqual([]);
    });

    it('names no chunk without a session, for a role that may not read flows, or on other addresses', async () => {
      expect(await modulePreloadsOf('/console/flows/flow-3f2a9c01d4')).toEqual([]);
      expect(await modulePreloadsOf('/console/flows/flow-3f2a9c01d4', agent.cookie)).toEqual([]);
      expect(await modulePreloadsOf('/console/people', owner.cookie)).toEqual([]);
    });

    it('names nothing on the console\'s other addresses, nor for an id the API client would write otherwise', async () => {
      for (const address of ['/console/flows', '/console/flows/flow-3f2a9c01d4/results', '/console/flows/flow-3f2a9c01d4?tab=build', '/console/flows/a%2Fb', '/console/people']) {
        expect(await linkOf(address, owner.cookie), address).toBeNull();
      }
    });
  });
});
