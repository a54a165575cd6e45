// Screen: the same 50 x 10 workload as Canvass's /feedback and as a SurveyJS page (survey-react-ui), both from
// localhost in headless Chromium: first question visible, initial JavaScript, click to visibility update.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/browser';
import { toCanvassFlow } from './adapters/canvass-flow';
import { toSurveyJson } from './adapters/surveyjs-json';
import { buildSurveyJsPage } from './anchors/surveyjs/build';
import { forkServer } from './child-process';
import { armVisibilityProbe, watchFirstQuestion } from './page-probes';
import { summarise } from './stats';
import { OPTION_KEYS, type Workload } from './workload';

interface Side {
  name: 'Canvass' | 'SurveyJS';
  url: string;
  /** The CSS selector of a question's box, by question id. */
  question: (id: string) => string;
}

export interface ScreenFigures {
  name: Side['name'];
  /** Navigation start to the first question's options visible, per page load (the first load left out). */
  firstQuestionMs: ReturnType<typeof summarise>;
  /** JavaScript fetched before the first question was visible, gzip (level 6) of each file's bytes, summed. */
  initialJsKb: number;
  jsFiles: number;
  /** Click on an option to the dependent question shown or hidden in the DOM. */
  clickMs: ReturnType<typeof summarise>;
}

/** The first choice question on the first page that shows or hides a later question of that page. */
function interactionOf(workload: Workload) {
  const [first] = workload.pages;
  for (const target of first!.questions) {
    const condition = target.condition;
    const source = first!.questions.find((q) => q.id === condition?.sourceId);
    if (!condition || source?.kind !== 'choice') continue;
    const other = OPTION_KEYS.find((key) => key !== condition.equals)!;
    return { sourceId: source.id, targetId: target.id, equals: String(condition.equals), other, showsOnEquals: condition.effect === 'show' };
  }
  throw new Error('the workload has no same-page condition on its first page to click');
}

const gzipKb = (bytes: Buffer) => gzipSync(bytes).length / 1024;

async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: no answer in ${ms} ms`)), ms)));
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** One cold load (fresh context, empty cache): first question time and the JavaScript fetched before it. */
async function loadOnce(browser: Browser, side: Side, firstId: string): Promise<{ page: Page; firstMs: number; jsKb: number; jsFiles: number; close(): Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) bodies.set(response.url(), response.body());
  });
  await page.addInitScript(watchFirstQuestion, `${side.question(firstId)} label`);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => void (response.status() >= 400 && errors.push(`${response.status()} ${response.url()}`)));
  await page.goto(side.url);
  await page.waitForFunction(() => window.benchFirstQuestionAt !== undefined, undefined, { timeout: 30_000 }).catch((error: Error) => {
    throw new Error(`${side.name}: first question not visible in 30 s (${errors.slice(-3).join('; ') || 'no page error'}): ${error.message}`);
  });
  const { firstMs, scripts } = await page.evaluate(() => ({
    firstMs: window.benchFirstQuestionAt!,
    scripts: performance.getEntriesByType('resource')
      // Scripts however they were asked for: script tags, imports, and module preloads (initiator "link").
      .filter((e) => new URL(e.name).pathname.endsWith('.js') && e.startTime <= window.benchFirstQuestionAt!)
      .map((e) => e.name),
  }));
  const sizes = await Promise.all(scripts.map(async (url) => gzipKb(await (bodies.get(url) ?? Promise.resolve(Buffer.alloc(0))))));
  return { page, firstMs, jsKb: sizes.reduce((a, b) => a + b, 0), jsFiles: scripts.length, close: () => context.close() };
}

/** `count` clicks on the source question, alternating the option that toggles the target with another one. */
async function clickTimes(page: Page, side: Side, workload: Workload, count: number): Promise<number[]> {
  const pair = interactionOf(workload);
  const option = (key: string) => page.locator(`${side.question(pair.sourceId)} label`).filter({ hasText: new RegExp(`^${key.toUpperCase()}$`) });
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const key = i % 2 === 0 ? pair.equals : pair.other;
    await page.evaluate(armVisibilityProbe, { target: side.question(pair.targetId), visible: (key === pair.equals) === pair.showsOnEquals });
    await option(key).click();
    times.push(await withTimeout(page.evaluate(() => window.benchProbe!), 10_000, `${side.name} click ${i}`));
  }
  return times;
}

/** Starts both pages, then loads them in turn `loads` times each (the first of each is a warm-up). */
export async function compareScreens(workload: Workload, clientDir: string, loads = 8, clicks = 50): Promise<ScreenFigures[]> {
  const node = { id: 'bench-node', name: 'Bench', flow_id: workload.id, default_language_id: 1, operating: true, operating_24_7: true, status: 'active' };
  const anchorDir = await buildSurveyJsPage();
  writeFileSync(path.join(anchorDir, 'survey.json'), JSON.stringify(toSurveyJson(workload)));
  const documents = path.join(anchorDir, 'canvass-documents.json');
  writeFileSync(documents, JSON.stringify({ flows: [toCanvassFlow(workload)], nodes: [node] }));
  // Both pages are served by processes of their own, as for real visitors (bench/child-process.ts).
  const [server, anchor] = await Promise.all([
    forkServer(new URL('./screen-server.ts', import.meta.url), { BENCH_CLIENT_DIR: clientDir, BENCH_DOCUMENTS: documents }),
    forkServer(new URL('./anchors/static-server-process.ts', import.meta.url), { BENCH_ROOT: anchorDir }),
  ]);
  const sides: Side[] = [
    { name: 'Canvass', url: `${server.ready.url}/feedback?node_id=${node.id}&lang=en`, question: (id) => `[data-question-id="${id}"]` },
    { name: 'SurveyJS', url: `${anchor.ready.url}/`, question: (id) => `[data-name="${id}"]` },
  ];
  const firstId = workload.pages[0]!.questions[0]!.id;
  const browser = await launchBrowser();
  try {
    const runs = sides.map(() => ({ first: [] as number[], jsKb: 0, jsFiles: 0, clicks: [] as number[] }));
    for (let load = 0; load < loads; load++) {
      for (const [s, side] of sides.entries()) {
        const loaded = await loadOnce(browser, side, firstId);
        if (load > 0) runs[s]!.first.push(loaded.firstMs);
        Object.assign(runs[s]!, { jsKb: loaded.jsKb, jsFiles: loaded.jsFiles });
        if (load === loads - 1) runs[s]!.clicks = await clickTimes(loaded.page, side, workload, clicks);
        await loaded.close();
      }
    }
    return sides.map((side, s) => ({
      name: side.name,
      firstQuestionMs: summarise(runs[s]!.first),
      initialJsKb: runs[s]!.jsKb,
      jsFiles: runs[s]!.jsFiles,
      clickMs: summarise(runs[s]!.clicks),
    }));
  } finally {
    await browser.close();
    await Promise.all([anchor.stop(), server.stop()]);
    rmSync(anchorDir, { recursive: true, force: true });
  }
}
