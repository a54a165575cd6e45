import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { WidgetConfig } from '../../src/types/schemas';
import { startTestServer, type TestServer } from '../server/harness';
import { seedDemoIfEmpty } from '../../src/server/seed/seed-demo';
import { launchBrowser } from './browser';

/**
 * The widget on a host page served from another origin (127.0.0.1 vs localhost ports), as on a customer's site
 * (issue #5). The host page records every widget event it is told about.
 */
describe('embeddable widget on a host page', () => {
  let server: TestServer;
  let host: Server;
  let hostUrl: string;
  let browser: Browser;

  beforeAll(async () => {
    server = await startTestServer({ now: Date.now() });
    server.clock.now = Date.now();
    await seedDemoIfEmpty(server.storage, Date.now());
    const canvass = server.url.replace('127.0.0.1', 'localhost');
    host = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://host');
      const code = url.searchParams.get('code') ?? 'PSN-DEMO001';
      // A secure-mode widget's page gives its token (?token=), as the console's snippet shows.
      const token = url.searchParams.get('token');
      // ?cold: the page opts out of preparing the frame while idle (CanvassSettings.prewarm = false).
      const given = { ...(token ? { securityToken: token } : {}), ...(url.searchParams.has('cold') ? { prewarm: false } : {}) };
      const settings = Object.keys(given).length > 0 ? `<script>window.CanvassSettings=${JSON.stringify(given)};</script>` : '';
      res.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><html><body><h1>Host shop</h1><input id="search">
<script>window.events=[];window.addEventListener('canvass:event',e=>window.events.push(e.detail.type));</script>${settings}
<script async src="${canvass}/loader.js" data-canvass-code="${code}"></script></body></html>`);
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    host?.close();
    await server?.stop();
  });

  async function widget(config: Partial<WidgetConfig> & { code: string }, options: { userAgent?: string; path?: string; viewport?: { width: number; height: number }; token?: string; cold?: boolean } = {}) {
    await server.storage.widgets.put({ node_id: 'demo-node', enabled_domains: [], ...config });
    const context = await browser.newContext({ viewport: options.viewport ?? { width: 1024, height: 760 }, ...(options.userAgent ? { userAgent: options.userAgent } : {}) });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(`${hostUrl}${options.path ?? '/'}?code=${config.code}${options.token ? `&token=${options.token}` : ''}${options.cold ? '&cold' : ''}`);
    return { page, errors, launcher: page.locator('[data-canvass-widget]').locator('button'), frame: page.frameLocator('iframe[title="Feedback"]') };
  }
  const events = (page: Page) => page.evaluate(() => (window as unknown as { events: string[] }).events);

  /** The loader has prepared the frame while the page was idle (issue #21): it said CV_READY, hidden. */
  const framePrepared = (page: Page) => page.evaluate(() => document.querySelector<HTMLElement>('[data-canvass-widget]')?.dataset.frame);
  /** What the host page's browser asks the Canvass server for, from the host page and the frame, from now on. */
  function canvassRequests(page: Page) {
    const origin = new URL(server.url.replace('127.0.0.1', 'localhost')).origin;
    const seen: string[] = [];
    page.on('request', (request) => request.url().startsWith(origin) && seen.push(`${request.method()} ${new URL(request.url()).pathname}`));
    return { since: (from: number) => seen.slice(from), get count() { return seen.length; } };
  }
  const stored = (page: Page, code: string) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>, `canvass:${code}`);

  it('prepares the frame when idle, so the click shows the first question with no request for the flow; counts a display per opening; tells the host page every step of a complete feedback', async () => {
    const { page, launcher, frame } = await widget({ code: 'PSN-WIDGET1', enabled_domains: ['127.0.0.1'], web_channel: { id: 'web-1', name: 'Shop' } });
    const requests = canvassRequests(page);
    await expect.poll(() => framePrepared(page), { timeout: 15_000 }).toBe('ready');
    // The first question is already drawn in the hidden frame; nothing was displayed, visited or told yet (SPEC 4.6).
    // (By CSS: a role query skips what is hidden, and the whole frame is.)
    await frame.locator('[data-question-id] [role="radio"]').first().waitFor({ state: 'attached' });
    expect(await frame.getByRole('radio', { name: '10' }).isVisible()).toBe(false);
    expect(await events(page)).toEqual([]);
    expect(await stored(page, 'PSN-WIDGET1')).not.toHaveProperty('displayedBefore');
    expect(requests.since(0).filter((r) => r.includes('/customers/visit'))).toEqual([]);

    const beforeClick = requests.count;
    await launcher.click();
    await frame.getByRole('radio', { name: '10' }).waitFor();
    // The only request of the opening is the display's customer visit: the frame, its scripts and the flow were there.
    expect(requests.since(beforeClick)).toEqual(['POST /v2/web_widgets/demo-node/customers/visit']);
    expect(await events(page)).toEqual(['PSN_WIDGET_OPENED']);
    expect(await stored(page, 'PSN-WIDGET1')).toMatchObject({ displayedBefore: true, firstNow: expect.any(Number) });

    // Closed and opened again: one more display for the host page, no second visit (the customer id is known).
    await launcher.click();
    await launcher.click();
    await frame.getByRole('radio', { name: '10' }).waitFor();
    expect(await events(page)).toEqual(['PSN_WIDGET_OPENED', 'PSN_WIDGET_CLOSED', 'PSN_WIDGET_OPENED']);
    expect(requests.since(beforeClick).filter((r) => r.includes('/customers/visit'))).toHaveLength(1);

    await frame.getByRole('radio', { name: '10' }).click();
    await frame.getByRole('button', { name: 'Next' }).click();
    await frame.getByLabel('The product').check();
    await frame.getByRole('button', { name: 'Send' }).click();
    await frame.getByRole('heading', { name: 'Thank you!' }).waitFor();
    await expect.poll(() => events(page), { timeout: 8000 }).toEqual(['PSN_WIDGET_OPENED', 'PSN_WIDGET_CLOSED', 'PSN_WIDGET_OPENED', 'PSN_END_OF_FLOW', 'PSN_FEEDBACK_SUBMITTED']);
    const detail = await page.evaluate(() => new Promise((resolve) => {
      window.addEventListener('canvass:event', (e) => resolve((e as CustomEvent).detail), { once: true });
      (window as unknown as { Canvass: { close(): void } }).Canvass.close();
    }));
    expect(detail).toEqual({ type: 'PSN_WIDGET_CLOSED', channel_id: 'web-1', channel_name: 'Shop' });
    await page.context().close();

    // A frame prepared while its configuration request failed (the visitor never saw it) asks again on opening. A
    // secure-mode widget's frame asks for it (the token comes with CV_INIT); the server draws the others' frames with
    // their configuration in the page (issue #21).
    const failing = await widget({ code: 'PSN-WIDGET2', secure_mode: true, security_token: 'host-secret-2' }, { token: 'host-secret-2' });
    let offline = true;
    await failing.page.route('**/v1/web_widgets/code/PSN-WIDGET2*', (route) =>
      offline && route.request().frame() !== failing.page.mainFrame() ? route.abort() : route.continue());
    await failing.page.reload();
    await expect.poll(() => framePrepared(failing.page), { timeout: 15_000 }).toBe('ready');
    await failing.frame.locator('[role="alert"]').waitFor({ state: 'attached' });
    offline = false;
    await failing.launcher.click();
    await failing.frame.getByRole('radio', { name: '10' }).waitFor();
    expect(await events(failing.page)).toEqual(['PSN_WIDGET_OPENED']);
    await failing.page.context().close();
  }, 60_000);

  // Hidden for the multiple-feedback period after a feedback, also after a reload: tests/e2e/engines/widget.e2e.test.ts,
  // in all three engines (issue #26).

  it('a press on the launcher starts the frame of a page that opted out of preparing; its click shows it, counted once', async () => {
    const { page, launcher, frame, errors } = await widget({ code: 'PSN-PRESS01' }, { cold: true });
    await launcher.waitFor();
    expect(await framePrepared(page)).toBe('none');
    const box = (await launcher.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    // Pressed, not clicked yet: the frame is on its way, hidden, and nothing counts as displayed.
    await expect.poll(() => framePrepared(page)).toMatch(/^(prepared|ready)$/);
    const iframe = page.locator('iframe[title="Feedback"]');
    expect(await iframe.isVisible()).toBe(false);
    expect(new URL((await iframe.getAttribute('src'))!).searchParams.has('prepared')).toBe(true);
    expect(await events(page)).toEqual([]);
    // A tap's press, then its click.
    await page.waitForTimeout(100);
    await page.mouse.up();
    await frame.getByRole('radio', { name: '10' }).waitFor();
    expect(await events(page)).toEqual(['PSN_WIDGET_OPENED']);
    // Told CV_OPENED, opened or not before it was ready: its heading has the focus, as on any opening.
    await expect.poll(() => frame.locator('h1').first().evaluate((heading) => heading.ownerDocument.activeElement === heading)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('loads nothing for a malformed code', async () => {
    const { page, launcher } = await widget({ code: 'PSN-SHORT' });
    await page.waitForTimeout(800);
    expect(await launcher.count()).toBe(0);
    await page.context().close();
  });

  it('shows no widget to a page outside enabled_domains and says Domain Not Allowed', async () => {
    const { page, launcher, errors } = await widget({ code: 'PSN-DOMAIN1', enabled_domains: ['shop.example.com'] });
    await expect.poll(() => errors.some((e) => e.includes('Domain Not Allowed'))).toBe(true);
    expect(await launcher.count()).toBe(0);
    await page.context().close();
  });

  it('follows enabled_urls, also when a single-page app changes the address', async () => {
    const { page, launcher } = await widget({ code: 'PSN-URLS001', enabled_urls: ['/checkout'] });
    await launcher.waitFor({ state: 'attached' });
    expect(await launcher.isVisible()).toBe(false);
    await page.evaluate(() => history.pushState({}, '', '/CHECKOUT/step-1'));
    await expect.poll(() => launcher.isVisible()).toBe(true);
    await page.evaluate(() => history.pushState({}, '', '/home'));
    await expect.poll(() => launcher.isVisible()).toBe(false);
    await page.context().close();
  });

  it('hides on a phone when enabled_on_mobile is off', async () => {
    const { page, launcher } = await widget({ code: 'PSN-MOBILE1', enabled_on_mobile: false }, { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' });
    await launcher.waitFor({ state: 'attached' });
    expect(await launcher.isVisible()).toBe(false);
    await page.context().close();
  });

  it('opens on exit intent, and display-once keeps it from opening by itself again', async () => {
    const { page, frame } = await widget({ code: 'PSN-EXIT001', display_on_exit: true, display_once: true, display_once_delay_period: 3600 });
    await page.locator('[data-canvass-widget]').locator('button').waitFor();
    await page.mouse.move(400, 300);
    await page.mouse.move(400, 10);
    await page.mouse.move(400, -5);
    await page.evaluate(() => document.dispatchEvent(new MouseEvent('mouseout', { clientX: 400, clientY: -1, bubbles: true, relatedTarget: null })));
    await frame.getByRole('heading', { name: 'Tell us about your visit' }).waitFor();
    await page.evaluate(() => (window as unknown as { Canvass: { close(): void } }).Canvass.close());
    await page.evaluate(() => document.dispatchEvent(new MouseEvent('mouseout', { clientX: 400, clientY: -1, bubbles: true, relatedTarget: null })));
    await expect.poll(() => events(page)).toContain('PSN_WIDGET_DISPLAYED_BEFORE');
    await page.context().close();
  });

  it('opens by itself after display_interval seconds', async () => {
    const { page, frame } = await widget({ code: 'PSN-AUTO001', display_interval: 1 });
    await frame.getByRole('heading', { name: 'Tell us about your visit' }).waitFor({ timeout: 8000 });
    expect(await events(page)).toEqual(['PSN_WIDGET_OPENED']);
    await page.context().close();
  });

  it('keeps its header with the close button in view while a long state scrolls in a short window', async () => {
    const { page, launcher, frame } = await widget({ code: 'PSN-SHORTWN' }, { viewport: { width: 400, height: 380 } });
    await launcher.click();
    const close = frame.getByRole('button', { name: 'Close' });
    await frame.getByRole('radio', { name: '10' }).waitFor();
    const scrolled = await close.evaluate(() => {
      const scroller = document.scrollingElement!;
      scroller.scrollTop = scroller.scrollHeight;
      return scroller.scrollTop;
    });
    expect(scrolled, 'the first state is taller than the frame in this window').toBeGreaterThan(0);
    const box = await close.evaluate((button) => {
      const { top, bottom } = button.getBoundingClientRect();
      return { top, bottom, height: innerHeight };
    });
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.bottom).toBeLessThanOrEqual(box.height);
    await close.click();
    await launcher.waitFor();
    expect(await frame.locator('body').isVisible().catch(() => false)).toBe(false);
    await page.context().close();
  });

  it('ignores messages from any window but its frame', async () => {
    const { page, launcher } = await widget({ code: 'PSN-FOREIGN' });
    await launcher.click();
    await page.frameLocator('iframe[title="Feedback"]').getByRole('heading', { name: 'Tell us about your visit' }).waitFor();
    await page.evaluate(() => window.postMessage(JSON.stringify({ type: 'CV_CLOSE' }), '*'));
    await page.evaluate(() => window.postMessage(JSON.stringify({ type: 'PSN_FEEDBACK_SUBMITTED' }), '*'));
    await page.waitForTimeout(300);
    expect(await launcher.getAttribute('aria-expanded')).toBe('true');
    expect(await events(page)).toEqual(['PSN_WIDGET_OPENED']);
    await page.context().close();
  });
});
