// Issue #17's end-to-end scenario in the browser console (/console), in Debian's Chromium against the real server:
// first-run setup link → owner → invitation → the agent signs in, sees Chats and is refused Flows → the owner removes
// the agent → the agent's next call is refused and the console says the session ended. axe-core checks every
// screen; screenshots at 360 and 1280 px go to tests/e2e/artifacts/console-<screen>-<width>.png.
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { setupLinkIfNoOwner } from '../../src/server/accounts/setup-link';
import { seedDemoIfEmpty } from '../../src/server/seed/seed-demo';
import { startTestServer, type TestServer } from '../server/harness';
import { axeViolations } from './a11y-kit';
import { launchBrowser } from './browser';

const ARTIFACTS = path.join(import.meta.dirname, 'artifacts');
const OWNER = { email: 'owner@example.com', name: 'Olcay Owner', password: 'correct horse battery staple' };
const AGENT = { email: 'agent@example.com', name: 'Ece Agent', password: 'agent passphrase here' };

/** A free port, so PUBLIC_URL (the links the API prints) is the address the browser really uses. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** axe at both widths (the phone layout has its own menu) and a screenshot of each: the whole page, or for a modal dialog the window. */
async function checkScreen(page: Page, screen: string, { fullPage = true } = {}): Promise<void> {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 860 });
    expect(await axeViolations(page), `${screen} at ${width} px`).toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS, `console-${screen}-${width}.png`), fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 860 });
}

