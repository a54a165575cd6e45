// Issue #18's editor targets in headless Chromium against the built console and a real server on SQLite (bench/
// editor-server.ts): a 200 x 20 flow opens in the editor in under 1 s, an edit reaches the preview at p95 under
// 100 ms, and the console's first load stays under 150 KB gzip of JavaScript with the editor's chunks lazy.
// Timing is in the page (bench/page-probes.ts), from its own clock, so the driver's round trips do not count.
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/browser';
import type { Flow } from '../src/types/schemas';
import { forkServer } from './child-process';
import { profileSelfTime, type SelfTime } from './cpu-profile';
import { armEditProbe, watchShown } from './page-probes';
import { summarise } from './stats';
import { selfTimeByName, TRACE_CATEGORIES } from './trace-self-time';

type Summary = ReturnType<typeof summarise>;

interface Seeded {
  url: string;
  flowId: string;
  flowName: string;
  flowBytes: number;
  pageCount: number;
  email: string;
  password: string;
}

interface Script {
  url: string;
  kb: number;
}

export interface EditorFigures {
  flowName: string;
  flowKb: number;
  /** Navigation to /console/flows/<id> in a fresh context (empty cache) to the outline's last page and the preview's first question in the DOM, and the frame after. */
  openMs: Summary;
  openFrameMs: Summary;
  /** In the same loads: when the flow's JSON and the last lazy chunk had arrived (resource timing, responseEnd). */
  flowArrivedMs: Summary;
  /** When the browser asked for the flow's JSON (resource timing, startTime): what arrival waits on before the server. */
  flowRequestedMs: Summary;
  chunksArrivedMs: Summary;
  /** Requests for the flow's JSON in each cold open, as Chromium's network log has them: 1 when the console's fetch takes up the page's preload (Link header), 2 when it does not. */
  flowRequests: number[];
  /** From the flows list (the console loaded, the editor's chunks not yet): the click on the flow to its last state in the DOM, and the frame after. */
  fromListMs: Summary;
  fromListFrameMs: Summary;
  /** A keystroke in a question's text to the new text in the preview's respondent view, and the frame after. */
  editMs: Summary;
  editFrameMs: Summary;
  /** The scripts console.html names (loaded before any lazy chunk), gzip level 6 each. */
  firstLoad: Script[];
  /** Scripts the flows list fetched beyond those (a lazy chunk on first load). */
  flowsListExtra: Script[];
  /** Scripts opening the editor fetched beyond the first load: the editor's chunks and the first state's question views. */
  editorChunks: Script[];
  /** Whether the autosave after the edits ended in "Saved" (the 1.15 MB draft through PUT /v1/manage/flows/:id/draft). */
  saved: boolean;
  /** One more open, traced: the main thread's self time by trace event name, largest first. */
  trace: SelfTime[];
  /** And one under the sampling profiler: JavaScript self time by source (package or our file) and by function. */
  profile: { bySource: SelfTime[]; byFunction: SelfTime[]; byOurCaller: SelfTime[] };
  /** Ten more keystrokes under the profiler, after that open: where an edit's JavaScript goes. */
  editProfile: { bySource: SelfTime[]; byFunction: SelfTime[]; byOurCaller: SelfTime[] };
}

const gzipKb = (bytes: Buffer) => gzipSync(bytes).length / 1024;
const sum = (scripts: readonly Script[]) => scripts.reduce((total, s) => total + s.kb, 0);
/** The outline's list of a state's elements (StateCard's `editor.structure.elementsOf`). */
const elementsOf = (stateId: string) => `ol[aria-label="Elements of ${stateId}"]`;
const RESPONDENT_VIEW = 'section[aria-label="What the respondent sees"]';
/**
 * The editor is open when the outline shows its last page (folded, as a big flow opens: outline-expansion.ts) and
 * the preview shows the respondent's first state.
 */
