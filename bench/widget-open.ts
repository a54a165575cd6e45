// Issue #21: the widget's click → first question visible with a prepared frame and cold (no prewarm), beside the
// hosted page's first question, in headless Chromium. Run alone with `npm run bench:widget`; `npm run bench` too.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Frame, Page } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/browser';
import { forkServer } from './child-process';
import { ratio, spread, time } from './format';
import { watchFirstQuestion } from './page-probes';
import { summarise } from './stats';

type Spread = ReturnType<typeof summarise>;

export interface WidgetOpenFigures {
  /** Script tag to launcher visible, on the host page. */
  launcherMs: Spread;
  /** Click on the launcher to the first question visible in the frame, the frame prepared while the page was idle. */
  prewarmedMs: Spread;
  /** The same with `CanvassSettings.prewarm = false`: the frame loads at the click's press, here at once before it. */
  coldMs: Spread;
  /**
   * Cold again, tapped as a person taps: a press of TAP_PRESS_MS, then the click. From the click, which the other
   * figures time, and from the press, where the tap began (issue #21: the frame starts loading at the press).
   */
  tappedFromClickMs: Spread;
  tappedFromPressMs: Spread;
  /** /feedback of the same node: navigation start to its first question visible. */
  hostedMs: Spread;
}

/** The demo's first question's options (an NPS scale), in the frame and on the hosted page. */
const FIRST_QUESTION = '[data-question-id] [role="radio"]';

declare global {
  interface Window {
    /** Epoch milliseconds (timeOrigin + now) of the click on the launcher, on the host page. */
    benchClickEpoch?: number;
    /** The launcher's pointerdown, on the host page's clock (the tapped cold open). */
    benchPressEpoch?: number;
    /** Epoch milliseconds when the frame's first question was first visible in the host page's viewport. */
    benchShownEpoch?: number;
  }
}

/**
 * An init script for the widget frame (it runs in every frame; it acts only in /widget): records when an element
 * matching `selector` is first on screen in the host page's viewport: the rendering update at which it intersects
 * it (IntersectionObserver's `time`, as bench/page-probes.ts watchFirstQuestion times the hosted page) and is opaque.
 * Intersection is with the top-level viewport, so a question already drawn in the hidden (display: none) prepared
 * frame does not count until the frame shows. Epoch time, so the host page's click (another process: the frame is
 * cross-origin) compares with it. Until 2026-11-27 the time was taken when the observer's callback ran, which a
 * frame busy starting its scripts right after its first paint delivers late. Member assignments, not named
 * functions: see bench/page-probes.ts.
 */
function watchFrameQuestion(selector: string): void {
  if (location.pathname !== '/widget') return;
  const probe = { watched: false } as { watched: boolean; opaque(element: Element, at: number): void };
  probe.opaque = (element, at) => {
    if (element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) window.benchShownEpoch = performance.timeOrigin + at;
    else requestAnimationFrame((frame) => probe.opaque(element, frame));
  };
  const intersection = new IntersectionObserver((entries) => {
    const seen = entries.find((entry) => entry.isIntersecting);
    if (!seen || window.benchShownEpoch !== undefined) return;
    intersection.disconnect();
    probe.opaque(seen.target, seen.time);
  });
  const mutations = new MutationObserver(() => {
    const element = document.querySelector(selector);
    if (!element || probe.watched) return;
    probe.watched = true;
    mutations.disconnect();
    intersection.observe(element);
  });
  mutations.observe(document, { subtree: true, childList: true });
}

/** A host site on another origin than Canvass (127.0.0.1 against localhost), as a customer's is; ?cold opts out. */
async function startHostSite(canvassOrigin: string): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const cold = new URL(req.url ?? '/', 'http://host').searchParams.has('cold');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host shop</title></head>
<body><main><h1>Host shop</h1><p>A page with the widget.</p></main>${cold ? '<script>window.CanvassSettings={prewarm:false};</script>' : ''}
<script async src="${canvassOrigin}/loader.js" data-canvass-code="PSN-DEMO001"></script></body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

