import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startTestServer, type TestServer } from '../server/harness';
import { seedDemoIfEmpty } from '../../src/server/seed/seed-demo';
import { launchBrowser } from './browser';

/** The respondent's flow in Chromium against the real server and database (issue #4). */
describe('respondent flow in a browser', () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startTestServer({ now: Date.now() });
    server.clock.now = Date.now();
    await seedDemoIfEmpty(server.storage, Date.now());
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function openFlow(): Promise<Page> {
    const page = await browser.newPage({ viewport: { width: 360, height: 800 } });
    page.on('pageerror', (error) => console.error('page error:', error.message));
    await page.goto(`${server.url}/feedback?node_id=demo-node&lang=en`);
    await page.getByRole('heading', { name: 'Tell us about your visit' }).waitFor();
    return page;
  }

  const stored = async () => (await server.storage.feedbacks.list({ limit: 50 })).filter((f) => f.flowId === 'demo-flow');

  // A promoter's answers by pointer and keyboard, and Next without a required answer, run in all three engines:
  // tests/e2e/engines/flow.e2e.test.ts (issue #26).

  it('a detractor who asks for a chat lands in the chat of the stored feedback', async () => {
    const page = await openFlow();
    await page.getByRole('radio', { name: '3' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('It was slow').check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Yes, open a chat').check();
    await page.getByLabel('Your name').fill('Deniz');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('heading', { name: 'Thank you' }).waitFor();
    await page.waitForURL(/\/chat\?feedback_id=.+&token=.+/, { timeout: 10_000 });
    await page.getByRole('textbox', { name: 'Message' }).waitFor();
    const id = new URL(page.url()).searchParams.get('feedback_id')!;
    const feedback = await server.storage.feedbacks.get(id);
    expect(feedback).toMatchObject({ completed: true, chatStatus: 'open', payload: { customer: { name: 'Deniz' } } });
    await page.close();
  });

  it('offline before the final submit: the respondent finishes, and once online exactly one feedback arrives', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/feedback?node_id=demo-node&lang=en`);
    await page.getByRole('radio', { name: '10' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('The product').check();
    const before = await stored();
    const partial = before.find((f) => !f.completed);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
    expect((await stored()).filter((f) => f.completed).length).toBe(before.filter((f) => f.completed).length);
    await context.setOffline(false);
    await page.reload();
    await page.reload();
    await expect.poll(async () => (await stored()).filter((f) => f.completed).length, { timeout: 10_000 }).toBe(before.filter((f) => f.completed).length + 1);
    const completed = (await stored()).find((f) => f.completed && f.payload.created_offline);
    expect(completed?.payload.responses).toContainEqual({ question_id: 'q-liked', option_id: 'o-product' });
    // The partial save of this respondent was completed, not duplicated.
    if (partial) expect(completed?.id).toBe(partial.id);
    await context.close();
  });
});
