// The signed-in console as the editor's e2e tests start it: one real server, Chromium, the owner on the flows list.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { setupLinkIfNoOwner } from '../../src/server/accounts/setup-link';
import { seedDemoIfEmpty } from '../../src/server/seed/seed-demo';
import { startTestServer, type TestServer } from '../server/harness';
import { axeViolations } from './a11y-kit';
import { launchBrowser } from './browser';

const ARTIFACTS = path.join(import.meta.dirname, 'artifacts');
const OWNER = { email: 'owner@example.com', name: 'Olcay Owner', password: 'correct horse battery staple' };

/**
 * A real server with the demo seeded, Chromium, and the owner made through the first-run setup page as a provider
 * does it, left on the flows list. `height` is the desktop window's; `clipboard` lets the page copy and read back.
 */
export async function ownerInConsole({ height = 900, clipboard = false } = {}): Promise<{ server: TestServer; browser: Browser; page: Page }> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const server = await startTestServer({ now: Date.now() });
  server.clock.now = Date.now();
  await seedDemoIfEmpty(server.storage, Date.now());
  const browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height }, reducedMotion: 'reduce', locale: 'en-GB' });
  if (clipboard) await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await page.goto((await setupLinkIfNoOwner(server.storage, server.url, Date.now()))!);
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Display name').fill(OWNER.name);
  await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
  await page.getByLabel('Repeat the password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL('**/console/flows');
  return { server, browser, page };
}

/** The demo flow open in the editor, its draft loaded and saved (nothing pending), as the editor's e2e tests start. */
export async function openDemoFlow(page: Page, server: TestServer): Promise<void> {
  await page.goto(`${server.url}/console/flows/demo-flow`);
  await page.getByRole('heading', { level: 1, name: 'Canvass demo: visit feedback' }).waitFor();
  await page.getByText('Saved', { exact: true }).waitFor();
}

/** axe-core finds nothing at 1280 and 360 px, and each is kept as tests/e2e/artifacts/<name>-<width>.png (the desktop one whole). */
export async function checkBothWidths(page: Page, name: string): Promise<void> {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    expect(await axeViolations(page), `${name} at ${width} px`).toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS, `${name}-${width}.png`), fullPage: width === 1280 });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
