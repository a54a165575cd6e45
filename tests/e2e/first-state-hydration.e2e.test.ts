import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { questionStyles } from '../../plugins';
import { ALL_STYLES_FLOW, putFlow, putNode, startA11yEnv, type A11yEnv } from './a11y-kit';
import tapFlow from './fixtures/tap-first.flow.json';

declare global {
  interface Window {
    /** Layout shifts the page made, summed (CLS without session windows: any shift at all counts). */
    shifted?: number;
    /** An element as the server drew it (watchDrawnPage), kept to see that hydration reused it. */
    drawn?: Element | null;
  }
}

/** Whether React has taken over this element (hydrated it): React keeps its fiber on the node. */
const hydrated = (page: Page, selector: string) =>
  page.evaluate((s) => {
    const element = document.querySelector(s);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  }, selector);

/** Whether a script holds the theme code: its chunk (client/page-theme.ts), or its own words (lib/theme.ts's notes) in any other. */
const themeCodeIn = async (response: Response) => /\/node-page-theme\.[^/]*\.js$/.test(response.url()) || (await response.text().catch(() => '')).includes('WCAG AA needs');

/** The scripts carrying the theme code that the page fetches, filled in as they arrive. */
function watchThemeCode(page: Page): string[] {
  const themeCode: string[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('.js') && (await themeCodeIn(response))) themeCode.push(response.url());
  });
  return themeCode;
}

/**
 * The root's elements, attributes and texts, as lines: attributes sorted and styles as the browser reads them (the
 * server and the browser write them in their own order and spacing), without the random style's list (its order is
 * drawn anew for each respondent).
 */
const rootOutline = (page: Page) =>
  page.evaluate(() => {
    const lines: string[] = [];
    const walk = (node: Node, depth: number) => {
      if (node instanceof Element) {
        if (node.matches('.cv-question--random')) return;
        const attributes = [...node.attributes]
          // A transition alone shows nothing: the ranked list's drag library sets one from its effects after mounting.
          .filter((a) => a.name !== 'selected' && !(a.name === 'style' && /^transition:[^;]*;?$/.test((node as HTMLElement).style.cssText)))
          .map((a) => `${a.name}=${a.name === 'style' ? (node as HTMLElement).style.cssText : a.value}`)
          .sort();
        lines.push(`${' '.repeat(depth)}<${node.tagName.toLowerCase()} ${attributes.join(' ')}>`);
        node.childNodes.forEach((child) => walk(child, depth + 1));
      } else if (node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '') {
        lines.push(`${' '.repeat(depth)}${node.textContent!.trim()}`);
      }
    };
    document.getElementById('root')!.childNodes.forEach((child) => walk(child, 0));
    return lines;
  });

/**
 * Issue #21: the hosted page arrives with its first state drawn by the server, and the browser hydrates it: every
 * question style hydrates without a warning, reusing the drawn nodes, to the same markup a browser-only render gives,
 * with no layout shift; and a tap made as soon as the question is painted, before the page's script has run, reaches
 * the flow.
 */
/**
 * Watches a page before it loads: its console errors and warnings and page errors (returned, filled as they come),
 * the layout shift it accumulates (`window.shifted`), and the element `drawn` selects once parsing is over and no
 * script of the page has run yet, which is the server's markup (`window.drawn`).
 */
async function watchDrawnPage(page: Page, drawn: string): Promise<string[]> {
  const messages: string[] = [];
  page.on('console', (message) => void (['error', 'warning'].includes(message.type()) && messages.push(`${message.type()}: ${message.text()}`)));
  page.on('pageerror', (error) => messages.push(`page error: ${error.message}`));
  await page.addInitScript((selector) => {
    window.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.shifted! += (entry as PerformanceEntry & { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') window.drawn = document.querySelector(selector);
    });
  }, drawn);
  return messages;
}

