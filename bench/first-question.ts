// Issue #21's page targets, side by side in one run: a static reference page (the same first question and CSS, no
// JavaScript, served by the same Canvass server process), Canvass's /feedback (drawn by the server, then hydrated)
// and the SurveyJS page, each loaded cold in turn. Per round and page: the first question visible (opaque) on a load
// the driver leaves alone, then, on a second load, the first working click: the source option of a same-page
// condition clicked as soon as it shows, timed from navigation to the dependent question shown or hidden (which only
// the survey's model can do, so the click has reached it).
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/browser';
import { toCanvassFlow } from './adapters/canvass-flow';
import { toSurveyJson } from './adapters/surveyjs-json';
import { buildSurveyJsPage } from './anchors/surveyjs/build';
import { forkServer } from './child-process';
import { watchFirstQuestion } from './page-probes';
import { ratio, spread } from './format';
import { summarise } from './stats';
import type { Workload } from './workload';

type Name = 'static' | 'Canvass' | 'SurveyJS';

interface Side {
  name: Name;
  url: string;
  question: (id: string) => string;
  /** Whether the page can be clicked at all (the static reference has no script). */
  clicks: boolean;
}

export interface FirstQuestionFigures {
  name: Name;
  /** Navigation start to the first question's options visible and opaque, per cold load (the first left out). */
  firstQuestionMs: ReturnType<typeof summarise>;
  /** Navigation start to the first click's effect from the model (none for the static page). */
  firstWorkingClickMs?: ReturnType<typeof summarise>;
  /** JavaScript fetched until that effect (or until the first question for the static page), gzip level 6, summed. */
  jsKb: number;
  jsFiles: number;
}

declare global {
  interface Window {
    /** performance.now() when the clicked option's dependent question changed visibility; set by `watchFirstWorkingClick`. */
    benchWorkedAt?: number;
  }
}

/**
 * An init script: marks the moment `target` (a question's box) becomes visible (`visible`) or leaves (not visible)
 * after the page's first click. Member assignments only (see bench/page-probes.ts).
 */
function watchFirstWorkingClick({ target, visible }: { target: string; visible: boolean }): void {
  const state = { clicked: false } as { clicked: boolean; check(): void };
  state.check = () => {
    if (!state.clicked || window.benchWorkedAt !== undefined) return;
    if ((document.querySelector(target)?.checkVisibility() ?? false) !== visible) return;
    window.benchWorkedAt = performance.now();
    observer.disconnect();
  };
  addEventListener('click', () => void ((state.clicked = true), state.check()), { capture: true, once: true });
  const observer = new MutationObserver(() => state.check());
  observer.observe(document, { subtree: true, childList: true, attributes: true });
}

/** The first choice question on the first page that shows or hides a later question of that page. */
function interactionOf(workload: Workload) {
  const [first] = workload.pages;
  for (const target of first!.questions) {
    const condition = target.condition;
    const source = first!.questions.find((q) => q.id === condition?.sourceId);
    if (!condition || source?.kind !== 'choice') continue;
    return { sourceId: source.id, targetId: target.id, key: String(condition.equals), visible: condition.effect === 'show' };
  }
  throw new Error('the workload has no same-page condition on its first page to click');
}

/**
 * One cold load. `click`: the first working click is timed (the driver clicks the option as soon as it shows, and
 * asks the page whether it is clickable until then); without it nothing talks to the page until its first question
 * shows, as with a visitor. The first question is timed on loads of the second kind only: the driver's polling runs
 * in the page's main thread and slowed the loading it measured, on the pages that click and not on the static one.
 */
async function loadOnce(browser: Browser, side: Side, workload: Workload, click: boolean) {
  const pair = interactionOf(workload);
  const firstId = workload.pages[0]!.questions[0]!.id;
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.endsWith('.js')) return;
    // A script still arriving when the load is over (a chunk fetched after the click) is never read: its body's
    // failure once the context is closed is nobody's.
    const body = response.body();
    body.catch(() => undefined);
    bodies.set(response.url(), body);
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(watchFirstQuestion, `${side.question(firstId)} label`);
  await page.addInitScript(watchFirstWorkingClick, { target: side.question(pair.targetId), visible: pair.visible });
  await page.goto(side.url, { waitUntil: 'commit' });
  let workedAt: number | undefined;
  if (click) {
    const option = page.locator(`${side.question(pair.sourceId)} label`).filter({ hasText: new RegExp(`^${pair.key.toUpperCase()}$`) });
    await option.click({ timeout: 60_000 });
    await page.waitForFunction(() => window.benchWorkedAt !== undefined, undefined, { timeout: 30_000 }).catch((error: Error) => {
      throw new Error(`${side.name}: the first click did nothing in 30 s (${errors.slice(-3).join('; ') || 'no page error'}): ${error.message}`);
    });
    workedAt = await page.evaluate(() => window.benchWorkedAt);
  }
  await page.waitForFunction(() => window.benchFirstQuestionAt !== undefined, undefined, { timeout: 30_000 });
  const { firstMs, scripts } = await page.evaluate((until) => ({
    firstMs: window.benchFirstQuestionAt!,
    scripts: performance.getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname.endsWith('.js') && e.startTime <= (until ?? window.benchFirstQuestionAt!))
      .map((e) => e.name),
  }), workedAt);
  const sizes = await Promise.all(scripts.map(async (url) => gzipSync(await (bodies.get(url) ?? Promise.resolve(Buffer.alloc(0)))).length / 1024));
  await context.close();
  return { firstMs, workedAt, jsKb: sizes.reduce((a, b) => a + b, 0), jsFiles: scripts.length };
}

/** The Canvass page as the server sends it, without a script: the physical floor of showing that first question. */
function staticReference(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link rel="?modulepreload"?[^>]*>/g, '');
}

