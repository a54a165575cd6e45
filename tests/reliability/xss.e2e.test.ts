// Issue #8 "nobody let in": hostile text in every place a browser shows it (flow labels in markdown, question and
// option bodies, respondent messages, agent replies, customer names, feedback answers) is shown as text in the
// respondent's flow page, the chat page and the agent console, and nothing of it runs.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { plugins } from '../../plugins';
import { importDocuments } from '../../src/server/services/import-documents';
import { call, startTestServer, type TestServer } from '../server/harness';
import { signInAgent } from '../e2e/agent-session';
import { launchBrowser } from '../e2e/browser';
import { withSession } from '../server/accounts-helpers';
import { XSS_PAYLOADS, type XssPayload } from './xss-payloads';

const OPTIONS_PER_QUESTION = 10; // SPEC 9: longer option lists are not displayed
const NAMED_CHATS_PER_TAB = 30; // half the payloads' chats open, half queued: each status tab lists its own

/** A flow whose first page carries every payload as a markdown label, and as question and option bodies. */
function hostileBundle() {
  const groups: XssPayload[][] = [];
  for (let i = 0; i < XSS_PAYLOADS.length; i += OPTIONS_PER_QUESTION) groups.push(XSS_PAYLOADS.slice(i, i + OPTIONS_PER_QUESTION));
  return {
    flows: [{
      id: 'xss-flow',
      languages: [{ id: 1, code: 'en', name: 'English' }],
      states: [
        {
          id: 's-page',
          isInitialState: true,
          elements: [
            { id: 'el-title', type: 'label', body: { en: '# Hostile text' } },
            ...XSS_PAYLOADS.map((p, i) => ({ id: `el-label-${i}`, type: 'label', body: { en: p.text } })),
            ...groups.map((group, g) => ({
              id: `el-choice-${g}`,
              type: 'question',
              question: { id: `q-choice-${g}`, style: 'radio', body: { en: group[0]!.text }, options: group.map((p, i) => ({ id: `o-${g}-${i}`, body: { en: p.text } })) },
            })),
            { id: 'el-note', type: 'question', question: { id: 'q-note', style: 'textarea', body: { en: 'Anything else?' } } },
            { id: 'el-next', type: 'next_page', body: { en: 'Next' } },
          ],
        },
        { id: 's-chat', style: 'chat', elements: [{ id: 'el-chat', type: 'label', body: { en: 'An agent will join.' } }] },
      ],
      transitions: [{ fromStateId: 's-page', toStateId: 's-chat' }],
    }],
    nodes: [{ id: 'xss-node', name: 'Hostile node', flow_id: 'xss-flow', status: 'active', operating: true, operating_24_7: true }],
  };
}

interface Chat {
  id: string;
  token: string;
}

const agentHeaders = (server: TestServer) => ({ authorization: `Bearer ${server.config.agentToken}` });

async function openChat(server: TestServer, customerName: string, note: string): Promise<Chat> {
  const answer = await call(server, 'POST', '/v1/feedbacks', {
    node_id: 'xss-node', flow_id: 'xss-flow', created_at: new Date().toISOString(), final_state_id: 's-chat',
    responses: [{ question_id: 'q-note', body: note }], customer: { name: customerName },
  });
  expect(answer.status).toBe(200);
  return answer.json;
}

async function customerSays(server: TestServer, chat: Chat, body: string): Promise<void> {
  const form = new FormData();
  form.append('token', chat.token);
  form.append('body', body);
  expect((await fetch(`${server.url}/v1/feedbacks/${chat.id}/chat_messages`, { method: 'POST', body: form })).status).toBe(200);
}

async function agentSays(server: TestServer, chat: Chat, body: string): Promise<void> {
  const form = new FormData();
  form.append('body', body);
  form.append('name', 'Ece');
  expect((await fetch(`${server.url}/v1/agent/chats/${chat.id}/messages`, { method: 'POST', body: form, headers: agentHeaders(server) })).status).toBe(200);
}

interface Watched {
  page: Page;
  dialogs: string[];
}

/** What the page ran of the payloads: tripwire calls and dialogs. */
const tripped = (page: Page) => page.evaluate(() => (window as unknown as { __xssCalls: string[] }).__xssCalls);

/** Markup a payload could only have produced by being parsed as HTML: handlers, script URLs, frames, inline scripts. */
/**
 * Markup no payload may have made. The app's own scripts are module scripts from this server, the node's data block
 * (`type="application/json"`, which a browser never runs), and the early-tap script a drawn page carries inline
 * (issue #21), which runs only because the page's Content-Security-Policy lists its SHA-256: an inline script whose
 * hash the policy does not list came from a payload.
 */
