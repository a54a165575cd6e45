// The agent workspace (issue #22) with three browsers: two agents and a respondent on the real server. Assignment moves
// a chat between the agents' "mine" lists live; unread counts rise and clear; a private note never reaches the
// respondent (socket and API); typing shows on the other side; search finds a message by a word; the keyboard alone
// works; axe finds nothing at 360 and 1280 px, and both are kept as screenshots. The list's filters are one row of
// tabs at both widths; the Reports view shows this test's chats, its chart has a table, and it too passes axe and the
// keyboard at both widths.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startTestServer, type TestServer } from '../server/harness';
import { seedDemoIfEmpty } from '../../src/server/seed/seed-demo';
import { createAccount, signInBrowser } from './agent-session';
import { axeViolations, createChat, customerSays } from './a11y-kit';
import { launchBrowser } from './browser';
import type { Session } from '../server/accounts-helpers';

const ARTIFACTS = path.join(import.meta.dirname, 'artifacts');

/** A chat of the demo flow's feedback, with the customer's details given (none: the list names it by flow and answer). */
async function chatOf(server: TestServer, customer: Record<string, string>): Promise<{ id: string; token: string }> {
  const response = await fetch(`${server.url}/v1/feedbacks`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ node_id: 'demo-node', flow_id: 'demo-flow', created_at: new Date().toISOString(), final_state_id: 's-chat', responses: [{ question_id: 'q-nps', body: 2 }, { question_id: 'q-talk', option_id: 'o-talk-yes' }], customer }),
  });
  return (await response.json()) as { id: string; token: string };
}

