// Issue #18's flows list in Debian's Chromium against the real server: a new flow from a template chosen with the
// keyboard alone opens at its editor address, the row menu duplicates and archives, "Show archived" lists it.
// axe-core checks each state at 360 and 1280 px; screenshots go to tests/e2e/artifacts/console-flows-*-<width>.png.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seedDemoIfEmpty } from '../../src/server/seed/seed-demo';
import { call, startTestServer, type TestServer } from '../server/harness';
import { OWNER, setupOwner } from '../server/accounts-helpers';
import { axeViolations } from './a11y-kit';
import { launchBrowser } from './browser';

const ARTIFACTS = path.join(import.meta.dirname, 'artifacts');

async function checkScreen(page: Page, screen: string, { fullPage = true } = {}): Promise<void> {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 860 });
    expect(await axeViolations(page), `${screen} at ${width} px`).toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS, `console-flows-${screen}-${width}.png`), fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 860 });
}

describe('the flows list in Chromium (issue #18)', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    server = await startTestServer({ now: Date.now() });
    server.clock.now = Date.now();
    await seedDemoIfEmpty(server.storage, Date.now());
    await setupOwner(server);
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, reducedMotion: 'reduce', locale: 'en-GB' });
    page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
    await page.goto(`${server.url}/console/sign-in`);
    await page.getByLabel('Email').fill(OWNER.email);
    await page.getByLabel('Password').fill(OWNER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/console/flows');
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  }, 90_000);

  it('creates a flow from a template with the keyboard alone and opens its editor address', async () => {
    await page.getByRole('link', { name: 'Canvass demo: visit feedback' }).waitFor();
    await checkScreen(page, 'list');
    await page.getByRole('button', { name: 'New flow' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'New flow' });
    await dialog.getByRole('radio', { name: /Contact request with chat/ }).waitFor();
    await checkScreen(page, 'new', { fullPage: false });
    // Focus starts in the name field; Tab reaches the cards, arrows choose among them.
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await dialog.getByRole('radio', { name: /Customer satisfaction/ }).isChecked()).toBe(true);
    expect(await dialog.getByLabel('Name').inputValue()).toBe('Customer satisfaction (CSAT)');
    await dialog.getByRole('button', { name: 'Create flow' }).press('Enter');
    await page.waitForURL(/\/console\/flows\/csat-[0-9a-f]{10}$/);
    const id = page.url().split('/').pop()!;
    const created = await call(server, 'GET', `/v1/manage/flows/${id}/fixtures`, undefined, { cookie: (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ') });
    expect(created.json.map((f: { result: { passed: boolean } }) => f.result.passed)).toEqual([true]);
  }, 90_000);

  it('duplicates and archives from the row menu, and lists the archived flow apart', async () => {
    await page.goto(`${server.url}/console/flows`);
    const actions = page.getByRole('button', { name: 'Actions for Customer satisfaction (CSAT)' });
    await actions.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Duplicate' }).waitFor();
    await checkScreen(page, 'menu', { fullPage: false });
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: 'Copy of Customer satisfaction (CSAT)' }).waitFor();

    await actions.focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Archive “Customer satisfaction (CSAT)”?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Archive' }).click();
    await page.getByRole('status').filter({ hasText: 'is archived' }).waitFor();
    expect(await page.getByRole('link', { name: 'Customer satisfaction (CSAT)', exact: true }).count()).toBe(0);
    await page.getByRole('switch', { name: 'Show archived flows' }).check();
    await page.getByRole('table', { name: 'Archived flows' }).getByRole('link', { name: 'Customer satisfaction (CSAT)' }).waitFor();
    await checkScreen(page, 'archived');
  }, 90_000);
});