const editorShown = (seeded: Seeded) => [`input[aria-label="Name of page ${seeded.pageCount}"]`, `${RESPONDENT_VIEW} h2, ${RESPONDENT_VIEW} legend, ${RESPONDENT_VIEW} label`];

/** The scripts an HTML page names: script tags and module preloads, as absolute URLs. */
async function scriptsNamedBy(pageUrl: string): Promise<string[]> {
  const html = await (await fetch(pageUrl)).text();
  // Parcel's minified HTML leaves attribute values unquoted: `<script type=module src=/console.2c85f066.js>`.
  const attribute = (tag: string, name: string) => new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`).exec(tag)?.slice(1).find((v) => v !== undefined);
  const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
  const urls = tags.flatMap((tag) => {
    if (tag.startsWith('<script')) return attribute(tag, 'src') ?? [];
    return attribute(tag, 'rel') === 'modulepreload' ? attribute(tag, 'href') ?? [] : [];
  });
  return urls.map((url) => new URL(url, pageUrl).href);
}

async function sizesOf(urls: readonly string[]): Promise<Script[]> {
  // Node's fetch undoes the server's compression: these are the files' own bytes.
  return Promise.all(urls.map(async (url) => ({ url, kb: gzipKb(Buffer.from(await (await fetch(url)).arrayBuffer())) })));
}

async function signIn(browser: Browser, seeded: Seeded): Promise<Awaited<ReturnType<BrowserContext['storageState']>>> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${seeded.url}/console/sign-in`);
  await page.getByLabel('Email').fill(seeded.email);
  await page.getByLabel('Password').fill(seeded.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/console/flows');
  const state = await context.storageState();
  await context.close();
  return state;
}

async function shownTimes(page: Page): Promise<{ clickAt?: number; shownAt: number; frameAt: number }> {
  await page.waitForFunction(() => window.benchFrameAt !== undefined, undefined, { timeout: 180_000 });
  return page.evaluate(() => ({ clickAt: window.benchClickAt, shownAt: window.benchShownAt!, frameAt: window.benchFrameAt! }));
}

/** One cold open of /console/flows/<id>: times from navigation start, and the JavaScript fetched until the outline showed. */
async function openDirectly(page: Page, seeded: Seeded) {
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  page.on('console', (message) => void (message.type() === 'error' && console.error(`console error: ${message.text().slice(0, 300)}`)));
  // Chromium warns of a preload nobody took up a few seconds after the load.
  page.on('console', (message) => void (message.type() === 'warning' && /preload/i.test(message.text()) && console.error(`console warning: ${message.text().slice(0, 300)}`)));
  await page.addInitScript(watchShown, editorShown(seeded));
  let flowRequests = 0;
  page.on('request', (request) => void (new URL(request.url()).pathname === `/v1/manage/flows/${seeded.flowId}` && flowRequests++));
  await page.goto(`${seeded.url}/console/flows/${seeded.flowId}`);
  const times = await shownTimes(page);
  const resources = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => ({ name: e.name, start: e.startTime, end: (e as PerformanceResourceTiming).responseEnd })));
  const flows = resources.filter((r) => new URL(r.name).pathname === `/v1/manage/flows/${seeded.flowId}`);
  const flow = flows[0];
  if (flows.length > 1) console.error(`the flow's JSON was fetched ${flows.length} times (resource timing): the preload was not taken up`);
  const scripts = resources.filter((r) => new URL(r.name).pathname.endsWith('.js') && r.end <= times.shownAt);
  return { ...times, flowRequestedAt: flow?.start ?? NaN, flowArrivedAt: flow?.end ?? NaN, flowRequests, scripts };
}

/** The flows list in a fresh context, then a click on the flow: the scripts the list fetched, and the click to the outline. */
async function openFromList(page: Page, seeded: Seeded) {
  await page.goto(`${seeded.url}/console/flows`);
  const link = page.getByRole('link', { name: seeded.flowName });
  await link.waitFor({ timeout: 60_000 });
  const listScripts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((name) => new URL(name).pathname.endsWith('.js')));
  await page.evaluate(watchShown, editorShown(seeded));
  await link.click();
  return { ...(await shownTimes(page)), listScripts };
}

