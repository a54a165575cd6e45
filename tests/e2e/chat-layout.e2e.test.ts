import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { agentReply, customerMessage, type Chat } from '../server/chat-helpers';
import { axeViolations, createChat, openHostPage, putWidget, setChatStatus, startA11yEnv, type A11yEnv } from './a11y-kit';

/**
 * Issue #16 items 6 and 15: the chat fills the screen and only the conversation scrolls, so with 20 messages the
 * composer (or, once closed, the rating prompt in its place) is in view on a phone and on a desktop, on /chat and in
 * the widget; an empty chat greets. Screenshots go to tests/e2e/artifacts/.
 */
describe('chat layout: composer and rating prompt never below the fold', () => {
  let env: A11yEnv;
  beforeAll(async () => void (env = await startA11yEnv()), 60_000);
  afterAll(async () => env?.close());

  async function chatWithMessages(count = 20): Promise<Chat> {
    const chat = await createChat(env.server);
    for (let i = 1; i <= count; i++) {
      // The test server's clock stands still unless moved: each message a second later, so their order is clear.
      env.server.clock.now += 1000;
      if (i % 2) await customerMessage(env.server, chat, `Message ${i} from the customer about the late order, with a few more words to wrap.`);
      else await agentReply(env.server, chat, `Reply ${i} from the agent.`);
    }
    return chat;
  }

  /** The element's box lies inside the page's viewport (and inside `within`'s box when given). */
  async function inView(page: Page, element: Locator, within?: Locator): Promise<boolean> {
    const box = await element.boundingBox();
    const viewport = page.viewportSize()!;
    const outer = within ? await within.boundingBox() : { x: 0, y: 0, width: viewport.width, height: viewport.height };
    return !!box && !!outer && box.y >= outer.y - 1 && box.y + box.height <= outer.y + outer.height + 1 && box.y + box.height <= viewport.height + 1;
  }

  const sizes = [
    { width: 360, height: 740 },
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ];

  it('/chat with 20 messages: the composer and the newest message are in view at 360, 390 and 1280 px', async () => {
    const chat = await chatWithMessages();
    for (const viewport of sizes) {
      const page = await env.newPage({ viewport });
      await page.goto(`${env.server.url}/chat?feedback_id=${chat.id}&token=${chat.token}&lang=en`);
      const composer = page.getByRole('textbox', { name: 'Message' });
      await composer.waitFor();
      await page.locator('.cv-bubble', { hasText: 'Reply 20 from the agent.' }).waitFor();
      expect(await inView(page, composer), `composer at ${viewport.width}`).toBe(true);
      expect(await inView(page, page.getByRole('button', { name: 'Send' })), `send at ${viewport.width}`).toBe(true);
      await expect.poll(() => inView(page, page.locator('.cv-bubble', { hasText: 'Reply 20 from the agent.' })), { message: `newest at ${viewport.width}` }).toBe(true);
      // The page itself does not scroll: the conversation does.
      expect(await page.evaluate(() => document.scrollingElement!.scrollHeight <= innerHeight + 1)).toBe(true);
      await page.screenshot({ path: `tests/e2e/artifacts/chat-20-messages-${viewport.width}.png` });
      if (viewport.width === 390) expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    }
  }, 120_000);

  it('a closed chat hides its composer; the rating prompt takes its place, in view', async () => {
    const chat = await chatWithMessages();
    await setChatStatus(env.server, chat.id, 'closed');
    for (const viewport of [sizes[1]!, sizes[2]!]) {
      const page = await env.newPage({ viewport });
      await page.goto(`${env.server.url}/chat?feedback_id=${chat.id}&token=${chat.token}&lang=en`);
      const prompt = page.getByRole('group', { name: 'How would you rate the service?' });
      await prompt.waitFor();
      expect(await page.getByRole('textbox', { name: 'Message' }).count()).toBe(0);
      expect(await inView(page, prompt), `rating at ${viewport.width}`).toBe(true);
      await page.screenshot({ path: `tests/e2e/artifacts/chat-closed-${viewport.width}.png` });
      if (viewport.width === 390) expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    }
  }, 90_000);

  it('an empty chat greets and says what happens next', async () => {
    const chat = await createChat(env.server);
    const page = await env.newPage({ viewport: sizes[1]! });
    await page.goto(`${env.server.url}/chat?feedback_id=${chat.id}&token=${chat.token}&lang=en`);
    await page.getByText('Hello! How can we help?').waitFor();
    await page.getByText('Write your message below. An agent will reply here as soon as possible.').waitFor();
    await page.screenshot({ path: 'tests/e2e/artifacts/chat-empty-390.png' });
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  }, 60_000);

  it('in the widget on a phone and a desktop: the composer stays in the frame with 20 messages', async () => {
    await putWidget(env.server, { code: 'PSN-CHATLY1' });
    for (const viewport of [sizes[1]!, sizes[2]!]) {
      const page = await env.newPage({ viewport });
      // The test server's clock stands still: the new chat is the one not there before.
      const before = new Set((await env.server.storage.feedbacks.list({ limit: 200 })).map((f) => f.id));
      const { launcher, frame } = await openHostPage(page, env.hostUrl, 'PSN-CHATLY1');
      await launcher.click();
      await frame.getByRole('radio', { name: '2' }).click();
      await frame.getByRole('button', { name: 'Next' }).click();
      await frame.getByLabel('It was slow').check();
      await frame.getByRole('button', { name: 'Next' }).click();
      await frame.getByLabel('Yes, open a chat').check();
      await frame.getByRole('button', { name: 'Send' }).click();
      const composer = frame.getByRole('textbox', { name: 'Message' });
      await composer.waitFor({ timeout: 15_000 });
      const [chat] = (await env.server.storage.feedbacks.list({ limit: 200, chatStatus: 'open' })).filter((f) => !before.has(f.id));
      for (let i = 1; i <= 20; i++) {
        env.server.clock.now += 1000;
        await agentReply(env.server, { id: chat!.id, token: '' }, `Reply ${i} from the agent, a little longer so it wraps on a phone.`);
      }
      await frame.locator('.cv-bubble', { hasText: 'Reply 20 from the agent' }).waitFor();
      const iframe = page.locator('iframe[title="Feedback"]');
      await expect.poll(() => inView(page, composer, iframe), { message: `composer in the frame at ${viewport.width}` }).toBe(true);
      await expect.poll(() => inView(page, frame.locator('.cv-bubble', { hasText: 'Reply 20 from the agent' }), iframe)).toBe(true);
      await page.screenshot({ path: `tests/e2e/artifacts/widget-chat-20-messages-${viewport.width}.png` });
      if (viewport.width === 390) expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    }
  }, 150_000);
});
