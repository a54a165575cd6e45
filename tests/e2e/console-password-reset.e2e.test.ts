// Issue #20 in Chromium against the real server and an SMTP server started here: "Forgot your password?" on the
// sign-in page → the emailed link → a new password → signing in with it → the account box's Email notices. axe-core checks each page; screenshots at
// 360 and 1280 px go to tests/e2e/artifacts/console-password-reset-<page>-<width>.png.
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startTestServer, type TestServer } from '../server/harness';
import { setupOwner, OWNER } from '../server/accounts-helpers';
import { startSmtpPeer, type SmtpPeer } from '../support/smtp-peer';
import { axeViolations } from './a11y-kit';
import { launchBrowser } from './browser';

const ARTIFACTS = path.join(import.meta.dirname, 'artifacts');
const NEW_PASSWORD = 'a fresh passphrase for 2026';

/** A free port, so PUBLIC_URL (the emailed link) is the address the browser really uses. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

async function checkPage(page: Page, name: string): Promise<void> {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 860 });
    expect(await axeViolations(page), `${name} at ${width} px`).toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS, `console-password-reset-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 860 });
}

describe('forgot password in the console (issue #20)', { timeout: 240_000 }, () => {
  let smtp: SmtpPeer;
  let server: TestServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    smtp = await startSmtpPeer();
    const port = await freePort();
    server = await startTestServer({ now: Date.now(), env: { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, SMTP_URL: smtp.url } });
    await setupOwner(server);
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, reducedMotion: 'reduce', locale: 'en-GB' });
    page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });

  it('emails a link from the sign-in page, sets a new password with it, and signs in with that', async () => {
    await page.goto(`${server.url}/console/sign-in`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL('**/console/forgot-password');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Set a new password');
    await checkPage(page, 'ask');

    // Sending with an empty address says what is missing, by the field, and sends nothing.
    await page.getByRole('button', { name: 'Email me a link' }).click();
    await expect.poll(() => page.getByText('Fill this in.').isVisible()).toBe(true);
    await page.getByLabel('Email').fill(OWNER.email);
    await page.keyboard.press('Enter');
    const status = page.getByRole('status');
    await expect.poll(() => status.textContent()).toContain(`If ${OWNER.email} belongs to an account here, a link is on its way.`);
    await checkPage(page, 'sent');

    const mail = await smtp.next(OWNER.email);
    const link = /http:\/\/\S+\/console\/reset-password\?token=[\w-]+/.exec(mail.text)![0];
    await page.goto(link);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Choose a new password');
    await page.getByLabel('Password', { exact: true }).waitFor();
    await checkPage(page, 'new-password');

    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Repeat the password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain('Your new password is set');
    await checkPage(page, 'done');

    await page.getByRole('link', { name: 'Sign in with it' }).click();
    await page.waitForURL('**/console/sign-in');
    await page.getByLabel('Email').fill(OWNER.email);
    await page.getByLabel('Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/console/') && !url.pathname.includes('sign-in'));

    // Signed in, the account box's Email notices: a new-chat email and a digest, by keyboard, saved.
    await page.getByRole('button', { name: 'Email notices' }).click();
    const dialog = page.getByRole('dialog', { name: 'Email notices' });
    await dialog.getByLabel('Language of the emails').waitFor();
    await checkPage(page, 'notices');
    await dialog.getByRole('checkbox', { name: 'Email me when a new chat is waiting' }).press('Space');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await server.storage.messaging.mailChoices.get((await server.storage.accounts.users.byEmail(OWNER.email))!.id))?.newChatMail).toBe(true);

    // The used link now says so, and offers a new one.
    await page.goto(link);
    await expect.poll(() => page.getByText('This link has expired or was used already.').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Ask for a new link' }).isVisible()).toBe(true);
  });
});
