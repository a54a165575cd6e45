import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CANVASS_VERSION } from '../../src/lib/version';
import { axeViolations, createChat, customerSays, multilingualDemoFlow, putFlow, putNode, startA11yEnv, type A11yEnv } from './a11y-kit';
import { signInAgent } from './agent-session';

/**
 * Issue #7: axe-core on every route (SPEC 2.1) and the states the other a11y suites do not reach: previews, the
 * widget frame opened on its own, the error pages, a failed submit, the language picker open, the agent console
 * with a conversation; zero violations. (/feedback's own states are in accessibility.e2e.test.ts, the widget on a
 * host page in a11y-widget.e2e.test.ts, every question style in a11y-styles.e2e.test.ts.)
 */
describe('accessibility of every route (axe-core)', { timeout: 60_000 }, () => {
  let env: A11yEnv;
  let page: Page;
  beforeAll(async () => {
    env = await startA11yEnv();
    await putFlow(env.server, multilingualDemoFlow());
    await putNode(env.server, 'a11y-i18n', 'demo-flow-i18n');
    await putNode(env.server, 'a11y-closed', 'demo-flow', { activation_end_date: '2020-01-01T00:00:00Z', activation_expired_message: { en: 'This survey closed in 2020.' } });
  });
  afterAll(() => env?.close());
  // A fresh browser context each: a draft or queue one test leaves in local storage cannot change what the next sees.
  beforeEach(async () => void (page = await env.newPage()));
  afterEach(() => page.context().close());

  const at = async (path: string, ready: (page: Page) => Promise<unknown>) => {
    await page.goto(`${env.server.url}${path}`);
    await ready(page);
    return axeViolations(page);
  };

  it('the flow routes: /web_feedback, /web_flow_preview and /flow_preview', async () => {
    const firstQuestion = (p: Page) => p.getByRole('radio', { name: '9' }).waitFor();
    expect(await at('/web_feedback?node_id=demo-node&lang=en', firstQuestion)).toEqual([]);
    expect(await at('/web_flow_preview?flow_id=demo-flow&lang=en', firstQuestion)).toEqual([]);
    expect(await at('/flow_preview?flow_id=demo-flow&lang=en', firstQuestion)).toEqual([]);
  });

  it('the flow pages that say something went wrong: unknown node, closed node, a submit the server refuses', async () => {
    expect(await at('/feedback?node_id=no-such-node', (p) => p.getByRole('heading', { name: '404 Not Found' }).waitFor())).toEqual([]);
    expect(await at('/feedback?node_id=a11y-closed&lang=en', (p) => p.getByText('This survey closed in 2020.').waitFor())).toEqual([]);
    await page.route('**/v1/feedbacks', (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 400, contentType: 'application/json', body: '{"code":13048,"error":"unknown_answer","message":"refused"}' }) : route.continue()));
    await page.goto(`${env.server.url}/feedback?node_id=demo-node&lang=en`);
    await page.getByRole('radio', { name: '9' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('The service').check();
    await page.getByRole('button', { name: 'Send' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'System error' });
    await alert.waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('the language picker: the switch for two languages, the list for more, open', async () => {
    expect(await at('/feedback?node_id=demo-node&lang=en', (p) => p.getByRole('button', { name: 'Switch to Türkçe' }).waitFor())).toEqual([]);
    await page.goto(`${env.server.url}/feedback?node_id=a11y-i18n&lang=en`);
    await page.getByRole('button', { name: /English/ }).click();
    await page.getByRole('list', { name: 'Choose a language' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('the chat route: without its parameters, with a wrong token, and open', async () => {
    expect(await at('/chat', (p) => p.getByRole('alert').waitFor())).toEqual([]);
    const chat = await createChat(env.server);
    expect(await at(`/chat?feedback_id=${chat.id}&token=wrong-token`, (p) => p.getByRole('alert').filter({ hasText: 'This chat link is invalid or has expired.' }).waitFor())).toEqual([]);
    expect(await at(`/chat?feedback_id=${chat.id}&token=${chat.token}&sdk=1`, (p) => p.getByRole('textbox', { name: 'Message' }).waitFor())).toEqual([]);
  });

  it('the widget frame opened on its own, and with an unknown code', async () => {
    expect(await at('/widget?code=PSN-DEMO001', (p) => p.getByRole('radio', { name: '9' }).waitFor())).toEqual([]);
    // Issue #16: a code that does not exist gets the server's explanation page, not a blank or failing frame.
    expect(await at('/widget?code=PSN-NOPE999', (p) => p.getByRole('heading', { name: '404 Not Found' }).waitFor())).toEqual([]);
  });

  it('the pages of addresses that lead nowhere (issue #16): an unknown path and a missing node_id, in the browser’s language', async () => {
    expect(await at('/nothing-here', (p) => p.getByRole('heading', { name: '404 Not Found' }).waitFor())).toEqual([]);
    expect(await at('/feedback', (p) => p.getByText('Looks like the URL is typed wrong').waitFor())).toEqual([]);
    await page.context().close();
    page = await env.newPage({ locale: 'ar', viewport: { width: 360, height: 800 } });
    expect(await at('/nothing-here', (p) => p.locator('html[dir="rtl"][lang="ar"]').waitFor())).toEqual([]);
    await page.screenshot({ path: 'tests/e2e/artifacts/not-found-ar-360.png' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: 'tests/e2e/artifacts/not-found-ar-1280.png' });
  });

  it('every page links its icon, so no browser asks for a missing favicon (issue #16)', async () => {
    const notFound: string[] = [];
    page.on('response', (response) => response.status() === 404 && notFound.push(response.url()));
    for (const path of ['/feedback?node_id=demo-node&lang=en', '/chat', '/widget?code=PSN-DEMO001', '/agent', '/demo', '/nothing-here']) {
      await page.goto(`${env.server.url}${path}`);
      expect(await page.locator('link[rel="icon"]').getAttribute('href'), path).toMatch(/^data:image\/svg\+xml,/);
    }
    expect(notFound.filter((url) => !url.endsWith('/nothing-here'))).toEqual([]);
  });

  it('the agent console with a conversation open: the customer\'s message and an agent\'s reply, each named', async () => {
    const chat = await createChat(env.server);
    await customerSays(env.server, chat, 'My parcel never came.');
    // The test clock stands still unless moved; messages of one millisecond have no order of their own.
    env.server.clock.now += 1000;
    await signInAgent(page.context(), env.server, 'Ece Yılmaz');
    await page.goto(`${env.server.url}/agent`);
    // Other tests' chats are in the list too: this one by its last message.
    await page.getByRole('button', { name: /My parcel never came/ }).click();
    await page.getByText('Live').waitFor();
    await page.getByLabel('Reply').fill('Sorry to hear that, I am checking with the courier.');
    await page.keyboard.press('Enter');
    const reply = page.locator('.cv-group', { hasText: 'Sorry to hear that' });
    await reply.locator('.cv-avatar', { hasText: 'EY' }).waitFor();
    expect(await reply.locator('.cv-group__sender').textContent()).toBe('Ece Yılmaz');
    expect(await axeViolations(page)).toEqual([]);
    // The release answering (issue #24), in the footer.
    await page.getByText(`Canvass version ${CANVASS_VERSION}`).waitFor();
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: `tests/e2e/artifacts/agent-console-${width}.png`, fullPage: true });
    }
  });
});
