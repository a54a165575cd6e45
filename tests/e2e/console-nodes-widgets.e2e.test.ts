// Issue #18 "Nodes and widgets" in Chromium against the real server: the owner edits the demo widget's targeting,
// the URL tester answers from the unsaved patterns, the save goes through with If-Match, and the preview's sample
// host page loads the real loader. axe-core checks each screen; screenshots at 360 and 1280 px go to
// tests/e2e/artifacts/console-<screen>-<width>.png.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO } from '../../src/server/seed/seed-demo';
import type { TestServer } from '../server/harness';
import { ownerInConsole } from './console-kit';
import { axeViolations } from './a11y-kit';

const ARTIFACTS = path.join(import.meta.dirname, 'artifacts');

/** axe and a screenshot at both widths: the whole page, or (`scrollTo`) the window scrolled to one part of it. */
async function checkScreen(page: Page, screen: string, scrollTo?: string): Promise<void> {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 860 });
    expect(await axeViolations(page), `${screen} at ${width} px`).toEqual([]);
    if (scrollTo) await page.locator(scrollTo).evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: path.join(ARTIFACTS, `console-${screen}-${width}.png`), fullPage: !scrollTo });
  }
  await page.setViewportSize({ width: 1280, height: 860 });
}

describe('the console\'s nodes and widgets in Chromium (issue #18)', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ({ server, browser, page } = await ownerInConsole({ height: 860, clipboard: true }));
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  }, 90_000);

  it('edits a widget\'s targeting, tests addresses against it before saving, saves, and previews it on a sample page', async () => {
    await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Widgets' }).click();
    await page.waitForURL('**/console/widgets');
    await page.getByRole('link', { name: DEMO.widgetCode }).waitFor();
    await checkScreen(page, 'widgets');

    await page.getByRole('link', { name: DEMO.widgetCode }).click();
    await page.waitForURL(`**/console/widgets/${DEMO.widgetCode}`);
    const tester = page.getByLabel('Test a page address');
    await tester.waitFor();
    await tester.fill('https://shop.example.com/checkout/pay');
    await expect.poll(() => tester.evaluate((input) => document.getElementById(`${input.id}-result`)?.textContent)).toBe('Shown. No URL patterns are set, so it shows on every page.');

    await page.getByRole('button', { name: 'Add a URL pattern' }).click();
    await page.getByLabel('URL pattern 1').fill('/checkout/');
    await expect.poll(() => tester.evaluate((input) => document.getElementById(`${input.id}-result`)?.textContent)).toBe('Shown. Pattern 1, /checkout/, matches this address.');
    await tester.fill('https://shop.example.com/blog');
    await expect.poll(() => tester.evaluate((input) => document.getElementById(`${input.id}-result`)?.textContent)).toBe('Not shown. No URL pattern matches this address.');
    // The preview page's own address is covered too, so the preview below shows the widget.
    await page.getByRole('button', { name: 'Add a URL pattern' }).click();
    await page.getByLabel('URL pattern 2').fill('/widget-preview/');
    // The window as the person sees it while editing: the targeting card, the save bar kept in view.
    await checkScreen(page, 'widget-targeting', 'section[aria-labelledby="cv-widget-group-targeting"]');

    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Saved.', { exact: true }).waitFor();
    expect((await server.storage.widgets.get(DEMO.widgetCode))?.enabled_urls).toEqual(['/checkout/', '/widget-preview/']);

    // The sample host page runs the real loader: the widget's launcher appears in it.
    const preview = page.frameLocator(`iframe[title="Sample page with widget ${DEMO.widgetCode}"]`);
    await preview.locator('script[data-canvass-code]').waitFor({ state: 'attached' });
    await expect.poll(async () => preview.locator('iframe, [data-frame], button').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Copy snippet' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`<script async src="${server.url}/loader.js" data-canvass-code="${DEMO.widgetCode}"></script>`);
    await checkScreen(page, 'widget');
  }, 120_000);

  it('shows a node\'s form with its hosted link and QR code', async () => {
    await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Nodes' }).click();
    await page.waitForURL('**/console/nodes');
    const link = page.getByRole('table').getByRole('link').first();
    await link.waitFor();
    await checkScreen(page, 'nodes');
    await link.click();
    await page.waitForURL(`**/console/nodes/${DEMO.nodeId}`);
    await page.getByRole('img', { name: /^QR code of / }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Link' }).inputValue()).toBe(`${server.url}/feedback?node_id=${DEMO.nodeId}`);
    await checkScreen(page, 'node');
  }, 120_000);
});