/** `count` keystrokes at the end of the first state's first shown question's text, each timed to the preview. */
async function timeEdits(page: Page, seeded: Seeded, count: number): Promise<{ dom: number[]; frame: number[] }> {
  const list = page.locator(elementsOf('page0'));
  // The first question may start hidden (a show trigger's target); the preview shows the first one that is not.
  const rows = list.getByRole('button', { name: /^Question 1\.\d+(?!\d)/ });
  const preview = page.locator(RESPONDENT_VIEW);
  let chosen: string | undefined;
  for (const name of await rows.allInnerTexts()) {
    const candidate = /^Question 1\.\d+/.exec(name)![0];
    if (await preview.getByText(new RegExp(`${candidate.replace('.', '\\.')}(?!\\d)`)).count()) {
      chosen = candidate;
      break;
    }
  }
  if (!chosen) throw new Error('the preview shows none of the first state\'s questions by its title');
  await list.getByRole('button', { name: new RegExp(`^${chosen.replace('.', '\\.')}(?!\\d)`) }).click();
  const field = page.getByRole('tabpanel', { name: 'Build' }).getByRole('textbox', { name: 'Question EN' });
  await field.click({ timeout: 10_000 }).catch(async (error: Error) => {
    await page.screenshot({ path: '/tmp/editorbench-fail.png' });
    throw new Error(`${error.message}\nBuild tab: ${(await page.getByRole('tabpanel').first().innerText()).slice(0, 600)}`);
  });
  await page.keyboard.press('End');
  const dom: number[] = [];
  const frame: number[] = [];
  let text = chosen;
  for (let i = 0; i < count; i++) {
    const key = String.fromCharCode(97 + (i % 26));
    text += key;
    await page.evaluate(armEditProbe, { region: RESPONDENT_VIEW, text });
    await page.keyboard.press(key);
    const timing = await page.evaluate(() => Promise.race([
      window.benchEdit!,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the edit did not reach the preview in 30 s')), 30_000)),
    ]));
    dom.push(timing.domMs);
    frame.push(timing.frameMs);
    // A typist's pause, in which the flow's tests re-run (one a task, after the preview).
    await page.waitForTimeout(60);
  }
  return { dom, frame };
}

/** Whether the server's draft has the edits within 30 s: the autosave (700 ms after the last keystroke) PUT the whole draft. */
async function autosaved(seeded: Seeded, storageState: Awaited<ReturnType<BrowserContext['storageState']>>, edits: number): Promise<boolean> {
  const cookie = storageState.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const typed = new RegExp(`^Question 1\\.\\d+[a-z]{${edits}}$`);
  for (let attempt = 0; attempt < 30; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const detail = (await (await fetch(`${seeded.url}/v1/manage/flows/${seeded.flowId}`, { headers: { cookie } })).json()) as { draft?: Flow };
    if (detail.draft?.states[0]?.elements.some((e) => typed.test(e.question?.body?.en ?? ''))) return true;
  }
  return false;
}

/**
 * Starts the server with the seeded flow, signs in once in Chromium, then: `opens` cold opens of the editor (one more
 * first, left out as the server's and browser's warm-up), each beside an open from the flows list in another fresh
 * context; `edits` keystrokes timed to the preview; one traced open.
 */
