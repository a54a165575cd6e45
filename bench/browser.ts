import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../tests/e2e/browser';
import { forkServer } from './child-process';
import { summarise } from './stats';

const gzipKb = (bytes: Buffer) => gzipSync(bytes).length / 1024;

export interface BundleFigures {
  loaderKb: number;
  pluginChunks: { file: string; kb: number }[];
}

/** Sizes of the built files in `clientDir`: the loader and every plugin view chunk, gzip. */
export function bundleFigures(clientDir: string): BundleFigures {
  const views = readdirSync(clientDir).filter((f) => /^View\..*\.js$/.test(f));
  return {
    loaderKb: gzipKb(readFileSync(path.join(clientDir, 'widget', 'loader', 'loader.js'))),
    pluginChunks: views.map((file) => ({ file, kb: gzipKb(readFileSync(path.join(clientDir, file))) })).sort((a, b) => b.kb - a.kb),
  };
}

export interface WidgetFigures {
  launcherMs: ReturnType<typeof summarise>;
  firstQuestionMs: ReturnType<typeof summarise>;
}

/**
 * In headless Chromium on localhost, on the demo host page: the loader's script tag to the launcher visible,
 * and a click on the launcher to the first question in the frame. The first of `runs` is a warm-up.
 */
export async function widgetFigures(clientDir: string, runs = 7): Promise<WidgetFigures> {
  // The server in a process of its own, with the demo of `npm start` (bench/screen-server.ts).
  const server = await forkServer(new URL('./screen-server.ts', import.meta.url), { BENCH_CLIENT_DIR: clientDir });
  const browser = await launchBrowser();
  const launcher: number[] = [];
  const frameQuestion: number[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${server.ready.url}/demo`);
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
  return { launcherMs: summarise(launcher.slice(1)), firstQuestionMs: summarise(frameQuestion.slice(1)) };
}
