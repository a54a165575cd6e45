import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WidgetConfig } from '../../../src/types/schemas';
import { engines, useEngine } from './engines';
import { scrolledTo, startJourneyServer, type JourneyServer } from './journey-kit';
import type { EnginePage, Scope } from './page';

const FRAME = 'iframe[title="Feedback"]';
// The launcher sits in the widget's shadow root; its name is launcher_label, "Feedback" by default.
const LAUNCHER = { role: 'button', name: 'Feedback' } as const;

/**
 * Issue #26: the widget on a host page served from another origin (127.0.0.1 vs localhost), as on a customer's
 * site, in each engine. The host page records every `canvass:event` it is told about.
 */
describe.each(engines)('$name: the widget on a host page of another origin', { timeout: 60_000 }, (engine) => {
  const browser = useEngine(engine);
  let env: JourneyServer;
  beforeAll(async () => {
    env = await startJourneyServer();
  });
  afterAll(() => env?.close());

  async function hostPage(config: Partial<WidgetConfig> & { code: string }, { cold = false } = {}): Promise<EnginePage> {
    await env.server.storage.widgets.put({ node_id: 'demo-node', enabled_domains: [], ...config });
    const page = await browser.newPage({ width: 1024, height: 760 });
    await page.goto(`${env.hostUrl}/?code=${config.code}${cold ? '&cold' : ''}`);
    await page.waitFor(LAUNCHER);
    return page;
  }
  const events = (page: EnginePage) => page.evaluate(() => (window as unknown as { events: string[] }).events);
  const expanded = (page: EnginePage) => page.evaluate(() => document.querySelector('[data-canvass-widget]')?.shadowRoot?.querySelector('button')?.getAttribute('aria-expanded'));
  /** Focus in the frame, as the frame sees it: on what, and whether the frame's document has the page's focus. */
  const frameFocus = (frame: Scope) => frame.evaluate(() => `${document.hasFocus() ? '' : '(no focus) '}${document.activeElement?.tagName} ${document.activeElement?.textContent?.trim()}`);
  /** The launcher, in the widget's shadow root, has the host page's focus. */
  const launcherFocused = (page: EnginePage) => page.evaluate(() => {
    const host = document.querySelector('[data-canvass-widget]');
    return document.activeElement === host && host?.shadowRoot?.activeElement?.getAttribute('aria-controls') === 'f';
  });

  it('opens from the launcher, takes an answer, tells the host page every step in order, and stays hidden after it', async () => {
    const before = (await env.stored()).filter((f) => f.completed).length;
    const page = await hostPage({ code: 'PSN-ENGINE1', enabled_domains: ['127.0.0.1'], web_channel: { id: 'web-1', name: 'Shop' }, prevent_multiple_feedback: true, multiple_feedback_delay_period: 3600 });
    await page.click(LAUNCHER);
    const frame = page.frame(FRAME);
    await frame.click({ role: 'radio', name: '10, Very likely' });
    await frame.click({ role: 'button', name: 'Next' });
    await frame.click({ role: 'radio', name: 'The product' });
    await scrolledTo(frame, 'q-stars');
    await frame.click({ role: 'button', name: 'Send' });
    await frame.waitFor({ role: 'heading', name: 'Thank you!' });
    await expect.poll(() => events(page), { timeout: 8000 }).toEqual(['PSN_WIDGET_OPENED', 'PSN_END_OF_FLOW', 'PSN_FEEDBACK_SUBMITTED']);
    await expect.poll(async () => (await env.stored()).filter((f) => f.completed).length).toBe(before + 1);
    // Closed after a feedback, the widget hides for the multiple-feedback period (SPEC 4.6), also after a reload.
    await frame.click({ role: 'button', name: 'Close' });
    await expect.poll(() => events(page)).toEqual(['PSN_WIDGET_OPENED', 'PSN_END_OF_FLOW', 'PSN_FEEDBACK_SUBMITTED', 'PSN_WIDGET_CLOSED', 'PSN_WIDGET_HID']);
    expect(await page.isVisible(LAUNCHER)).toBe(false);
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.querySelector('[data-canvass-widget]') !== null)).toBe(true);
    expect(await page.isVisible(LAUNCHER)).toBe(false);
  });

  // Issue #26. WebKit refuses focus() inside a cross-origin frame that has not had a user event yet, unless it runs
  // while a gesture of the visitor is being handled (and postMessage carries that gesture to the frame). Opened by
  // the keyboard, the key's release already lands in the frame, so its heading takes focus as in the other engines;
  // opened again, the frame hears CV_OPENED during the click and focuses its heading then.
  it('the first opening by keyboard focuses the first heading in the frame, and so does the next one by pointer', async () => {
    const page = await hostPage({ code: 'PSN-ENGFOCS' });
    const frame = page.frame(FRAME);
    for (let i = 0; i < 5 && !(await launcherFocused(page)); i++) await page.press('Tab');
    expect(await launcherFocused(page)).toBe(true);
    await page.press('Enter');
    await expect.poll(() => frameFocus(frame), { timeout: 8000 }).toBe('H1 Tell us about your visit');
    await page.evaluate(() => (window as unknown as { Canvass: { close(): void } }).Canvass.close());
    await expect.poll(() => expanded(page)).toBe('false');
    await page.click(LAUNCHER);
    await expect.poll(() => frameFocus(frame), { timeout: 8000 }).toBe('H1 Tell us about your visit');
    await page.screenshots('widget-open');
  });

  /** The loader has prepared the frame while the page was idle (issue #21): it said CV_READY, hidden. */
  const framePrepared = (page: EnginePage) => page.evaluate(() => (document.querySelector('[data-canvass-widget]') as HTMLElement | null)?.dataset.frame);

  // Issue #26 (b). Prepared before the click, the frame hears CV_OPENED while the click is handled and focuses its
  // heading in every engine, WebKit included, and nothing was displayed before the click.
  it('the first opening by pointer of a prepared frame focuses its first heading', async () => {
    const page = await hostPage({ code: 'PSN-ENGFOC2' });
    await expect.poll(() => framePrepared(page), { timeout: 15_000 }).toBe('ready');
    expect(await events(page)).toEqual([]);
    expect(await expanded(page)).toBe('false');
    await page.click(LAUNCHER);
    const frame = page.frame(FRAME);
    await expect.poll(() => frameFocus(frame), { timeout: 8000 }).toBe('H1 Tell us about your visit');
    expect(await events(page)).toEqual(['PSN_WIDGET_OPENED']);
  });

  // A page that opts out of preparing (CanvassSettings.prewarm = false) loads the frame at the click's press. The
  // click is then over long before the frame's heading exists and no event of the visitor has reached the frame, so
  // WebKit keeps focus on the frame's body (the frame has the page's focus, and Tab moves on inside it).
  it('the first opening by pointer of a frame not prepared gives the frame focus: its first heading, in WebKit its body', async () => {
    const page = await hostPage({ code: 'PSN-ENGFOC3' }, { cold: true });
    expect(await framePrepared(page)).toBe('none');
    await page.click(LAUNCHER);
    const frame = page.frame(FRAME);
    await frame.waitFor({ role: 'heading', name: 'Tell us about your visit' });
    const expected = engine.name === 'webkit' ? 'BODY ' : 'H1 Tell us about your visit';
    await expect.poll(async () => (await frameFocus(frame)).slice(0, expected.length), { timeout: 8000 }).toBe(expected);
  });

  it('display once: after a reload inside the period it does not open by itself, and says it was displayed before', async () => {
    const page = await hostPage({ code: 'PSN-ENGONCE', display_interval: 1, display_once: true, display_once_delay_period: 3600 });
    await page.frame(FRAME).waitFor({ role: 'heading', name: 'Tell us about your visit' });
    expect(await events(page)).toEqual(['PSN_WIDGET_OPENED']);
    await page.evaluate(() => (window as unknown as { Canvass: { close(): void } }).Canvass.close());
    await page.reload();
    await page.waitFor(LAUNCHER);
    await expect.poll(() => events(page), { timeout: 8000 }).toEqual(['PSN_WIDGET_DISPLAYED_BEFORE']);
    expect(await expanded(page)).toBe('false');
  });
});
