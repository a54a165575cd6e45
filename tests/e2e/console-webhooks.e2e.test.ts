// Issue #20: the console's Webhooks section in Chromium against the real server. The owner adds an endpoint with
// the keyboard only, copies its secret (shown once), a feedback is delivered (to a `.test` name that never resolves,
// so the attempt fails and nothing leaves the machine), and the delivery log shows the attempt with "Send again".
// axe-core finds nothing at 360 and 1280 px; screenshots go to tests/e2e/artifacts/console-webhooks-*.png.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { call, type TestServer } from '../server/harness';
import { checkBothWidths, ownerInConsole } from './console-kit';

describe('the Webhooks section of the console (issue #20)', { timeout: 120_000 }, () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ({ server, browser, page } = await ownerInConsole());
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('adds an endpoint by keyboard, shows the secret once, and shows its delivery log', async () => {
    await page.getByRole('link', { name: 'Webhooks' }).first().click();
    await page.waitForURL('**/console/webhooks');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Webhooks');
    await checkBothWidths(page, 'console-webhooks-empty');

    // Keyboard only: the address, Tab past the description to the events, Space ticks, Enter sends.
    await page.getByLabel('Address').focus();
    await page.keyboard.type('https://hooks.example.test/canvass');
    await page.keyboard.press('Tab');
    await page.keyboard.type('CRM');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space'); // Feedback started
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space'); // Chat opened
    await page.keyboard.press('Enter');
    const secret = page.getByLabel('Signing secret');
    await expect.poll(() => secret.inputValue()).toMatch(/^whsec_/);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.id ?? '')).not.toBe('');
    await checkBothWidths(page, 'console-webhooks-secret');
    const shown = await secret.inputValue();
    await page.getByRole('button', { name: 'I have copied it' }).press('Enter');
    await expect.poll(() => page.content()).not.toContain(shown);

    const [endpoint] = await server.storage.webhooks.listEndpoints();
    expect(endpoint).toMatchObject({ url: 'https://hooks.example.test/canvass', description: 'CRM', events: ['feedback.created', 'feedback.completed', 'chat.opened'], enabled: true });
    const feedback = await call(server, 'POST', '/v1/feedbacks', { node_id: 'demo-node', flow_id: 'demo-flow', created_at: new Date().toISOString(), responses: [] }, { 'X-COMPLETED': 'true' });
    expect(feedback.status, feedback.text).toBeLessThan(300);
    server.clock.now = Date.now();
    await server.webhooks.runOnce();

    await page.getByRole('button', { name: 'Delivery log https://hooks.example.test/canvass' }).press('Enter');
    const log = page.getByRole('region', { name: 'Delivery log of https://hooks.example.test/canvass' });
    await expect.poll(() => log.getByText('could not be resolved').count()).toBeGreaterThan(0);
    await expect.poll(() => log.getByText('Retrying').count()).toBe(1);
    await checkBothWidths(page, 'console-webhooks-log');
    await log.getByRole('button', { name: /^Send again msg_/ }).press('Enter');
    await expect.poll(async () => (await server.storage.webhooks.deliveries(endpoint!.id, { limit: 5 }))[0]?.nextAttemptAt).toBe(server.clock.now);
  });
});
