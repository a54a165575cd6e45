// The flow editor's live preview in Chromium (issue #18): the preview alone, on a harness page bundled here with
// esbuild (the editor shell and its route are built elsewhere; the preview needs no server). Screenshots at 360
// and 1280 px go to tests/e2e/artifacts/; axe judges the page with the preview answered, recorded and tested.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';

const root = path.resolve(import.meta.dirname, '../..');
const HTML = `<!doctype html><html lang="en" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Flow editor preview</title><link rel="stylesheet" href="/styles.css"><link rel="stylesheet" href="/console.css"><link rel="stylesheet" href="/out/harness.css">
<style>.cv-harness { padding: 1rem; } .cv-harness__main { max-inline-size: 34rem; margin-inline: auto; display: flex; flex-direction: column; gap: 1rem; } .cv-harness__title { margin: 0; font-size: 1.5rem; }</style>
</head><body><div id="root"></div><script type="module" src="/out/harness.js"></script></body></html>`;
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html; charset=utf-8' };

let out: string;
let server: Server;
let base: string;
let browser: Browser;

beforeAll(async () => {
  out = mkdtempSync(path.join(os.tmpdir(), 'canvass-editor-preview-'));
  await build({
    entryPoints: [path.join(root, 'tests/e2e/fixtures/editor-preview/harness.tsx')],
    bundle: true, splitting: true, format: 'esm', outdir: out, jsx: 'automatic', logLevel: 'error',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const files: Record<string, string> = { '/styles.css': path.join(root, 'src/client/styles.css'), '/console.css': path.join(root, 'src/console/console.css') };
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://harness').pathname;
    const file = url === '/' ? null : (files[url] ?? (url.startsWith('/out/') ? path.join(out, path.basename(url)) : undefined));
    try {
      const body = file === null ? HTML : readFileSync(file!);
      res.writeHead(200, { 'content-type': file === null ? TYPES['.html']! : (TYPES[path.extname(file!)] ?? 'application/octet-stream') }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  server?.close();
  if (out) rmSync(out, { recursive: true, force: true });
});

async function open(width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await page.goto(base);
  await page.getByRole('radio', { name: 'Difficult' }).waitFor();
  return page;
}

const frame = (page: Page) => page.getByRole('region', { name: 'What the respondent sees' });

describe('the flow editor preview in Chromium', { timeout: 60_000 }, () => {
  it('runs the draft, takes an edit at once, records a test that passes, and is axe-clean (1280 px)', async () => {
    const page = await open(1280);
    await frame(page).getByRole('radio', { name: 'Difficult' }).click();
    await frame(page).getByRole('textbox', { name: 'What got in the way?' }).fill('The card form');
    await page.evaluate(() => window.renameFirstQuestion('How did checkout go?'));
    await expect(frame(page).getByRole('radiogroup', { name: /How did checkout go\?/ }).isVisible()).resolves.toBe(true);
    await expect(frame(page).getByRole('textbox', { name: 'What got in the way?' }).inputValue()).resolves.toBe('The card form');

    await page.getByRole('button', { name: 'Record as test' }).click();
    await frame(page).getByRole('radio', { name: 'Difficult' }).click();
    await frame(page).getByRole('textbox', { name: 'What got in the way?' }).fill('The card form');
    await frame(page).getByRole('button', { name: 'Next' }).click();
    await frame(page).getByRole('radio', { name: /^4/ }).click();
    await frame(page).getByRole('button', { name: 'Send' }).click();
    await page.getByRole('button', { name: 'Stop recording' }).click();
    await page.getByRole('textbox', { name: /Name of the test/ }).fill('A difficult checkout is sent');
    await page.getByRole('button', { name: 'Save test' }).click();
    await page.getByText('The test passes against this draft.').waitFor();
    await page.getByRole('heading', { name: 'This is what would be sent' }).waitFor();

    await page.getByRole('button', { name: 'Desktop' }).click();
    await page.screenshot({ path: 'tests/e2e/artifacts/editor-preview-1280.png', fullPage: true });
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    // An edit that sends the first state straight to the thank-you page breaks the recorded path at its third step.
    await page.evaluate(() => window.linkFirstStateTo('thanks'));
    await page.getByText('Fails at step 3: press Next').waitFor();
    await page.getByRole('button', { name: 'Phone' }).click();
    await page.getByRole('button', { name: 'Close' }).click();
    await page.screenshot({ path: 'tests/e2e/artifacts/editor-preview-failing-1280.png', fullPage: true });
    await page.context().close();
  });

  it('shows the phone frame in Turkish at 360 px, axe-clean, and Arabic right to left', async () => {
    const page = await open(360);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('tr');
    await frame(page).getByRole('radio', { name: 'Zor' }).click();
    await frame(page).getByRole('textbox', { name: 'Ne zorladı?' }).waitFor();
    await page.screenshot({ path: 'tests/e2e/artifacts/editor-preview-360.png', fullPage: true });
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    // Arabic lays the respondent's page out right to left inside the frame; the console around it stays as it is.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
    await frame(page).getByRole('radiogroup', { name: /كيف كانت عملية الدفع/ }).waitFor();
    await expect(frame(page).getAttribute('dir')).resolves.toBe('rtl');
    await expect(page.locator('html').getAttribute('dir')).resolves.toBe('ltr');
    await page.screenshot({ path: 'tests/e2e/artifacts/editor-preview-ar-360.png', fullPage: true });
    await page.context().close();
  });
});