/** Starts the three pages, then loads them in turn `loads` times each (the first of each is a warm-up). */
export async function compareFirstQuestions(workload: Workload, clientDir: string, loads = 8): Promise<FirstQuestionFigures[]> {
  const node = { id: 'bench-node', name: 'Bench', flow_id: workload.id, default_language_id: 1, operating: true, operating_24_7: true, status: 'active' };
  const anchorDir = await buildSurveyJsPage();
  writeFileSync(path.join(anchorDir, 'survey.json'), JSON.stringify(toSurveyJson(workload)));
  const documents = path.join(anchorDir, 'canvass-documents.json');
  writeFileSync(documents, JSON.stringify({ flows: [toCanvassFlow(workload)], nodes: [node] }));
  const [server, anchor] = await Promise.all([
    forkServer(new URL('./screen-server.ts', import.meta.url), { BENCH_CLIENT_DIR: clientDir, BENCH_DOCUMENTS: documents }),
    forkServer(new URL('./anchors/static-server-process.ts', import.meta.url), { BENCH_ROOT: anchorDir }),
  ]);
  const canvassUrl = `${server.ready.url}/feedback?node_id=${node.id}&lang=en`;
  const drawn = await (await fetch(canvassUrl)).text();
  if (!drawn.includes('data-first-state')) throw new Error('the Canvass page came without its first state drawn');
  // Served from the client folder by the same server process as the Canvass page (its static files route).
  writeFileSync(path.join(clientDir, 'bench-static-reference.html'), staticReference(drawn));
  const canvassQuestion = (id: string) => `[data-question-id="${id}"]`;
  const sides: Side[] = [
    { name: 'static', url: `${server.ready.url}/bench-static-reference.html`, question: canvassQuestion, clicks: false },
    { name: 'Canvass', url: canvassUrl, question: canvassQuestion, clicks: true },
    { name: 'SurveyJS', url: `${anchor.ready.url}/`, question: (id) => `[data-name="${id}"]`, clicks: true },
  ];
  const browser = await launchBrowser();
  try {
    const runs = sides.map(() => ({ first: [] as number[], worked: [] as number[], jsKb: 0, jsFiles: 0 }));
    for (let load = 0; load < loads; load++) {
      for (const [s, side] of sides.entries()) {
        // The first question on a load nobody touches, then (for a page with a script) the first working click.
        const seen = await loadOnce(browser, side, workload, false);
        const clicked = side.clicks ? await loadOnce(browser, side, workload, true) : seen;
        if (load === 0) continue;
        runs[s]!.first.push(seen.firstMs);
        if (clicked.workedAt !== undefined) runs[s]!.worked.push(clicked.workedAt);
        Object.assign(runs[s]!, { jsKb: clicked.jsKb, jsFiles: clicked.jsFiles });
      }
    }
    return sides.map((side, s) => ({
      name: side.name,
      firstQuestionMs: summarise(runs[s]!.first),
      firstWorkingClickMs: side.clicks ? summarise(runs[s]!.worked) : undefined,
      jsKb: runs[s]!.jsKb,
      jsFiles: runs[s]!.jsFiles,
    }));
  } finally {
    await browser.close();
    await Promise.all([anchor.stop(), server.stop()]);
    rmSync(anchorDir, { recursive: true, force: true });
  }
}

const gate = (met: boolean) => (met ? 'met' : 'not met');

/** The comparison's table and its closing lines, each target met or not from the range of the loads. */
export function firstQuestionLines(figures: FirstQuestionFigures[]): string[] {
  const [reference, canvass, surveyjs] = figures as [FirstQuestionFigures, FirstQuestionFigures, FirstQuestionFigures];
  const lines = [
    '| page | first question visible, median (min–max) | first working click, median (min–max) | loads | JavaScript until then (gzip) |',
    '|---|---|---|---|---|',
    ...figures.map((f) => `| ${f.name} | ${spread(f.firstQuestionMs)} | ${f.firstWorkingClickMs ? spread(f.firstWorkingClickMs) : 'no script'} | ${f.firstQuestionMs.n} | ${f.jsKb.toFixed(1)} KB in ${f.jsFiles} file${f.jsFiles === 1 ? '' : 's'} |`),
    '',
  ];
  // Canvass ÷ static: how far above the floor; SurveyJS ÷ Canvass: how much sooner.
  const overStatic = ratio(canvass.firstQuestionMs, reference.firstQuestionMs);
  const sooner = ratio(surveyjs.firstQuestionMs, canvass.firstQuestionMs);
  const click = ratio(canvass.firstWorkingClickMs!, surveyjs.firstWorkingClickMs!);
  lines.push(`- First question, Canvass ÷ static ${overStatic.text} (target ≤ 1.3× at the median: ${gate(overStatic.value <= 1.3)}; over the range: ${gate(overStatic.high <= 1.3)}).`);
  lines.push(`- First question, SurveyJS ÷ Canvass ${sooner.text} (target ≥ 5× at the median: ${gate(sooner.value >= 5)}; ≥ 3× over the range: ${gate(sooner.low >= 3)}).`);
  lines.push(`- First working click, Canvass ÷ SurveyJS ${click.text} (target ≤ 0.5× at the median: ${gate(click.value <= 0.5)}; over the range: ${gate(click.high <= 0.5)}).`);
  lines.push(`- Initial JavaScript (fetched until the first working click): Canvass ${canvass.jsKb.toFixed(1)} KB gzip in ${canvass.jsFiles} files, SurveyJS ${surveyjs.jsKb.toFixed(1)} KB (target Canvass ≤ 153 KB: ${gate(canvass.jsKb <= 153)}).`);
  return lines;
}