async function injectedMarkup(page: Page): Promise<string[]> {
  const { found, inlineScripts } = await page.evaluate(() => {
    const marks: string[] = [];
    const inline: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const tag = element.tagName.toLowerCase();
      if (tag === 'script') {
        const src = element.getAttribute('src');
        if (src === null && element.getAttribute('type') === 'application/json' && element.id === 'canvass-node') continue;
        if (src === null) inline.push(element.textContent ?? '');
        else if (!/^\/[\w.-]+\.js$/.test(src)) marks.push('<script>');
      }
      if (['iframe', 'object', 'embed', 'base', 'meta', 'link', 'style', 'template', 'marquee', 'math'].includes(tag)) marks.push(`<${tag}>`);
      for (const attribute of element.attributes) {
        if (/^on/i.test(attribute.name) || attribute.name === 'srcdoc') marks.push(`<${tag} ${attribute.name}>`);
        if (/^(href|src|action|formaction|data|xlink:href)$/i.test(attribute.name) && /^\s*(javascript|vbscript|data:text)/i.test(attribute.value)) marks.push(`<${tag} ${attribute.name}="${attribute.value}">`);
      }
    }
    return { found: marks, inlineScripts: inline };
  });
  if (inlineScripts.length === 0) return found;
  const policy = (await fetch(page.url())).headers.get('content-security-policy') ?? '';
  const allowed = (text: string) => policy.includes(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  return [...found, ...inlineScripts.filter((text) => !allowed(text)).map(() => '<script> (inline, not in the policy)')];
}

/** Each payload's marker is visible at least `times` times (once for each place the page shows it). */
async function expectShownAsText(watched: Watched, payloads: readonly XssPayload[], times = 1): Promise<void> {
  const { page } = watched;
  // Visible as text: a payload parsed as markup would lose its marker, so nothing here passes by showing nothing.
  await expect.poll(async () => {
    const text = await page.evaluate(() => document.body.innerText);
    return payloads.filter((p) => text.split(p.marker).length - 1 < times).map((p) => p.text);
  }, { timeout: 15_000 }).toEqual([]);
  expect(await tripped(page)).toEqual([]);
  expect(watched.dialogs).toEqual([]);
  expect(await injectedMarkup(page)).toEqual([]);
}

