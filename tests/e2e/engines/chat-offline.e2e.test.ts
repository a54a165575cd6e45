import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChat } from '../a11y-kit';
import { engines, useEngine } from './engines';
import { scrolledTo, startJourneyServer, type JourneyServer } from './journey-kit';

/** Issue #26: the journeys that lean on the network, in each engine: a chat both ways, and a submit made offline. */
describe.each(engines)('$name: chat and offline', { timeout: 60_000 }, (engine) => {
  const browser = useEngine(engine);
  let env: JourneyServer;
  beforeAll(async () => {
    env = await startJourneyServer();
  });
  afterAll(() => env?.close());

  /** The agent's side through the HTTP API, as the console sends it. */
  async function agentReplies(chatId: string, body: string): Promise<void> {
    const form = new FormData();
    form.set('name', 'Ece');
    form.set('body', body);
    const response = await fetch(`${env.server.url}/v1/agent/chats/${chatId}/messages`, { method: 'POST', headers: { authorization: `Bearer ${env.server.config.agentToken}` }, body: form });
    expect(response.status).toBe(200);
  }

  it('carries chat messages both ways between the respondent and an agent', async () => {
    const chat = await createChat(env.server);
    const page = await browser.newPage();
    await page.goto(`${env.server.url}/chat?feedback_id=${chat.id}&token=${chat.token}`);
    await page.fill({ role: 'textbox', name: 'Message' }, `Hello from ${engine.name}`);
    await page.press('Enter');
    await expect.poll(async () => (await env.server.storage.chats.messages(chat.id)).map((m) => `${m.actor}: ${m.body}`), { timeout: 10_000 }).toContain(`customer: Hello from ${engine.name}`);
    await agentReplies(chat.id, 'Hi Deniz, looking into it.');
    await page.waitFor({ text: 'Hi Deniz, looking into it.' });
    // Shown once, not again from the socket's echo.
    expect(await page.evaluate(() => [...document.querySelectorAll('.cv-bubble')].filter((b) => b.textContent?.includes('Hello from')).length)).toBe(1);
    await page.screenshots('chat');
  });

  // WebKit's driver cannot take a page offline (see webkit.ts): the journey runs in Chromium and Firefox.
  it.skipIf(!engine.canGoOffline)('offline before the final submit: the respondent finishes, and back online exactly one feedback arrives', async () => {
    const page = await browser.newPage();
    await page.goto(`${env.server.url}/feedback?node_id=demo-node&lang=en`);
    await page.click({ role: 'radio', name: '10, Very likely' });
    await page.click({ role: 'button', name: 'Next' });
    await page.click({ role: 'radio', name: 'The product' });
    await scrolledTo(page, 'q-stars');
    const completed = async () => (await env.stored()).filter((f) => f.completed);
    const before = (await completed()).length;
    const partial = (await env.stored()).find((f) => !f.completed);
    await page.setOffline(true);
    await page.click({ role: 'button', name: 'Send' });
    await page.waitFor({ role: 'heading', name: 'Thank you!' });
    expect((await completed()).length).toBe(before);
    await page.setOffline(false);
    // The page sends what it kept when the browser says it is online again (flushWhenOnline).
    await expect.poll(async () => (await completed()).length, { timeout: 10_000 }).toBe(before + 1);
    const sent = (await completed()).find((f) => f.payload.created_offline);
    expect(sent?.payload.responses).toContainEqual({ question_id: 'q-liked', option_id: 'o-product' });
    // The partial save of this respondent was completed, not duplicated, and the page keeps nothing more to send.
    if (partial) expect(sent?.id).toBe(partial.id);
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('FEEDBACK_QUEUE') ?? '[]').length)).toBe(0);
    expect((await completed()).length).toBe(before + 1);
  });
});
