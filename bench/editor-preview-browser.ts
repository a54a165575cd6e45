// `npm run bench:editor-preview -- --browser` runs this half: the same edit of a 200 x 20 draft as in jsdom, timed
// in Debian's Chromium (headless) on bench/editor-preview-page.tsx, bundled here with esbuild in production mode.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { launchBrowser } from '../tests/e2e/browser';
import type { Flow } from '../src/types/schemas';
import { summarise } from './stats';

const root = path.resolve(import.meta.dirname, '..');

export async function timeEditsInChromium(flow: Flow, samples: number): Promise<{ render: ReturnType<typeof summarise>; frame: ReturnType<typeof summarise> }> {
  const out = mkdtempSync(path.join(os.tmpdir(), 'canvass-editor-bench-'));
  await build({
    entryPoints: [path.join(root, 'bench/editor-preview-page.tsx')], bundle: true, splitting: true, format: 'esm', outdir: out,
    jsx: 'automatic', logLevel: 'error', minify: true, define: { 'process.env.NODE_ENV': '"production"' },
  });
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title><link rel="stylesheet" href="/out/editor-preview-page.css"></head>
<body><div id="root"></div><script type="module" src="/out/editor-preview-page.js"></script></body></html>`;
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://bench').pathname;
    if (url === '/') return void res.writeHead(200, { 'content-type': 'text/html' }).end(html);
    let body: Buffer;
    try {
      body = readFileSync(path.join(out, path.basename(url)));
    } catch {
      return void res.writeHead(404).end();
    }
    res.writeHead(200, { 'content-type': url.endsWith('.css') ? 'text/css' : 'text/javascript' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    await page.addInitScript((draft) => void ((window as unknown as { benchFlow: unknown }).benchFlow = draft), flow);
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    await page.getByRole('button', { name: 'Next' }).first().waitFor({ timeout: 60_000 });
    const render: number[] = [];
    const frame: number[] = [];
    for (let i = 0; i < samples; i++) {
      const timing = await page.evaluate((text) => window.timeEdit(text), `Question title, edit ${i}`);
      render.push(timing.renderMs);
      frame.push(timing.frameMs);
      // Time for the tests' tasks between edits, as between keystrokes.
      await page.waitForTimeout(20);
    }
    return { render: summarise(render), frame: summarise(frame) };
  } finally {
    await browser.close();
    server.close();
    rmSync(out, { recursive: true, force: true });
  }
}