describe('the console in Chromium (issue #17)', () => {
  let server: TestServer;
  let browser: Browser;
  let ownerContext: BrowserContext;
  let agentContext: BrowserContext;
  let owner: Page;
  let agent: Page;
  let inviteLink: string;

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    const port = await freePort();
    server = await startTestServer({ now: Date.now(), env: { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` } });
    server.clock.now = Date.now();
    await seedDemoIfEmpty(server.storage, Date.now());
    browser = await launchBrowser();
    const contextOptions = { viewport: { width: 1280, height: 860 }, reducedMotion: 'reduce' as const, locale: 'en-GB' };
    ownerContext = await browser.newContext(contextOptions);
    await ownerContext.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    agentContext = await browser.newContext(contextOptions);
    owner = await ownerContext.newPage();
    agent = await agentContext.newPage();
    for (const page of [owner, agent]) page.on('pageerror', (error) => console.error('page error:', error.message));
  }, 120_000);

  // The test server's clock stands still unless moved: each step gets the current time, so the audit log has an order.
  beforeEach(() => {
    server.clock.now = Date.now();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  }, 90_000);

  it('creates the owner from the first-run setup link, showing the API\'s reason for a weak password', async () => {
    const link = await setupLinkIfNoOwner(server.storage, server.url, Date.now());
    await owner.goto(link!);
    await owner.getByRole('heading', { level: 1, name: 'Create the owner account' }).waitFor();
    await checkScreen(owner, 'setup');

    await owner.getByLabel('Email').fill(OWNER.email);
    await owner.getByLabel('Display name').fill(OWNER.name);
    await owner.getByLabel('Password', { exact: true }).fill('password123');
    await owner.getByLabel('Repeat the password').fill('password123');
    await owner.getByRole('button', { name: 'Create account' }).click();
    const password = owner.getByLabel('Password', { exact: true });
    await expect.poll(() => password.getAttribute('aria-invalid')).toBe('true');
    // The API's reason, linked to the field it is about, and focus moved there.
    const description = await password.evaluate((field) => field.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent).join(' '));
    expect(description).toMatch(/Password not accepted: This password is one of the most common ones/);
    expect(await password.evaluate((field) => field === document.activeElement)).toBe(true);
    await checkScreen(owner, 'setup-error');

    await password.fill(OWNER.password);
    await owner.getByLabel('Repeat the password').fill(OWNER.password);
    await owner.getByRole('button', { name: 'Create account' }).click();
    await owner.waitForURL('**/console/flows');
    await owner.getByRole('heading', { level: 1, name: 'Flows' }).waitFor();
    await expect.poll(() => owner.locator('header').textContent()).toContain('Olcay Owner');
    expect(await owner.locator('header').textContent()).toContain('Owner');
    await owner.getByRole('cell', { name: 'Canvass demo: visit feedback', exact: true }).waitFor();
    await checkScreen(owner, 'flows');
  }, 90_000);

  it('lets the owner invite an agent and hands over the link to copy', async () => {
    await owner.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'People' }).click();
    await owner.waitForURL('**/console/people');
    await owner.getByRole('heading', { level: 1, name: 'People' }).waitFor();
    // A move within the console puts focus on the new screen's heading.
    await expect.poll(() => owner.evaluate(() => document.activeElement?.textContent)).toBe('People');
    await owner.getByRole('cell', { name: OWNER.email, exact: true }).waitFor();

    const invite = owner.getByRole('form', { name: 'Invite someone' });
    await invite.getByLabel('Email').fill(AGENT.email);
    await invite.getByLabel('Role').selectOption('agent');
    await invite.getByRole('button', { name: 'Create invite link' }).click();
    const linkField = owner.getByLabel('Invitation link');
    await linkField.waitFor();
    inviteLink = await linkField.inputValue();
    expect(inviteLink).toMatch(new RegExp(`^${server.url}/console/invite\\?token=`));
    await owner.getByRole('button', { name: 'Copy' }).click();
    await owner.getByText('Copied to the clipboard.').waitFor();
    expect(await owner.evaluate(() => navigator.clipboard.readText())).toBe(inviteLink);
    await owner.getByRole('cell', { name: AGENT.email, exact: true }).waitFor();
    await checkScreen(owner, 'people');
  }, 90_000);

  it('lets the agent accept, sign in again, and see Chats but not Flows (403)', async () => {
    await agent.goto(inviteLink);
    await agent.getByRole('heading', { level: 1, name: 'Join Canvass' }).waitFor();
    await agent.getByText(/invited as Agent with the address agent@example.com/).waitFor();
    await checkScreen(agent, 'invitation');
    await agent.getByLabel('Display name').fill(AGENT.name);
    await agent.getByLabel('Password', { exact: true }).fill(AGENT.password);
    await agent.getByLabel('Repeat the password').fill(AGENT.password);
    await agent.getByRole('button', { name: 'Create account' }).click();
    await agent.waitForURL('**/console/chats');

    // Signing out and in again: the sign-in page, then back where the agent asked to go.
    await agent.getByRole('button', { name: 'Sign out' }).click();
    await agent.waitForURL(/\/console\/sign-in$/);
    await agent.getByText('You have signed out.').waitFor();
    await agent.goto(`${server.url}/console/chats`);
    await agent.waitForURL(/\/console\/sign-in\?next=%2Fconsole%2Fchats$/);
    await agent.getByRole('heading', { level: 1, name: 'Sign in to Canvass' }).waitFor();
    await checkScreen(agent, 'sign-in');
    await agent.getByLabel('Email').fill(AGENT.email);
    await agent.getByLabel('Password').fill('not the password');
    await agent.getByRole('button', { name: 'Sign in' }).click();
    await agent.getByRole('alert').filter({ hasText: 'The email or the password is wrong.' }).waitFor();
    await agent.getByLabel('Password').fill(AGENT.password);
    await agent.getByRole('button', { name: 'Sign in' }).click();
    await agent.waitForURL('**/console/chats');
    await agent.getByRole('heading', { level: 1, name: 'Chats' }).waitFor();
    const nav = agent.getByRole('navigation', { name: 'Console sections' });
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Chats', 'API tokens']);
    await expect.poll(() => agent.locator('header').textContent()).toContain('Ece Agent');
    await agent.getByText('No chats yet.').waitFor();
    await checkScreen(agent, 'chats');

    // The nav has no Flows for an agent; the address typed in gets the API's 403, said in words.
    const refused = agent.waitForResponse((response) => response.url().includes('/v1/manage/flows'));
    await agent.goto(`${server.url}/console/flows`);
    expect((await refused).status()).toBe(403);
    await agent.getByText('You don\'t have access to this').waitFor();
    await checkScreen(agent, 'no-access');
  }, 90_000);

  it('shows an API token\'s secret once, and the audit log newest first', async () => {
    await owner.getByRole('link', { name: 'API tokens' }).click();
    await owner.getByRole('heading', { level: 1, name: 'API tokens' }).waitFor();
    await owner.getByLabel('Name').fill('CI export');
    await owner.getByRole('button', { name: 'Create token' }).click();
    const secret = await owner.getByLabel('Token', { exact: true }).inputValue();
    expect(secret).toMatch(/^cvs_/);
    await owner.getByRole('cell', { name: 'CI export', exact: true }).waitFor();
    await checkScreen(owner, 'tokens');
    await owner.getByRole('button', { name: 'I have copied it' }).click();
    expect(await owner.getByLabel('Token', { exact: true }).count()).toBe(0);
    expect(await owner.content()).not.toContain(secret);

    await owner.getByRole('link', { name: 'Audit log' }).click();
    await owner.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    const rows = owner.locator('tbody tr');
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(4);
    expect(await rows.first().textContent()).toContain('Created an API token');
    expect(await rows.last().textContent()).toContain('Created the owner account');
    await checkScreen(owner, 'audit');
  }, 90_000);

  it('ends the agent\'s session at its next call once the owner removes the agent', async () => {
    await agent.getByRole('link', { name: 'Chats' }).click();
    await agent.getByRole('heading', { level: 1, name: 'Chats' }).waitFor();

    await owner.getByRole('link', { name: 'People' }).click();
    await owner.getByRole('button', { name: `Remove ${AGENT.name}` }).click();
    const dialog = owner.getByRole('dialog', { name: `Remove ${AGENT.name}?` });
    await dialog.waitFor();
    await checkScreen(owner, 'remove-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Remove account' }).click();
    await expect.poll(() => owner.getByRole('region', { name: 'Accounts' }).getByRole('cell', { name: AGENT.email, exact: true }).count()).toBe(0);

    const refused = agent.waitForResponse((response) => response.url().includes('/v1/manage/tokens'));
    await agent.getByRole('link', { name: 'API tokens' }).click();
    expect((await refused).status()).toBe(401);
    await agent.waitForURL(/\/console\/sign-in\?next=%2Fconsole%2Ftokens$/);
    await agent.getByText('Your session has ended. Sign in again to continue.').waitFor();
    await checkScreen(agent, 'session-ended');
  }, 90_000);

  it('lays a screen out right to left', async () => {
    await owner.getByRole('link', { name: 'People' }).click();
    await owner.getByRole('heading', { level: 1, name: 'People' }).waitFor();
    await owner.evaluate(() => (document.documentElement.dir = 'rtl'));
    await checkScreen(owner, 'people-rtl');
    await owner.evaluate(() => (document.documentElement.dir = 'ltr'));
  }, 90_000);

  it('opens the sections as a menu on phones', async () => {
    await owner.setViewportSize({ width: 360, height: 780 });
    const menu = owner.getByRole('button', { name: 'Menu' });
    expect(await owner.getByRole('navigation', { name: 'Console sections' }).isVisible()).toBe(false);
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await owner.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Flows' }).waitFor();
    expect(await axeViolations(owner)).toEqual([]);
    await owner.screenshot({ path: path.join(ARTIFACTS, 'console-menu-360.png'), fullPage: true });
    // Keyboard only: Tab from Menu (past the account's Sign out, next in reading order) to the first section.
    for (let i = 0; i < 4 && (await owner.evaluate(() => document.activeElement?.textContent)) !== 'Flows'; i++) await owner.keyboard.press('Tab');
    await owner.keyboard.press('Enter');
    await owner.waitForURL('**/console/flows');
    expect(await owner.getByRole('navigation', { name: 'Console sections' }).isVisible()).toBe(false);
  });
});