export async function editorFigures(clientDir: string, { opens = 5, edits = 40 } = {}): Promise<EditorFigures> {
  const server = await forkServer<Seeded>(new URL('./editor-server.ts', import.meta.url), { BENCH_CLIENT_DIR: clientDir });
  const seeded = server.ready;
  const browser = await launchBrowser();
  try {
    const storageState = await signIn(browser, seeded);
    const fresh = () => browser.newContext({ storageState, viewport: { width: 1440, height: 900 }, locale: 'en-GB' });
    const firstLoadUrls = await scriptsNamedBy(`${seeded.url}/console/flows`);
    const first = new Set(firstLoadUrls);
    const open = { shown: [] as number[], frame: [] as number[], flow: [] as number[], flowRequested: [] as number[], chunks: [] as number[], flowRequests: [] as number[] };
    const fromList = { shown: [] as number[], frame: [] as number[] };
    let editorUrls: string[] = [];
    let listExtraUrls: string[] = [];
    let editTimes = { dom: [] as number[], frame: [] as number[] };
    let saved = false;
    for (let run = 0; run <= opens; run++) {
      const direct = await fresh();
      const page = await direct.newPage();
      const opened = await openDirectly(page, seeded);
      const lazy = opened.scripts.filter((s) => !first.has(s.name));
      if (run > 0) {
        open.shown.push(opened.shownAt);
        open.frame.push(opened.frameAt);
        open.flow.push(opened.flowArrivedAt);
        open.flowRequested.push(opened.flowRequestedAt);
        open.flowRequests.push(opened.flowRequests);
        open.chunks.push(Math.max(0, ...lazy.map((s) => s.end)));
      }
      editorUrls = lazy.map((s) => s.name);
      if (run === opens) {
        editTimes = await timeEdits(page, seeded, edits);
        saved = await autosaved(seeded, storageState, edits);
      }
      await direct.close();

      const listed = await fresh();
      const listPage = await listed.newPage();
      const viaList = await openFromList(listPage, seeded);
      listExtraUrls = viaList.listScripts.filter((url) => !first.has(url));
      if (run > 0) {
        fromList.shown.push(viaList.shownAt - viaList.clickAt!);
        fromList.frame.push(viaList.frameAt - viaList.clickAt!);
      }
      await listed.close();
    }

    const traced = await fresh();
    const tracedPage = await traced.newPage();
    await browser.startTracing(tracedPage, { categories: TRACE_CATEGORIES });
    await openDirectly(tracedPage, seeded);
    const trace = selfTimeByName(await browser.stopTracing());
    await traced.close();

    const profiled = await fresh();
    const profiledPage = await profiled.newPage();
    // A page of the same origin first: the profiler's session stays with the page's process through the navigation.
    await profiledPage.goto(`${seeded.url}/favicon.ico`);
    const profile = await profileSelfTime(profiledPage, async () => void (await openDirectly(profiledPage, seeded)));
    const editProfile = await profileSelfTime(profiledPage, async () => void (await timeEdits(profiledPage, seeded, 10)));
    await profiled.close();

    return {
      flowName: seeded.flowName,
      flowKb: seeded.flowBytes / 1024,
      openMs: summarise(open.shown),
      openFrameMs: summarise(open.frame),
      flowArrivedMs: summarise(open.flow),
      flowRequestedMs: summarise(open.flowRequested),
      chunksArrivedMs: summarise(open.chunks),
      flowRequests: open.flowRequests,
      fromListMs: summarise(fromList.shown),
      fromListFrameMs: summarise(fromList.frame),
      editMs: summarise(editTimes.dom),
      editFrameMs: summarise(editTimes.frame),
      firstLoad: await sizesOf(firstLoadUrls),
      flowsListExtra: await sizesOf(listExtraUrls),
      editorChunks: (await sizesOf(editorUrls)).sort((a, b) => b.kb - a.kb),
      saved,
      trace,
      profile,
      editProfile,
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}

const ms = (n: number) => (n < 100 ? `${n.toFixed(1)} ms` : `${Math.round(n).toLocaleString('en')} ms`);
const range = (s: Summary) => `${ms(s.median)} (${ms(s.min)}–${ms(s.max)})`;
const verdict = (ok: boolean) => (ok ? 'met' : 'not met');
const fileName = (url: string) => new URL(url).pathname.split('/').pop();

/** The figures as the lines of bench/results.md, each target stated met or not met from the range. */
export function editorLines(f: EditorFigures): string[] {
  const firstKb = sum(f.firstLoad);
  const lines = [
    `Flow "${f.flowName}" (${f.flowKb.toFixed(0)} KB of JSON), created through the API on SQLite; medians over ${f.openMs.n} cold opens (min–max), the first open left out as warm-up.`,
    '',
    '| measure | median (min–max) | frame after |',
    '|---|---|---|',
    `| navigation to /console/flows/<id> → outline's last page and the preview's first question in the DOM | ${range(f.openMs)} | ${range(f.openFrameMs)} |`,
    `| … of which: the flow's JSON requested / arrived / the last lazy chunk arrived | ${range(f.flowRequestedMs)} / ${range(f.flowArrivedMs)} / ${range(f.chunksArrivedMs)} | |`,
    `| click on the flow in the list → outline's last page and the preview's first question in the DOM | ${range(f.fromListMs)} | ${range(f.fromListFrameMs)} |`,
    `| keystroke in a question's text → the preview shows it, ${f.editMs.n} edits: p50 / p95 | ${ms(f.editMs.median)} / ${ms(f.editMs.p95)} (max ${ms(f.editMs.max)}) | ${ms(f.editFrameMs.median)} / ${ms(f.editFrameMs.p95)} |`,
    '',
    `- Requests for the flow's JSON per cold open (Chromium's network log; 1 when the console's fetch takes up the page's preload): ${f.flowRequests.join(', ')}.`,
    `- Open in under 1 s: ${verdict(f.openMs.max < 1000)} from a cold load (median ${ms(f.openMs.median)}), ${verdict(f.fromListMs.max < 1000)} from the list (median ${ms(f.fromListMs.median)}), over every run.`,
    `- Edit to preview at p95 under 100 ms: ${verdict(f.editMs.p95 < 100)} (${ms(f.editMs.p95)}; the frame after, ${ms(f.editFrameMs.p95)}).`,
    `- First load: ${firstKb.toFixed(1)} KB gzip of JavaScript in ${f.firstLoad.length} files named by console.html (target under 150 KB: ${verdict(firstKb < 150)}); the flows list fetched ${f.flowsListExtra.length === 0 ? 'no other script' : `${f.flowsListExtra.length} more (${sum(f.flowsListExtra).toFixed(1)} KB: ${f.flowsListExtra.map((s) => fileName(s.url)).join(', ')})`}.`,
    `- Editor chunks, lazy (not among the first load's): ${f.editorChunks.length} files, ${sum(f.editorChunks).toFixed(1)} KB gzip (largest: ${f.editorChunks.slice(0, 4).map((s) => `${fileName(s.url)} ${s.kb.toFixed(1)} KB`).join(', ')}).`,
    `- Autosave of the edited 200 x 20 draft: ${f.saved ? 'saved' : 'NOT saved'} (the bench server allows 8 MB bodies; the default BODY_LIMIT_BYTES of 1 MB refuses this flow).`,
    `- Where one traced cold open spends the main thread (self time): ${f.trace.slice(0, 8).map((t) => `${t.name} ${ms(t.ms)}`).join(', ')}.`,
    `- Its JavaScript by source (sampling profiler, another cold open, self time): ${f.profile.bySource.slice(0, 10).map((t) => `${t.name} ${ms(t.ms)}`).join(', ')}.`,
    `- Hottest functions there: ${f.profile.byFunction.slice(0, 10).map((t) => `${t.name} ${ms(t.ms)}`).join(', ')}.`,
    `- Ten keystrokes under the profiler, JavaScript by source: ${f.editProfile.bySource.slice(0, 10).map((t) => `${t.name} ${ms(t.ms)}`).join(', ')}.`,
    `- Hottest functions there: ${f.editProfile.byFunction.slice(0, 12).map((t) => `${t.name} ${ms(t.ms)}`).join(', ')}.`,
    `- Packages' time there by the nearest caller of ours: ${f.editProfile.byOurCaller.slice(0, 12).map((t) => `${t.name} ${ms(t.ms)}`).join(', ')}.`,
  ];
  return lines;
}
