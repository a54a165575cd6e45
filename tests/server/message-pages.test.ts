// Issue #16: addresses that lead nowhere answer a page of our own in the browser's language, never a redirect to a
// placeholder domain or a blank page; every page has an icon, so no console shows a favicon 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { seedTestData } from './fixtures';
import { acceptedLanguage } from '../../src/server/services/accept-language';

describe('pages for addresses that lead nowhere', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await seedTestData(server.storage);
  });
  afterAll(() => server.stop());

  const page = async (address: string, language?: string) => {
    const answer = await fetch(`${server.url}${address}`, { redirect: 'manual', headers: language ? { 'accept-language': language } : {} });
    return { status: answer.status, type: answer.headers.get('content-type'), location: answer.headers.get('location'), html: await answer.text() };
  };

  it('answers an unknown path with a 404 page of its own, not a redirect', async () => {
    const { status, type, location, html } = await page('/nothing-here');
    expect(status).toBe(404);
    expect(location).toBeNull();
    expect(type).toMatch(/^text\/html/);
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<h1>404 Not Found</h1>');
    expect(html).toContain('Looks like the URL is typed wrong');
    // The badge, linking to the provider's site, and the icon.
    expect(html).toContain(`href="${server.config.providerSite.en}"`);
    expect(html).toContain('Powered by Canvass');
    expect(html).toContain('rel="icon"');
    expect(html).not.toContain('<script');
  });

  it('speaks the browser’s language (Accept-Language), right to left where it is written so', async () => {
    const turkish = await page('/nothing-here', 'tr-TR,tr;q=0.9,en;q=0.8');
    expect(turkish.html).toContain('<html lang="tr" dir="ltr">');
    expect(turkish.html).toContain(`href="${server.config.providerSite.tr}"`);
    expect(turkish.html).not.toContain('Powered by Canvass');
    const arabic = await page('/nothing-here', 'ar');
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
    const persian = await page('/nothing-here', 'fa-IR');
    expect(persian.html).toContain('<html lang="fa" dir="rtl">');
  });

  it('explains a respondent address missing its parameter, or with a widget code that does not exist', async () => {
    for (const address of ['/feedback', '/feedback?node_id=', '/web_feedback', '/flow_preview', '/widget', '/widget?code=PSN-BAD', '/widget?code=PSN-NOPE999']) {
      const { status, html } = await page(address);
      expect(status, address).toBe(404);
      expect(html, address).toContain('Looks like the URL is typed wrong');
    }
  });

  it('still redirects unknown paths to NOT_FOUND_URL when it is set', async () => {
    const redirecting = await startTestServer({ env: { NOT_FOUND_URL: 'https://www.example.org/missing' } });
    try {
      const answer = await fetch(`${redirecting.url}/nothing-here`, { redirect: 'manual' });
      await answer.arrayBuffer();
      expect(answer.status).toBe(302);
      expect(answer.headers.get('location')).toBe('https://www.example.org/missing');
    } finally {
      await redirecting.stop();
    }
  });

  it('answers /favicon.ico and /favicon.svg with the icon', async () => {
    for (const name of ['/favicon.ico', '/favicon.svg']) {
      const answer = await fetch(`${server.url}${name}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(await answer.text()).toMatch(/^<svg/);
    }
  });
});

describe('acceptedLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['de-DE,de;q=0.9', 'de'],
    ['xx,fr-CA;q=0.5,fr;q=0.8', 'fr'],
    ['fr-CA', 'fr-ca'],
    ['zh-CN,zh;q=0.9', 'zh-hans'],
    ['zh-TW', 'zh-tw'],
    ['zh-Hant-HK', 'zh-tw'],
    ['nb-NO', 'no'],
    ['fa', 'ir'],
    ['en;q=0.1,ja;q=0.9', 'ja'],
    ['*', 'en'],
    ['de;q=0', 'en'],
    ['en-GB,tr', 'en'],
  ])('%s → %s', (header, language) => {
    expect(acceptedLanguage(header)).toBe(language);
  });
});
