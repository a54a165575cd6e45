import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { startTestServer, type TestServer } from '../server/harness';
import { seedDemoIfEmpty } from '../../src/server/seed/seed-demo';
import { createAccount, signInBrowser } from './agent-session';
import { launchBrowser } from './browser';

/** axe-core on the screens a respondent and an agent meet (issue #7): no violations. */
describe('accessibility (axe-core)', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    server = await startTestServer({ now: Date.now() });
    server.clock.now = Date.now();
    await seedDemoIfEmpty(server.storage, Date.now());
    browser = await launchBrowser();
    // Reduced motion: no fade-in is caught half-transparent by the contrast check (and that setting is exercised).
    page = await (await browser.newContext({ viewport: { width: 360, height: 800 }, reducedMotion: 'reduce' })).newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** The page at phone and desktop widths, to look at: tests/e2e/artifacts/<name>-<width>.png. */
  const screenshots = async (name: string) => {
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: `tests/e2e/artifacts/${name}-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 360, height: 800 });
  };

  const violations = async () => (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

  it('the flow: first page, a required error, the next page, the thank-you page', async () => {
    await page.goto(`${server.url}/feedback?node_id=demo-node&lang=en`);
    await page.getByRole('radio', { name: '9' }).waitFor();
    expect(await violations()).toEqual([]);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Please fill in this field to continue.').waitFor();
    expect(await violations()).toEqual([]);
    await page.getByRole('radio', { name: '9' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('What did you like most?').waitFor();
    expect(await violations()).toEqual([]);
    await page.getByLabel('The service').check();
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
    expect(await violations()).toEqual([]);
  });

  it('the chat: open, the archive dialog, archived with the rating prompt', async () => {
    const created = await (await fetch(`${server.url}/v1/feedbacks`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ node_id: 'demo-node', flow_id: 'demo-flow', created_at: new Date().toISOString(), final_state_id: 's-chat', responses: [{ question_id: 'q-nps', body: 2 }] }) })).json();
    await page.goto(`${server.url}/chat?feedback_id=${created.id}&token=${created.token}`);
    await page.getByRole('textbox', { name: 'Message' }).waitFor();
    expect(await violations()).toEqual([]);
    await page.getByRole('button', { name: 'Archive' }).click();
    await page.getByRole('dialog').waitFor();
    expect(await violations()).toEqual([]);
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('How would you rate the service?').waitFor();
    expect(await violations()).toEqual([]);
  });

  it('the agent console signed out, its way through the console\'s sign-in and back, and signing out', async () => {
    const agent = await createAccount(server, 'Ece Yılmaz');
    await page.goto(`${server.url}/agent`);
    const signInLink = page.getByRole('link', { name: 'Sign in' });
    await signInLink.waitFor();
    expect(await signInLink.getAttribute('href')).toBe('/console/sign-in?next=%2Fagent');
    expect(await page.getByLabel('Agent token').count()).toBe(0);
    expect(await violations()).toEqual([]);
    await screenshots('agent-console-signed-out');
    // By keyboard: the link, the console's sign-in form, and back on /agent as the account.
    await signInLink.focus();
    await page.keyboard.press('Enter');
    await page.getByLabel('Email').fill(agent.email);
    await page.getByLabel('Password').fill(agent.password);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/agent`);
    await page.getByText('Signed in as Ece Yılmaz').waitFor();
    expect(await violations()).toEqual([]);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByText('You have signed out.').waitFor();
    expect(await violations()).toEqual([]);
  });

  it('the agent console says "no access" to an account whose role may not work on chats', async () => {
    const viewer = await createAccount(server, 'Vera Viewer', 'viewer');
    await signInBrowser(page.context(), server, viewer);
    await page.goto(`${server.url}/agent`);
    await page.getByRole('heading', { name: 'You don\'t have access to chats' }).waitFor();
    await page.getByText('your role (Viewer)').waitFor();
    expect(await violations()).toEqual([]);
    await screenshots('agent-console-no-access');
  });
});