describe('the agent workspace with two agents and a respondent', { timeout: 60_000 }, () => {
  let server: TestServer;
  let browser: Browser;
  let ece: Page;
  let mert: Page;
  let respondent: Page;
  let mertSession: Session;
  let chat: { id: string; token: string };
  let rated = false;
  /** Everything the respondent's page received over its socket, as text. */
  const respondentFrames: string[] = [];

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    server = await startTestServer({ now: Date.now() });
    server.clock.now = Date.now();
    await seedDemoIfEmpty(server.storage, Date.now());
    // Earlier chats, so the list has rows to show and the search something to leave out.
    for (const [customer, words] of [[{ name: 'Aylin' }, 'Where is my refund?'], [{}, 'The app crashes on start']] as const) {
      const other = await chatOf(server, customer);
      await customerSays(server, other, words);
    }
    chat = await createChat(server);
    browser = await launchBrowser();
    const agentPage = async (name: string, width: number) => {
      const context = await browser.newContext({ viewport: { width, height: 820 }, reducedMotion: 'reduce', locale: 'en-GB' });
      const session = await createAccount(server, name);
      await signInBrowser(context, server, session);
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error('page error:', error.message));
      await page.goto(`${server.url}/agent`);
      await page.getByText('Live').waitFor();
      return { page, session };
    };
    ({ page: ece } = await agentPage('Ece Yılmaz', 1280));
    ({ page: mert, session: mertSession } = await agentPage('Mert Kaya', 1280));
    respondent = await (await browser.newContext({ viewport: { width: 390, height: 760 } })).newPage();
    respondent.on('websocket', (socket) => socket.on('framereceived', (frame) => respondentFrames.push(String(frame.payload))));
    await respondent.goto(`${server.url}/chat?feedback_id=${chat.id}&token=${chat.token}`);
    await respondent.getByRole('textbox', { name: 'Message' }).waitFor();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  // The test clock stands still unless moved; messages of one millisecond have no order of their own.
  const tick = () => void (server.clock.now += 1000);
  const row = (page: Page, text: string | RegExp) => page.locator('.cv-agent__chat', { hasText: text });
  const view = (page: Page, name: string) => page.getByRole('group', { name: 'Show' }).getByRole('button', { name, exact: true });
  /** How many lines the list's filter tabs take (issue #22: one row, never wrapped). */
  const tabRows = (page: Page) => page.locator('.cv-agent__filters button').evaluateAll((buttons) => new Set(buttons.map((b) => Math.round(b.getBoundingClientRect().top))).size);
  /** Whether every filter tab is in view without scrolling the row (English: they fit at 360 px too). */
  const tabsInView = (page: Page) => page.locator('.cv-agent__filters').evaluate((row) => {
    const box = row.getBoundingClientRect();
    return [...row.querySelectorAll('button')].every((b) => b.getBoundingClientRect().left >= box.left - 1 && b.getBoundingClientRect().right <= box.right + 1);
  });

  it('counts the respondent\'s messages as unread in both agents\' lists, with a preview, until each reads the chat', async () => {
    for (const page of [ece, mert]) await view(page, 'All').click();
    tick();
    await respondent.getByRole('textbox', { name: 'Message' }).fill('My parcel never came');
    await respondent.keyboard.press('Enter');
    for (const page of [ece, mert]) await row(page, 'My parcel never came').locator('.cv-agent__unread', { hasText: '1' }).waitFor();
    tick();
    await respondent.getByRole('textbox', { name: 'Message' }).fill('It was due on Monday');
    await respondent.keyboard.press('Enter');
    for (const page of [ece, mert]) await row(page, 'It was due on Monday').locator('.cv-agent__unread', { hasText: '2' }).waitFor();
    // The tab title counts chats with unread messages.
    expect(await ece.title()).toMatch(/^\(\d+\) Canvass agent console$/);
    expect(await row(ece, 'It was due on Monday').locator('.cv-agent__chat-title').textContent()).toBe('Deniz');
    // A chat whose customer gave no name is named by its flow and first answer, not "Anonymous".
    expect(await row(ece, 'The app crashes').locator('.cv-agent__chat-title').textContent()).toBe('Canvass demo: visit feedback · 2');
    tick();
    await row(ece, 'It was due on Monday').click();
    await ece.getByRole('heading', { name: 'Deniz' }).waitFor();
    await expect.poll(() => row(ece, 'It was due on Monday').locator('.cv-agent__unread').count()).toBe(0);
    // Mert has not read it: his count stays.
    expect(await row(mert, 'It was due on Monday').locator('.cv-agent__unread').textContent()).toContain('2');
  });

  it('moves the chat into Ece\'s "mine" when she takes it, and into Mert\'s when she hands it over, live', async () => {
    for (const page of [ece, mert]) await view(page, 'Mine').click();
    await ece.getByRole('button', { name: 'Assign to me' }).click();
    await row(ece, 'It was due on Monday').waitFor();
    expect(await row(mert, 'It was due on Monday').count()).toBe(0);
    await ece.getByLabel('Assign the chat to').selectOption({ label: 'Mert Kaya' });
    await row(mert, 'It was due on Monday').waitFor();
    await expect.poll(() => row(ece, 'It was due on Monday').count()).toBe(0);
  });

  it('keeps a private note among agents: Mert sees it, the respondent\'s socket and API never carry it', async () => {
    await row(mert, 'It was due on Monday').click();
    await mert.getByRole('heading', { name: 'Deniz' }).waitFor();
    await mert.getByRole('button', { name: 'Private note' }).click();
    await mert.getByRole('textbox', { name: 'Private note for agents' }).fill('Courier lost it; refund approved by Selin');
    await mert.keyboard.press('Enter');
    await mert.locator('.cv-agent__notes', { hasText: 'refund approved by Selin' }).waitFor();
    // Ece, with the chat open, gets it over her socket.
    await ece.locator('.cv-agent__notes', { hasText: 'refund approved by Selin' }).waitFor();
    // Mert replies: the reply reaches the respondent, the note does not.
    await mert.getByRole('button', { name: 'Reply', exact: true }).click();
    tick();
    await mert.getByRole('textbox', { name: 'Reply' }).fill('Sorry about that, a refund is on its way.');
    await mert.keyboard.press('Enter');
    await respondent.locator('.cv-bubble', { hasText: 'a refund is on its way' }).waitFor();
    expect(respondentFrames.join('\n')).toContain('a refund is on its way');
    expect(respondentFrames.join('\n')).not.toContain('refund approved by Selin');
    const api = await (await fetch(`${server.url}/v1/feedbacks/${chat.id}/chat?token=${chat.token}`)).text();
    expect(api).toContain('a refund is on its way');
    expect(api).not.toContain('refund approved by Selin');
    expect(await respondent.getByText('refund approved by Selin').count()).toBe(0);
  });

  it('shows typing on the other side, both ways', async () => {
    await respondent.getByRole('textbox', { name: 'Message' }).pressSequentially('Thank');
    await mert.getByText('Deniz is typing…').waitFor();
    await mert.getByRole('textbox', { name: 'Reply' }).pressSequentially('You are');
    await respondent.getByText('Mert Kaya is typing…').waitFor();
    await mert.getByRole('textbox', { name: 'Reply' }).fill('');
  });

  it('finds a chat by a word of one of its messages', async () => {
    await view(ece, 'All').click();
    await ece.getByLabel('Search chats').fill('monday');
    await expect.poll(() => ece.locator('.cv-agent__chat').count()).toBe(1);
    await row(ece, 'Deniz').waitFor();
    await ece.getByLabel('Search chats').fill('');
    await expect.poll(() => ece.locator('.cv-agent__chat').count()).toBeGreaterThan(1);
  });

  it('works with the keyboard alone: the list, opening a chat, a reply, the status', async () => {
    await mert.goto(`${server.url}/agent`);
    await mert.getByText('Live').waitFor();
    await mert.getByRole('button', { name: 'All', exact: true }).focus();
    await mert.keyboard.press('Enter');
    // Tab from the views to the first chat and open it.
    const first = mert.locator('.cv-agent__chat').first();
    await first.waitFor();
    for (let i = 0; i < 10 && !(await first.evaluate((el) => el === document.activeElement)); i++) await mert.keyboard.press('Tab');
    expect(await first.evaluate((el) => el === document.activeElement)).toBe(true);
    await mert.keyboard.press('Enter');
    await mert.locator('#cv-agent-chat-title').waitFor();
    // To the composer, type and send with Enter.
    for (let i = 0; i < 20 && (await mert.evaluate(() => document.activeElement?.id)) !== 'cv-agent-reply'; i++) await mert.keyboard.press('Tab');
    expect(await mert.evaluate(() => document.activeElement?.id)).toBe('cv-agent-reply');
    tick();
    await mert.keyboard.type('Typed with the keyboard only');
    await mert.keyboard.press('Enter');
    await mert.locator('.cv-bubble', { hasText: 'Typed with the keyboard only' }).waitFor();
    // Back up to the status buttons with Shift+Tab and close the chat.
    const closed = mert.getByRole('group', { name: 'Set status' }).getByRole('button', { name: 'Closed' });
    for (let i = 0; i < 20 && !(await closed.evaluate((el) => el === document.activeElement)); i++) await mert.keyboard.press('Shift+Tab');
    await mert.keyboard.press('Enter');
    await expect.poll(() => closed.getAttribute('aria-pressed')).toBe('true');
    await mert.getByRole('group', { name: 'Set status' }).getByRole('button', { name: 'Open' }).click();
  });

  it('has no axe violations at 1280 and 360 px, kept as screenshots; a phone shows one pane at a time with back buttons', async () => {
    await ece.goto(`${server.url}/agent`);
    await ece.getByText('Live').waitFor();
    await view(ece, 'All').click();
    await row(ece, 'Deniz').click();
    await ece.locator('.cv-bubble', { hasText: 'a refund is on its way' }).waitFor();
    expect(await axeViolations(ece), 'at 1280 px').toEqual([]);
    expect(await tabRows(ece), 'filters at 1280 px').toBe(1);
    expect(await tabsInView(ece), 'filters at 1280 px').toBe(true);
    await ece.screenshot({ path: path.join(ARTIFACTS, 'agent-workspace-1280.png') });
    await ece.setViewportSize({ width: 360, height: 780 });
    // The phone shows the open conversation alone; back goes to the list, details to the context.
    expect(await ece.locator('.cv-agent__list').isVisible()).toBe(false);
    expect(await axeViolations(ece), 'conversation at 360 px').toEqual([]);
    await ece.screenshot({ path: path.join(ARTIFACTS, 'agent-workspace-360-conversation.png') });
    await ece.getByRole('button', { name: 'Details' }).click();
    await ece.getByRole('heading', { name: 'Private notes' }).waitFor();
    expect(await ece.locator('.cv-agent__conversation').isVisible()).toBe(false);
    expect(await axeViolations(ece), 'context at 360 px').toEqual([]);
    await ece.screenshot({ path: path.join(ARTIFACTS, 'agent-workspace-360-context.png') });
    await ece.getByRole('button', { name: 'Back to the conversation' }).click();
    await ece.getByRole('button', { name: 'Back to chats' }).click();
    await ece.locator('.cv-agent__list').waitFor();
    expect(await ece.locator('.cv-agent__conversation').isVisible()).toBe(false);
    expect(await axeViolations(ece), 'list at 360 px').toEqual([]);
    expect(await tabRows(ece), 'filters at 360 px').toBe(1);
    expect(await tabsInView(ece), 'filters at 360 px').toBe(true);
    // The keyboard on a phone: a chat opens with Enter and focus moves into the conversation; its first Tab is
    // "Back to chats", which returns focus to the chat it came from.
    await row(ece, 'Deniz').focus();
    await ece.keyboard.press('Enter');
    await ece.getByRole('heading', { name: 'Deniz' }).waitFor();
    await expect.poll(() => ece.evaluate(() => document.activeElement?.classList.contains('cv-agent__conversation'))).toBe(true);
    await ece.keyboard.press('Tab');
    expect(await ece.evaluate(() => document.activeElement?.textContent)).toBe('Back to chats');
    await ece.keyboard.press('Enter');
    await expect.poll(() => ece.evaluate(() => document.activeElement?.closest('.cv-agent__chat')?.textContent ?? '')).toContain('Deniz');
    // The status tabs filter the list: the open chat is not among the closed ones.
    await ece.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Closed' }).click();
    await expect.poll(() => row(ece, 'Deniz').count()).toBe(0);
    await ece.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Open' }).click();
    await row(ece, 'Deniz').waitFor();
    await ece.screenshot({ path: path.join(ARTIFACTS, 'agent-workspace-360.png') });
    await ece.setViewportSize({ width: 1280, height: 820 });
  });

  it('offers an owner\'s canned responses after a slash, and clears an attached image once sent', async () => {
    const owner = await createAccount(server, 'Olcay Owner', 'owner');
    const made = await fetch(`${server.url}/v1/agent/canned-responses`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: owner.cookie, 'x-csrf-token': owner.csrf }, body: JSON.stringify({ shortcut: 'thanks', body: 'Thank you for your patience!' }) });
    expect(made.status).toBe(201);
    expect(mertSession.userId).toBeTruthy();
    await ece.reload();
    await ece.getByText('Live').waitFor();
    await view(ece, 'All').click();
    await row(ece, 'Deniz').click();
    const reply = ece.getByRole('textbox', { name: 'Reply' });
    tick();
    await reply.fill('/tha');
    await ece.getByRole('option', { name: /thanks/ }).waitFor();
    await reply.press('Enter');
    expect(await reply.inputValue()).toBe('Thank you for your patience!');
    await ece.locator('#cv-agent-file').setInputFiles({ name: 'label.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a0b1b9e40000000049454e44ae426082', 'hex') });
    await ece.getByText('Image: label.png').waitFor();
    await reply.press('Enter');
    await respondent.locator('.cv-bubble', { hasText: 'Thank you for your patience!' }).waitFor();
    expect(await ece.getByText('Image: label.png').count()).toBe(0);
    expect(await ece.locator('#cv-agent-file').inputValue()).toBe('');
  });

  it('reports this week\'s chats, first responses and ratings per agent, with the chart as a table, by keyboard, axe-clean at 1280 and 360 px', async () => {
    // The customer rates the chat Mert has; the reports give him the rating (once, should the test be tried again).
    if (!rated) expect((await fetch(`${server.url}/v1/feedbacks/${chat.id}/chat_ratings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: chat.token, rating: 100 }) })).status).toBe(200);
    rated = true;
    await ece.goto(`${server.url}/agent`);
    await ece.getByText('Live').waitFor();
    // From the page's start to the Reports button and into it, with the keyboard alone.
    const reportsButton = ece.getByRole('navigation', { name: 'Workspace' }).getByRole('button', { name: 'Reports' });
    for (let i = 0; i < 10 && !(await reportsButton.evaluate((el) => el === document.activeElement)); i++) await ece.keyboard.press('Tab');
    await ece.keyboard.press('Enter');
    await ece.getByRole('heading', { name: 'Reports', level: 2 }).waitFor();
    expect(ece.url()).toMatch(/#reports$/);
    const total = (name: string) => ece.locator('.cv-reports__totals > div', { has: ece.getByText(name, { exact: true }) }).locator('dd').first();
    await expect.poll(() => total('Chats').textContent()).toBe('3');
    expect(await total('First response').textContent()).not.toBe('—');
    expect(await ece.locator('.cv-reports__totals').textContent()).toContain('1 of 3 answered');
    const perAgent = ece.getByRole('region', { name: 'Ratings per agent' });
    expect(await perAgent.getByRole('row', { name: /Mert Kaya/ }).getByRole('cell').allTextContents()).toEqual(['1', '0', '0', '1']);
    // The chart's figures as a table: the summary opens with Enter.
    const summary = ece.getByText('Show the figures as a table');
    await summary.focus();
    await ece.keyboard.press('Enter');
    // Today is the last day of the range.
    expect(await ece.getByRole('region', { name: 'Chats per day' }).getByRole('row').last().getByRole('cell').first().textContent()).toBe('3');
    expect(await axeViolations(ece), 'reports at 1280 px').toEqual([]);
    await ece.screenshot({ path: path.join(ARTIFACTS, 'agent-reports-1280.png'), fullPage: true });
    // 30 days: the chart and the table get a row for every day.
    await ece.getByRole('group', { name: 'Period' }).getByRole('button', { name: 'Last 30 days' }).click();
    await expect.poll(() => ece.getByRole('region', { name: 'Chats per day' }).getByRole('row').count()).toBe(31);
    await ece.setViewportSize({ width: 360, height: 780 });
    expect(await axeViolations(ece), 'reports at 360 px').toEqual([]);
    // Nothing but the table's own scroller is wider than the phone.
    expect(await ece.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await ece.getByRole('group', { name: 'Period' }).getByRole('button', { name: 'Last 7 days' }).click();
    await ece.screenshot({ path: path.join(ARTIFACTS, 'agent-reports-360.png'), fullPage: true });
    // Back to the chats, by the header and by the browser's Back.
    await ece.getByRole('navigation', { name: 'Workspace' }).getByRole('button', { name: 'Chats' }).click();
    await ece.locator('.cv-agent__list').waitFor();
    await ece.goBack();
    await ece.getByRole('heading', { name: 'Reports', level: 2 }).waitFor();
    await ece.setViewportSize({ width: 1280, height: 820 });
  });
});
