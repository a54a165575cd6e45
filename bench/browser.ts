import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { startTestServer } from '../tests/server/harness';
import { seedDemoIfEmpty } from '../src/server/seed/seed-demo';
import { launchBrowser } from '../tests/e2e/browser';
import { summarise } from './stats';

const gzipKb = (bytes: Buffer) => gzipSync(bytes).length / 1024;

export interface BundleFigures {
  loaderKb: number;
  pluginChunks: { file: string; kb: number }[];
}

/** Sizes of the built files (npm run build first): the loader and every plugin view chunk, gzip. */
export function bundleFigures(clientDir = path.resolve('dist/client')): BundleFigures {
  const views = readdirSync(clientDir).filter((f) => /^View\..*\.js$/.test(f));
  return {
    loaderKb: gzipKb(readFileSync(path.join(clientDir, 'widget', 'loader', 'loader.js'))),
    pluginChunks: views.map((file) => ({ file, kb: gzipKb(readFileSync(path.join(clientDir, file))) })).sort((a, b) => b.kb - a.kb),
  };
}

export interface PageFigures {
  firstQuestionMs: { median: number; p95: number };
  initialJsKb: number;
  widgetLauncherMs: { median: number };
  widgetFirstQuestionMs: { median: number };
}

/**
 * In headless Chromium on localhost: navigation start to the first question of /feedback visible, the JavaScript
 * it transferred (gzip), the loader's script tag to the launcher visible, and a click to the first question in the frame.
 */
export async function pageFigures(runs = 7): Promise<PageFigures> {
  const server = await startTestServer({ now: Date.now() });
  server.clock.now = Date.now();
  await seedDemoIfEmpty(server.storage, Date.now());
  const browser = await launchBrowser();
  const first: number[] = [];
  const launcher: number[] = [];
  const frameQuestion: number[] = [];
  let initialJs = 0;
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts: Promise<number>[] = [];
      page.on('response', (response) => {
        if (response.url().endsWith('.js')) scripts.push(response.body().then((b) => gzipKb(b)).catch(() => 0));
      });
      await page.goto(`${server.url}/feedback?node_id=demo-node&lang=en`);
      await page.getByRole('radio', { name: '9' }).waitFor();
      first.push(await page.evaluate(() => performance.now()));
      if (run === 0) initialJs = (await Promise.all(scripts)).reduce((a, b) => a + b, 0);
      await page.goto(`${server.url}/demo`);
      const shown = page.locator('[data-canvass-widget]').locator('button');
      await shown.waitFor();
      launcher.push(await page.evaluate(() => performance.now() - (performance.getEntriesByName(`${location.origin}/loader.js`)[0]?.startTime ?? 0)));
      const clicked = Date.now();
      await shown.click();
      await page.frameLocator('iframe[title="Feedback"]').getByRole('radio', { name: '9' }).waitFor();
      frameQuestion.push(Date.now() - clicked);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const f = summarise(first.slice(1));
  return {
    firstQuestionMs: { median: f.median, p95: f.p95 },
    initialJsKb: initialJs,
    widgetLauncherMs: { median: summarise(launcher.slice(1)).median },
    widgetFirstQuestionMs: { median: summarise(frameQuestion.slice(1)).median },
  };
}
