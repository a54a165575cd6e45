import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChat, startA11yEnv, type A11yEnv } from './a11y-kit';

/**
 * Issue #16: a chat message written offline is kept (the outbox), survives a reload, and goes once, in order,
 * when the browser is back online; the agent reads it once.
 */
describe('chat outbox in a browser', () => {
  let env: A11yEnv;
  beforeAll(async () => {
    env = await startA11yEnv();
    // The messages are stored in the order they arrive, and read back by time: the test server's clock stands still
    // unless moved, so here it follows real time (two messages on one fixed instant would sort by their random ids).
    Object.defineProperty(env.server.clock, 'now', { get: () => Date.now(), set: () => undefined, configurable: true });
  }, 60_000);
  afterAll(async () => env?.close());

  const agentTimeline = async (id: string) => {
    const answer = await fetch(`${env.server.url}/v1/agent/chats/${id}`, { headers: { authorization: `Bearer ${env.server.config.agentToken}` } });
    const { detail } = (await answer.json()) as { detail: { timeline_items: { actor: string; detail: { comment: { body: string } } }[] } };
    return detail.timeline_items.filter((item) => item.actor === 'customer').map((item) => item.detail.comment.body);
  };

  it('sends messages written offline after a reload, once and in order, when the browser is online again', async () => {
    const chat = await createChat(env.server);
    const page = await env.newPage({ viewport: { width: 390, height: 760 } });
    const address = `${env.server.url}/chat?feedback_id=${chat.id}&token=${chat.token}&lang=en`;
    await page.goto(address);
    const message = page.getByRole('textbox', { name: 'Message' });
    await message.waitFor();

    await page.context().setOffline(true);
    await message.fill('Written on the train');
    await message.press('Enter');
    await message.fill('and a second one');
    await message.press('Enter');
    await page.getByText(/Waiting for a connection/).first().waitFor();
    expect(await page.getByText(/Waiting for a connection/).count()).toBe(2);
    expect(await agentTimeline(chat.id)).toEqual([]);

    // Reload while still offline would find no page; the browser comes back with the page closed and reopened.
    await page.close();
    const context = page.context();
    const next = await context.newPage();
    await context.setOffline(false);
    await next.goto(address);
    await expect.poll(() => agentTimeline(chat.id), { timeout: 15_000 }).toEqual(['Written on the train', 'and a second one']);
    await next.locator('.cv-bubble', { hasText: 'and a second one' }).waitFor();
    await expect.poll(() => next.getByText(/Waiting for a connection|Sending/).count()).toBe(0);

    // Another reload sends nothing again.
    await next.reload();
    await next.getByRole('textbox', { name: 'Message' }).waitFor();
    await next.waitForTimeout(1000);
    expect(await agentTimeline(chat.id)).toEqual(['Written on the train', 'and a second one']);
    await context.close();
  }, 90_000);

  it('sends a message written offline when the browser comes back online, without a reload', async () => {
    const chat = await createChat(env.server);
    const page = await env.newPage({ viewport: { width: 390, height: 760 } });
    await page.goto(`${env.server.url}/chat?feedback_id=${chat.id}&token=${chat.token}&lang=en`);
    const message = page.getByRole('textbox', { name: 'Message' });
    await message.waitFor();
    await page.context().setOffline(true);
    await message.fill('Back in a tunnel');
    await message.press('Enter');
    await page.getByText(/Waiting for a connection/).waitFor();
    await page.context().setOffline(false);
    await expect.poll(() => agentTimeline(chat.id), { timeout: 15_000 }).toEqual(['Back in a tunnel']);
    await page.context().close();
  }, 60_000);
});