describe('the first state drawn by the server, hydrated in Chromium', { timeout: 120_000 }, () => {
  let env: A11yEnv;
  beforeAll(async () => {
    env = await startA11yEnv();
    await putFlow(env.server, ALL_STYLES_FLOW);
    await putNode(env.server, 'ssr-styles', ALL_STYLES_FLOW.id);
    await putFlow(env.server, tapFlow);
    await putNode(env.server, 'ssr-tap', tapFlow.id, { prevent_multiple_feedback: false });
    await putNode(env.server, 'ssr-invalid', tapFlow.id, { prevent_multiple_feedback: false });
    await putNode(env.server, 'ssr-themed', tapFlow.id, { prevent_multiple_feedback: false, primary_color: '#7DD3FC', theme: { color_scheme: 'auto', layout: 'full_bleed', font_family: 'rounded', radius: 12 } });
  });
  afterAll(() => env?.close());

  it('all 30 styles hydrate with no console warning, the drawn nodes kept, as a browser-only render draws them, without a shift', async () => {
    const url = `${env.server.url}/feedback?node_id=ssr-styles&lang=en`;
    const html = await (await fetch(url)).text();
    expect(html).toContain('data-first-state');
    for (const style of questionStyles) expect(html, style).toContain(`cv-question--${style}`);

    const page = await env.newPage();
    const console = await watchDrawnPage(page, '.cv-question');
    await page.goto(url);
    await expect.poll(() => hydrated(page, '.cv-question--textarea textarea'), { timeout: 20_000 }).toBe(true);
    // The page's own effects after hydration (language, title, focus) have run.
    await page.waitForTimeout(500);
    expect(console).toEqual([]);
    expect(await page.evaluate(() => window.drawn !== null && window.drawn === document.querySelector('.cv-question'))).toBe(true);
    expect(await page.evaluate(() => window.shifted)).toBe(0);
    expect(await page.title()).toBe(ALL_STYLES_FLOW.name);
    const hydratedOutline = await rootOutline(page);
    // It works as the page always did: a required error on Next.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.locator('.cv-question--invalid').count()).toBe(31);

    // The same page drawn by the browser alone (the server's markup taken out of the answer) looks the same.
    const alone = await env.newPage();
    await alone.route(url, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/<div id="root" data-first-state="">[\s\S]*<\/div>(?=\s*<script)/, '<div id="root"></div>');
      await route.fulfill({ response, body });
    });
    await alone.goto(url);
    await alone.locator('.cv-question--textarea textarea').waitFor();
    await expect.poll(() => alone.locator('.cv-question .cv-spinner').count()).toBe(0);
    await alone.waitForTimeout(500);
    expect(await rootOutline(alone)).toEqual(hydratedOutline);
    await alone.context().close();
    await page.context().close();
  });

  it('a themed node hydrates in the theme the server drew, kept as drawn, without fetching the theme code', async () => {
    const url = `${env.server.url}/feedback?node_id=ssr-themed&lang=en`;
    const page = await env.newPage();
    const console = await watchDrawnPage(page, '#root style');
    // The theme code's own words (lib/theme.ts's colour notes): no script the page fetches carries them.
    const themeCode = watchThemeCode(page);
    await page.goto(url);
    await expect.poll(() => hydrated(page, '.cv-question--radio input'), { timeout: 20_000 }).toBe(true);
    await page.waitForTimeout(500);
    expect(console).toEqual([]);
    // The drawn stylesheet is the one React kept, and the page wears it: full bleed, the rounded font.
    expect(await page.evaluate(() => window.drawn instanceof HTMLStyleElement && window.drawn === document.querySelector('#root style'))).toBe(true);
    expect(await page.locator('main.cv-themed.cv-layout--full-bleed').count()).toBe(1);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--cv-radius').trim())).toBe('12px');
    expect(await page.evaluate(() => window.shifted)).toBe(0);
    expect(themeCode).toEqual([]);
    await page.context().close();
  });

  it('a page whose node came without its theme (an older page) fetches the theme code and wears the same theme', async () => {
    const url = `${env.server.url}/feedback?node_id=ssr-themed&lang=en`;
    const drawnStyle = /data-first-state="">[\s\S]*?<style>([^<]*)<\/style>/.exec(await (await fetch(url)).text())![1]!;
    const page = await env.newPage();
    const console = await watchDrawnPage(page, '#root style');
    await page.route(url, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/(<script type="application\/json" id="canvass-node">)([^<]*)(<\/script>)$/, (_all, open: string, data: string, close: string) => {
        const { theme: _theme, ...embedded } = JSON.parse(data) as Record<string, unknown>;
        return `${open}${JSON.stringify(embedded).replace(/</g, '\\u003c')}${close}`;
      });
      expect(body).not.toContain('"theme":{"stylesheet"');
      await route.fulfill({ response, body });
    });
    const themeCode = watchThemeCode(page);
    await page.goto(url);
    await expect.poll(() => hydrated(page, '.cv-question--radio input'), { timeout: 20_000 }).toBe(true);
    await page.waitForTimeout(500);
    expect(console).toEqual([]);
    expect(themeCode).toHaveLength(1);
    expect(await page.locator('#root style').first().textContent()).toBe(drawnStyle);
    await page.context().close();
  });

  it('a tap the moment the option is painted, on a 6x slower CPU and a slow network, reaches the flow and is submitted', async () => {
    const url = `${env.server.url}/feedback?node_id=ssr-tap&lang=en`;
    // The page's one classic script (client/early-taps.ts) is in the page itself, so it runs before the drawn state
    // can be tapped; its module scripts come a second late, as on a slow connection, so the tap surely lands on the
    // drawn page before they run.
    expect(await (await fetch(url)).text()).toMatch(/<script>[^<]*canvassEarlyTaps[^<]*<\/script>/);
    const page = await env.newPage();
    await page.route(/\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.goto(url, { waitUntil: 'commit' });
    const good = page.getByLabel('Good');
    await good.waitFor();
    const tappedBeforeHydration = !(await hydrated(page, '.cv-question--radio input'));
    await good.click();
    await expect.poll(() => hydrated(page, '.cv-question--radio input'), { timeout: 30_000 }).toBe(true);
    // Held and replayed, the choice is the flow's: React shows it chosen, and it is what the page submits.
    await expect.poll(() => good.isChecked(), { timeout: 10_000 }).toBe(true);
    await page.getByRole('button', { name: 'Send' }).click();
    await page.locator('main[data-page="thank"]').waitFor({ timeout: 20_000 });
    const stored = await expect
      .poll(async () => (await env.server.storage.feedbacks.list({ limit: 50 })).find((f) => f.flowId === 'ssr-tap' && f.completed), { timeout: 10_000 })
      .toBeTruthy()
      .then(async () => (await env.server.storage.feedbacks.list({ limit: 50 })).find((f) => f.flowId === 'ssr-tap' && f.completed));
    expect(stored?.payload.responses).toContainEqual({ question_id: 'q-visit', option_id: 'o-visit-good' });
    // The tap did land before the page's script had taken over (else this test proves nothing).
    expect(tappedBeforeHydration).toBe(true);
    await page.context().close();
  });
  it('hydrates before the flow validators arrive, then shows an embedded flow that fails them as the error page', async () => {
    const url = `${env.server.url}/feedback?node_id=ssr-invalid&lang=en`;
    const html = await (await fetch(url)).text();
    // The scripts the page names (all it runs before its first click) leave the validators out (issue #21).
    const named = [...html.matchAll(/<script[^>]* src="?([^" >]+)/g)].map((match) => match[1]!);
    expect(named.length).toBeGreaterThan(0);
    for (const src of named) expect(await (await fetch(new URL(src, env.server.url))).text(), src).not.toContain('must have required property');

    const page = await env.newPage();
    // The stored flow was validated when it was saved; this page's copy is broken on its way (a name that is no text).
    await page.route(url, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace('"name":"One tap"', '"name":42');
      await route.fulfill({ response, body });
    });
    // The validators come 2 s late: the page hydrates without them.
    let validatorsAsked = false;
    await page.route(/\.js$/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('must have required property')) {
        validatorsAsked = true;
        await new Promise((resolve) => setTimeout(resolve, 2000));
      }
      await route.fulfill({ response, body });
    });
    await page.goto(url);
    await expect.poll(() => hydrated(page, '.cv-question--radio input'), { timeout: 20_000 }).toBe(true);
    expect(await page.getByRole('alert').count()).toBe(0);
    // Then the same error page a flow validated before it showed gives, with the problem listed.
    const alert = page.getByRole('alert').filter({ hasText: 'System error' });
    await alert.waitFor({ timeout: 20_000 });
    expect(await page.locator('.cv-problems li').allTextContents()).toEqual([expect.stringMatching(/name/)]);
    expect(validatorsAsked).toBe(true);
    await page.context().close();
  });
});