/** A tap's press, pointerdown to click: about what a finger on a phone takes. */
const TAP_PRESS_MS = 100;

/**
 * One opening in a fresh context: prepared while idle, or cold (`prewarm: false`). `tap`: the launcher is pressed for
 * TAP_PRESS_MS before its click (Playwright's own click presses and releases at once). Returns script tag → launcher,
 * click → first question and press → first question.
 */
async function openOnce(browser: Browser, hostUrl: string, cold: boolean, tap = false): Promise<{ launcherMs: number; openMs: number; fromPressMs: number }> {
  const context = await browser.newContext();
  try {
    await context.addInitScript(watchFrameQuestion, FIRST_QUESTION);
    const page = await context.newPage();
    await page.goto(cold ? `${hostUrl}?cold` : hostUrl);
    const launcher = page.locator('[data-canvass-widget]').locator('button');
    await launcher.waitFor();
    const launcherMs = await page.evaluate(() => performance.now() - (performance.getEntriesByType('resource').find((e) => e.name.endsWith('/loader.js'))?.startTime ?? 0));
    if (!cold) await preparedFrame(page);
    await page.evaluate(() => {
      addEventListener('pointerdown', (event) => void (window.benchPressEpoch = performance.timeOrigin + event.timeStamp), { capture: true, once: true });
      addEventListener('click', (event) => void (window.benchClickEpoch = performance.timeOrigin + event.timeStamp), { capture: true, once: true });
    });
    if (tap) {
      const box = (await launcher.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await new Promise((resolve) => setTimeout(resolve, TAP_PRESS_MS));
      await page.mouse.up();
    } else await launcher.click();
    const frame = await widgetFrame(page);
    await frame.waitForFunction(() => window.benchShownEpoch !== undefined, undefined, { timeout: 30_000 });
    const shown = await frame.evaluate(() => window.benchShownEpoch!);
    const { clicked, pressed } = await page.evaluate(() => ({ clicked: window.benchClickEpoch!, pressed: window.benchPressEpoch! }));
    return { launcherMs, openMs: shown - clicked, fromPressMs: shown - pressed };
  } finally {
    await context.close();
  }
}

/** The widget's frame once it has navigated to /widget (a cold one is created by the click). */
async function widgetFrame(page: Page): Promise<Frame> {
  for (let waited = 0; waited < 30_000; waited += 10) {
    const frame = page.frames().find((f) => f.url().includes('/widget?'));
    if (frame) return frame;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('no widget frame on the page after 30 s');
}

/** Waits until the loader's frame said CV_READY and drew its first question, hidden. */
async function preparedFrame(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector<HTMLElement>('[data-canvass-widget]')?.dataset.frame === 'ready', undefined, { timeout: 30_000 });
  await (await widgetFrame(page)).locator(FIRST_QUESTION).first().waitFor({ state: 'attached', timeout: 30_000 });
}

/** The hosted page's first question, timed from its navigation start (as bench/screen.ts does). */
async function hostedOnce(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript(watchFirstQuestion, FIRST_QUESTION);
    await page.goto(url);
    await page.waitForFunction(() => window.benchFirstQuestionAt !== undefined, undefined, { timeout: 30_000 });
    return await page.evaluate(() => window.benchFirstQuestionAt!);
  } finally {
    await context.close();
  }
}

/**
 * `runs` rounds, each a fresh browser context (empty cache) for the hosted page, a prepared widget and a cold one,
 * in turn, so a busy moment of the machine slows all three alike. The first round is a warm-up.
 */