describe('hostile text in the browser (XSS)', { timeout: 90_000 }, () => {
  let server: TestServer;
  let browser: Browser;
  let mainChat: Chat;

  beforeAll(async () => {
    server = await startTestServer({ now: Date.now() });
    server.clock.now = Date.now();
    const report = await importDocuments(server.storage, hostileBundle(), plugins, Date.now());
    expect(report.problems).toEqual([]);
    // One chat per payload, named by it, with it as the last message and the feedback's answer; half of them queued,
    // so that every name fits in the console's list of its status.
    for (const [i, payload] of XSS_PAYLOADS.entries()) {
      const chat = await openChat(server, payload.text, payload.text);
      await customerSays(server, chat, payload.text);
      if (i >= NAMED_CHATS_PER_TAB) expect((await call(server, 'POST', `/v1/agent/chats/${chat.id}/status`, { status: 'queued' }, agentHeaders(server))).status).toBe(200);
    }
    // Deniz's chat is the newest: the server's clock stands still in tests, and chats of equal activity list by id,
    // which would put it on any page of the inbox.
    server.clock.now += 1_000;
    mainChat = await openChat(server, 'Deniz', XSS_PAYLOADS.map((p) => p.text).join('\n'));
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /**
   * A page with the tripwire installed before any of its scripts. The CSP (script-src 'self') would stop inline
   * handlers anyway; it is bypassed here so that a payload rendered as markup would run and be caught, testing the
   * rendering itself rather than the second line of defence.
   */
  async function watchedPage(viewport: { width: number; height: number }): Promise<Watched> {
    const context = await browser.newContext({ viewport, bypassCSP: true });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const calls: string[] = [];
      Object.assign(window, { __xssCalls: calls, __xss: (marker?: unknown) => void calls.push(String(marker)) });
    });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    return { page, dialogs };
  }

  it(`the flow page shows ${XSS_PAYLOADS.length} payloads as markdown labels, question and option bodies, as text`, async () => {
    const watched = await watchedPage({ width: 390, height: 800 });
    await watched.page.goto(`${server.url}/feedback?node_id=xss-node&lang=en`);
    await watched.page.getByRole('heading', { name: 'Hostile text' }).waitFor();
    // Twice each: as a label, and as an option of a choice question (which the first of each group also titles).
    await expectShownAsText(watched, XSS_PAYLOADS, 2);
    // Each option is one radio, its payload its label's text: not markup.
    expect(await watched.page.getByRole('radio').count()).toBe(XSS_PAYLOADS.length);
    await watched.page.getByRole('radio').first().check();
    expect(await tripped(watched.page)).toEqual([]);
  });

  it('the chat page shows the respondent\'s messages and the agent\'s replies as text, loaded and arriving live', async () => {
    const half = Math.ceil(XSS_PAYLOADS.length / 2);
    for (const payload of XSS_PAYLOADS.slice(0, half)) {
      await customerSays(server, mainChat, payload.text);
      await agentSays(server, mainChat, payload.text);
    }
    const watched = await watchedPage({ width: 390, height: 800 });
    await watched.page.goto(`${server.url}/chat?feedback_id=${mainChat.id}&token=${mainChat.token}`);
    await expectShownAsText(watched, XSS_PAYLOADS.slice(0, half), 2);
    for (const payload of XSS_PAYLOADS.slice(half)) {
      await customerSays(server, mainChat, payload.text);
      await agentSays(server, mainChat, payload.text);
    }
    // Twice each: the respondent's message and the agent's reply.
    await expectShownAsText(watched, XSS_PAYLOADS, 2);
  });

  it('the agent workspace shows customer names, last messages, answers and the conversation as text', async () => {
    const watched = await watchedPage({ width: 1200, height: 900 });
    const { page } = watched;
    // The agent's own display name is hostile too: the console's header and each reply of theirs show it.
    const hostileName = XSS_PAYLOADS.find((p) => p.text.length <= 100 && p.text.trim() === p.text)!;
    const agent = await signInAgent(page.context(), server, hostileName.text);
    await page.goto(`${server.url}/agent`);
    const row = (name: string | RegExp) => page.locator('.cv-agent__chat', { hasText: name });
    await row('Deniz').waitFor();
    // The inbox loads a page at a time (issue #22): every chat of a tab is shown once "Load more" has run out.
    const more = page.getByRole('button', { name: 'Load more chats' });
    const loadEveryPage = async () => {
      while (await more.isVisible()) {
        const shown = await page.locator('.cv-agent__chat').count();
        await more.click();
        await expect.poll(() => page.locator('.cv-agent__chat').count()).toBeGreaterThan(shown);
      }
    };
    await loadEveryPage();
    // Twice each in the list: the chat's title (the customer's name) and its last message.
    await expectShownAsText(watched, XSS_PAYLOADS.slice(0, NAMED_CHATS_PER_TAB), 2);

    // The status is one of the list's tabs.
    const statusTab = (name: string) => page.getByRole('group', { name: 'Status' }).getByRole('button', { name, exact: true });
    await statusTab('Queued').click();
    await expect.poll(() => row('Deniz').count()).toBe(0);
    await expect.poll(() => page.locator('.cv-agent__chat').count()).toBeGreaterThan(0);
    await loadEveryPage();
    await expectShownAsText(watched, XSS_PAYLOADS.slice(NAMED_CHATS_PER_TAB), 2);

    await statusTab('Open').click();
    await row('Deniz').click();
    await page.getByRole('heading', { name: 'Deniz', level: 2 }).waitFor();
    // Three times each: the customer's message, the agent's reply, and the feedback's answer that lists them all.
    await expectShownAsText(watched, XSS_PAYLOADS, 3);
    await agentSays(server, mainChat, 'After the hostile ones');
    await page.locator('.cv-bubble', { hasText: 'After the hostile ones' }).waitFor();
    expect(await tripped(page)).toEqual([]);
    // The chat's status by its buttons, with the hostile rows and messages on screen.
    const setStatus = (name: string) => page.getByRole('group', { name: 'Set status' }).getByRole('button', { name, exact: true });
    await setStatus('Queued').click();
    await expect.poll(() => setStatus('Queued').getAttribute('aria-pressed')).toBe('true');
    await setStatus('Open').click();
    await expect.poll(() => setStatus('Open').getAttribute('aria-pressed')).toBe('true');
    expect(await tripped(page)).toEqual([]);

    const form = new FormData();
    form.append('body', 'Signed with a hostile name');
    const sent = await fetch(`${server.url}/v1/agent/chats/${mainChat.id}/messages`, { method: 'POST', body: form, headers: withSession(agent) });
    expect(sent.status).toBe(200);
    const signed = page.locator('.cv-group', { has: page.locator('.cv-bubble', { hasText: 'Signed with a hostile name' }) });
    await signed.waitFor();
    expect(await signed.locator('.cv-group__sender').textContent()).toBe(hostileName.text);
    await expectShownAsText(watched, [hostileName], 5);
  });
});
