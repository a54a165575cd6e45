// The console's Turkish strings are a chunk of their own (src/console/console.tsx): a Turkish browser gets the
// console in Turkish, an English one in English without ever fetching that chunk.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startTestServer, type TestServer } from '../server/harness';
import { launchBrowser } from './browser';

describe('the console in the browser\'s language', { timeout: 120_000 }, () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startTestServer({ now: Date.now() });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const open = async (locale: string) => {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname)));
    await page.goto(`${server.url}/console/sign-in`);
    return { page, scripts, close: () => context.close() };
  };

  it('speaks Turkish to a Turkish browser', async () => {
    const { page, close } = await open('tr-TR');
    await expect(page.getByRole('heading', { level: 1, name: 'Canvass\'a giriş yapın' }).waitFor({ timeout: 30_000 })).resolves.toBeUndefined();
    expect(await page.getByRole('button', { name: 'Giriş yap' }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('tr');
    await close();
  });

  it('speaks English to others, without loading the Turkish strings', async () => {
    const { page, scripts, close } = await open('en-GB');
    await page.getByRole('heading', { level: 1, name: 'Sign in to Canvass' }).waitFor({ timeout: 30_000 });
    expect(scripts.filter((script) => /\/tr\.[0-9a-f]+\.js$/.test(script))).toEqual([]);
    await close();
  });
});
