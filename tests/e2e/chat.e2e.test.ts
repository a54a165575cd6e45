import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { restartTestServer, startTestServer, type TestServer } from '../server/harness';
import { seedDemoIfEmpty } from '../../src/server/seed/seed-demo';
import { signInAgent } from './agent-session';
import { launchBrowser } from './browser';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a0b1b9e40000000049454e44ae426082', 'hex');

/** Hostile message bodies (issue #6): each must show as the text it is, never run. */
const HOSTILE = [
  '<script>window.__tripwire("script")</script>',
  '<img src=x onerror="window.__tripwire(\'img\')">',
  '<a href="javascript:window.__tripwire(\'link\')">click</a>',
  'javascript:window.__tripwire("bare")',
  '<svg onload="window.__tripwire(\'svg\')"></svg>',
  '[md](javascript:window.__tripwire("md"))',
];

const AGENT_NAME = 'Ece Yılmaz';

// Socket.io reconnects after a restart with a 1-5 s back-off (SPEC 9), so steps here may wait that long.
describe('chat between a respondent and an agent in a browser', { timeout: 40_000 }, () => {
  let server: TestServer;
  let browser: Browser;
  let chat: { id: string; token: string };
  let respondent: Page;
  let agent: Page;

  beforeAll(async () => {
    server = await startTestServer({ now: Date.now() });
    server.clock.now = Date.now();
    await seedDemoIfEmpty(server.storage, Date.now());
    const created = await fetch(`${server.url}/v1/feedbacks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ node_id: 'demo-node', flow_id: 'demo-flow', created_at: new Date().toISOString(), final_state_id: 's-chat', responses: [{ question_id: 'q-nps', body: 2 }, { question_id: 'q-talk', option_id: 'o-talk-yes' }], customer: { name: 'Deniz' } }),
    });
    chat = await created.json();
    browser = await launchBrowser();
    const tripwire = async (page: Page) => {
      await page.addInitScript(() => {
        (window as unknown as { __tripped: string[] }).__tripped = [];
        (window as unknown as { __tripwire: (what: string) => void }).__tripwire = (what) => (window as unknown as { __tripped: string[] }).__tripped.push(what);
      });
    };
    respondent = await (await browser.newContext({ viewport: { width: 390, height: 760 } })).newPage();
    const agentContext = await browser.newContext({ viewport: { width: 1100, height: 760 } });
    // The agent works with an account's session (issue #17): replies carry its display name, typed nowhere.
    await signInAgent(agentContext, server, AGENT_NAME);
    agent = await agentContext.newPage();
    await tripwire(respondent);
    await tripwire(agent);
    await respondent.goto(`${server.url}/chat?feedback_id=${chat.id}&token=${chat.token}`);
    await agent.goto(`${server.url}/agent`);
    await agent.getByText(`Signed in as ${AGENT_NAME}`).waitFor();
    await agent.getByRole('button', { name: /Deniz/ }).click();
    await agent.getByText('Live').waitFor();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const bubbles = (page: Page, text: string) => page.locator('.cv-bubble', { hasText: text });

  it('speaks the language the flow passed (lang), right to left in Arabic', async () => {
    const page = await (await browser.newContext({ viewport: { width: 390, height: 760 } })).newPage();
    await page.goto(`${server.url}/chat?feedback_id=${chat.id}&token=${chat.token}&lang=ar`);
    await page.getByRole('textbox', { name: 'رسالة' }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
    await page.context().close();
  });

  it('carries messages both ways, with an image', async () => {
    const input = respondent.getByRole('textbox', { name: 'Message' });
    await input.fill('Hello, my order is late');
    await respondent.locator('#cv-composer-file').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
    await input.press('Enter');
    await bubbles(agent, 'Hello, my order is late').waitFor();
    await expect.poll(() => agent.locator('.cv-attachment img').count()).toBe(1);
    expect(await agent.getByLabel('Your name').count()).toBe(0);
    await agent.getByLabel('Reply').fill('Hi Deniz, looking into it.');
    await agent.getByRole('button', { name: 'Send' }).click();
    await bubbles(respondent, 'Hi Deniz, looking into it.').waitFor();
    expect(await bubbles(respondent, 'Hello, my order is late').count()).toBe(1);
  });

  it('shows the reply under the account\'s display name and initials, to the respondent and in the agent console', async () => {
    const senderOf = (page: Page, text: string) => page.locator('.cv-group', { has: bubbles(page, text) });
    for (const page of [respondent, agent]) {
      const group = senderOf(page, 'Hi Deniz, looking into it.');
      expect(await group.locator('.cv-group__sender').textContent()).toBe(AGENT_NAME);
      expect(await group.locator('.cv-avatar').textContent()).toBe('EY');
    }
    // The customer's side of the agent console: the customer's name, not "You".
    expect(await senderOf(agent, 'Hello, my order is late').locator('.cv-group__sender').textContent()).toBe('Deniz');
    const stored = await server.storage.chats.messages(chat.id);
    expect(stored.filter((message) => message.actor === 'agent').map((message) => message.agent?.name)).toEqual([AGENT_NAME]);
  });

  it('loses and doubles nothing when the server restarts mid-conversation', async () => {
    await restartTestServer(server);
    await agent.getByLabel('Reply').fill('Back after a restart.');
    await agent.getByRole('button', { name: 'Send' }).click();
    await bubbles(respondent, 'Back after a restart.').waitFor({ timeout: 30_000 });
    await respondent.getByRole('textbox', { name: 'Message' }).fill('Still here');
    await respondent.getByRole('textbox', { name: 'Message' }).press('Enter');
    await bubbles(agent, 'Still here').waitFor({ timeout: 30_000 });
    for (const text of ['Hello, my order is late', 'Hi Deniz, looking into it.', 'Back after a restart.', 'Still here']) {
      expect(await bubbles(respondent, text).count(), text).toBe(1);
    }
  }, 70_000);

  it('shows hostile message bodies as text on both sides; none runs', async () => {
    for (const body of HOSTILE) {
      await agent.getByLabel('Reply').fill(body);
      await agent.getByRole('button', { name: 'Send' }).click();
    }
    await bubbles(respondent, HOSTILE.at(-1)!).waitFor();
    for (const page of [respondent, agent]) {
      expect(await page.evaluate(() => (window as unknown as { __tripped: string[] }).__tripped)).toEqual([]);
      expect(await page.locator('.cv-timeline a[href^="javascript"]').count()).toBe(0);
      expect(await page.locator('.cv-timeline script, .cv-timeline svg[onload]').count()).toBe(0);
    }
    expect(await bubbles(respondent, '<script>').count()).toBeGreaterThan(0);
  });

  it('the agent closes the chat and the respondent rates the service', async () => {
    // Issue #22: the status is a row of buttons.
    await agent.getByRole('group', { name: 'Set status' }).getByRole('button', { name: 'Closed' }).click();
    await respondent.getByText('How would you rate the service?').waitFor();
    // Issue #16: the composer gives way to the rating prompt.
    expect(await respondent.getByRole('textbox', { name: 'Message' }).count()).toBe(0);
    await respondent.getByRole('button', { name: 'Good' }).click();
    await respondent.getByText('Thank you for your rating.').waitFor();
    await expect.poll(async () => (await server.storage.chats.ratings(chat.id)).map((r) => r.rating)).toEqual([100]);
    await agent.getByText('Good').first().waitFor();
  });

  it('the respondent archives an open chat after confirming', async () => {
    await agent.getByRole('group', { name: 'Set status' }).getByRole('button', { name: 'Open' }).click();
    const archive = respondent.getByRole('button', { name: 'Archive' });
    await archive.click();
    await respondent.getByRole('dialog', { name: 'Archive this conversation?' }).getByRole('button', { name: 'Yes' }).click();
    await respondent.getByText('This conversation is archived.').waitFor();
    expect((await server.storage.feedbacks.get(chat.id))?.chatStatus).toBe('archived');
    await agent.getByText('The customer archived this conversation.').waitFor();
  });
});