export async function widgetOpenFigures(clientDir: string, runs = 8): Promise<WidgetOpenFigures> {
  // The Canvass server in a process of its own, with the demo of `npm start` (bench/screen-server.ts).
  const canvass = await forkServer(new URL('./screen-server.ts', import.meta.url), { BENCH_CLIENT_DIR: clientDir });
  const canvassOrigin = canvass.ready.url.replace('127.0.0.1', 'localhost');
  const host = await startHostSite(canvassOrigin);
  const browser = await launchBrowser();
  const samples = { launcher: [] as number[], prewarmed: [] as number[], cold: [] as number[], hosted: [] as number[], tappedFromClick: [] as number[], tappedFromPress: [] as number[] };
  try {
    for (let run = 0; run < runs; run++) {
      const hosted = await hostedOnce(browser, `${canvassOrigin}/feedback?node_id=demo-node&lang=en`);
      const prewarmed = await openOnce(browser, host.url, false);
      const cold = await openOnce(browser, host.url, true);
      const tapped = await openOnce(browser, host.url, true, true);
      if (run === 0) continue;
      samples.tappedFromClick.push(tapped.openMs);
      samples.tappedFromPress.push(tapped.fromPressMs);
      samples.hosted.push(hosted);
      samples.prewarmed.push(prewarmed.openMs);
      samples.cold.push(cold.openMs);
      samples.launcher.push(prewarmed.launcherMs, cold.launcherMs);
    }
  } finally {
    await browser.close();
    host.server.close();
    await canvass.stop();
  }
  return {
    launcherMs: summarise(samples.launcher), prewarmedMs: summarise(samples.prewarmed), coldMs: summarise(samples.cold), hostedMs: summarise(samples.hosted),
    tappedFromClickMs: summarise(samples.tappedFromClick), tappedFromPressMs: summarise(samples.tappedFromPress),
  };
}

/** Issue #21 targets. */
const PREWARMED_TARGET_MS = 150;
const COLD_TARGET_RATIO = 1.5;

/** The figures as bench/results.md lines, with each target met or not (at the median, and over the range). */
export function widgetOpenLines(f: WidgetOpenFigures): string[] {
  const cold = ratio(f.coldMs, f.hostedMs);
  const over = (value: number, target: number) => (value <= target ? 'met' : 'not met');
  return [
    `- Medians (min–max) of ${f.prewarmedMs.n} rounds, each a fresh browser context for the hosted page, a prepared widget and a cold one, on a host page of another origin:`,
    `  click → first question visible in the frame, prepared while the page was idle ${spread(f.prewarmedMs)}; cold (\`prewarm: false\`, the frame loads at the click's press, pressed and released at once) ${spread(f.coldMs)}; the hosted page (/feedback) from navigation to its first question ${spread(f.hostedMs)}; script tag → launcher visible ${spread(f.launcherMs)}.`,
    `- Cold, tapped (a ${TAP_PRESS_MS} ms press, then the click; not a target): click → first question ${spread(f.tappedFromClickMs)}; press → first question ${spread(f.tappedFromPressMs)}.`,
    `- Prepared widget, click → first question ≤ ${PREWARMED_TARGET_MS} ms at the median: ${over(f.prewarmedMs.median, PREWARMED_TARGET_MS)} (${time(f.prewarmedMs.median)}); over the range: ${over(f.prewarmedMs.max, PREWARMED_TARGET_MS)} (slowest ${time(f.prewarmedMs.max)}).`,
    `- Cold widget within ${COLD_TARGET_RATIO}× the hosted page's first question: cold ÷ hosted ${cold.text}; at the median ${over(cold.value, COLD_TARGET_RATIO)}, over the range ${over(cold.high, COLD_TARGET_RATIO)}.`,
  ];
}

/** The loader's budget (issue #21): at most 5 KB gzip. */
const LOADER_BUDGET_KB = 5;

export const loaderLine = (kb: number) => `- Loader ${kb.toFixed(2)} KB gzip (${Math.round(kb * 1024).toLocaleString('en')} bytes; budget ${LOADER_BUDGET_KB} KB: ${kb <= LOADER_BUDGET_KB ? 'met' : 'not met'}).`;
