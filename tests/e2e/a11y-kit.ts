// Shared set-up of the issue #7 browser suites (tests/e2e/a11y-*.e2e.test.ts): the real server with the demo seeded,
// Debian's Chromium, a host page on another origin for the widget, axe-core, and the flow fixtures of this folder.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import type { Flow, LocalisedText, WidgetConfig } from '../../src/types/schemas';
import { questionStyles } from '../../plugins';
import { validateFlow } from '../../src/schema/validate';
import { formatProblem } from '../../src/engine/flow-problem';
import demo from '../../src/server/seed/demo.json';
import { seedDemoIfEmpty } from '../../src/server/seed/seed-demo';
import { startTestServer, type TestServer } from '../server/harness';
import { launchBrowser } from './browser';
import allStyles from './fixtures/all-styles.flow.json';
import demoTranslations from './fixtures/demo-translations.json';

export interface A11yEnv {
  server: TestServer;
  browser: Browser;
  /** A page on another origin than the server (127.0.0.1 vs localhost), as a customer's site embedding the widget. */
  hostUrl: string;
  /** A fresh context; reduced motion by default so no fade-in is caught half-transparent by the contrast check. */
  newPage(options?: BrowserContextOptions): Promise<Page>;
  close(): Promise<void>;
}

export async function startA11yEnv(): Promise<A11yEnv> {
  const server = await startTestServer({ now: Date.now() });
  server.clock.now = Date.now();
  await seedDemoIfEmpty(server.storage, Date.now());
  const canvass = server.url.replace('127.0.0.1', 'localhost');
  const host: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://host');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(hostPage(canvass, url.searchParams.get('code') ?? 'PSN-DEMO001', url.searchParams.get('dir') === 'rtl', url.searchParams.get('token')));
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  const hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  const browser = await launchBrowser();
  return {
    server,
    browser,
    hostUrl,
    async newPage(options = {}) {
      const context = await browser.newContext({ viewport: { width: 360, height: 800 }, reducedMotion: 'reduce', ...options });
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error('page error:', error.message));
      return page;
    },
    async close() {
      await browser.close();
      host.close();
      await server.stop();
    },
  };
}

/** A small, valid host page (title, language, landmarks) so axe judges the widget, not the host. */
function hostPage(canvass: string, code: string, rtl: boolean, securityToken: string | null = null): string {
  // A secure-mode widget's host page gives its security token (?token=), as the console's snippet shows.
  const settings = securityToken ? `<script>window.CanvassSettings=${JSON.stringify({ securityToken }).replace(/</g, '\\u003c')};</script>` : '';
  return `<!doctype html><html lang="${rtl ? 'ar' : 'en'}" dir="${rtl ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><title>Host shop</title></head>
<body><main><h1>Host shop</h1><label for="search">Search</label> <input id="search"></main>
<script>window.events=[];window.addEventListener('canvass:event',e=>window.events.push(e.detail.type));</script>${settings}
<script async src="${canvass}/loader.js" data-canvass-code="${code}"></script></body></html>`;
}

/** axe-core on the page and its frames (the widget's cross-origin frame included): `rule: targets` per violation. */
export async function axeViolations(page: Page, options: { exclude?: string[] } = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page });
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Stores a flow the way an import would, after the same validation, so a fixture mistake fails loudly. */
export async function putFlow(server: TestServer, flow: unknown): Promise<void> {
  const checked = validateFlow(flow, questionStyles);
  if (!checked.ok) throw new Error(`Invalid fixture flow:\n${checked.problems.map(formatProblem).join('\n')}`);
  await server.storage.flows.put(checked.value, Date.now());
}

/** Every question style on one page (plus a best-worst grid), in English and partly Arabic. */
export const ALL_STYLES_FLOW = allStyles as unknown as Flow;

/** The demo flow with Arabic and Japanese texts added, and Hebrew and Persian offered (English texts). */
export function multilingualDemoFlow(id = 'demo-flow-i18n'): Flow {
  const flow = structuredClone(demo.flows[0]) as unknown as Flow;
  const texts = demoTranslations.texts as Record<string, Record<string, string>>;
  const add = (text: LocalisedText | undefined, key: string) => (text && texts[key] ? Object.assign(text, texts[key]) : text);
  flow.id = id;
  flow.languages = [...flow.languages, ...demoTranslations.languages.map((language, i) => ({ id: 10 + i, ...language }))];
  for (const state of flow.states) {
    for (const element of state.elements) {
      add(element.body, element.id);
      const question = element.question;
      if (!question) continue;
      add(question.body, question.id);
      add(question.extra?.min_label, `${question.id}.min_label`);
      add(question.extra?.max_label, `${question.id}.max_label`);
      for (const option of question.options ?? []) add(option.body, option.id);
    }
  }
  return flow;
}

/** A node showing `flowId`, otherwise the demo node's settings. */
export async function putNode(server: TestServer, id: string, flowId: string, extra: Record<string, unknown> = {}): Promise<void> {
  await server.storage.nodes.put({ ...(demo.nodes[0] as Record<string, unknown>), id, flow_id: flowId, ...extra } as Parameters<TestServer['storage']['nodes']['put']>[0]);
}

/** A widget on the demo node that any host page may embed. */
export async function putWidget(server: TestServer, config: Partial<WidgetConfig> & { code: string }): Promise<void> {
  await server.storage.widgets.put({ ...(demo.widgets[0] as WidgetConfig), enabled_domains: [], ...config });
}

/** The widget on the host page: the launcher (inside its shadow root) and the frame. */
export async function openHostPage(page: Page, hostUrl: string, code: string, options: { rtl?: boolean; securityToken?: string } = {}) {
  await page.goto(`${hostUrl}/?code=${code}${options.rtl ? '&dir=rtl' : ''}${options.securityToken ? `&token=${encodeURIComponent(options.securityToken)}` : ''}`);
  const launcher = page.locator('[data-canvass-widget]').locator('button');
  await launcher.waitFor();
  return { launcher, frame: page.frameLocator('iframe[title="Feedback"]') };
}

/** A completed feedback that reached the demo's chat state: its id and chat token. */
export async function createChat(server: TestServer): Promise<{ id: string; token: string }> {
  const response = await fetch(`${server.url}/v1/feedbacks`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ node_id: 'demo-node', flow_id: 'demo-flow', created_at: new Date().toISOString(), final_state_id: 's-chat', responses: [{ question_id: 'q-nps', body: 2 }, { question_id: 'q-talk', option_id: 'o-talk-yes' }], customer: { name: 'Deniz' } }),
  });
  return (await response.json()) as { id: string; token: string };
}

/** A customer's message in a chat, sent as the chat page sends it (with the chat token). */
export async function customerSays(server: TestServer, chat: { id: string; token: string }, body: string): Promise<void> {
  const form = new FormData();
  form.append('token', chat.token);
  form.append('body', body);
  const response = await fetch(`${server.url}/v1/feedbacks/${chat.id}/chat_messages`, { method: 'POST', body: form });
  if (!response.ok) throw new Error(`The customer's message failed: ${response.status}`);
}

/** Sets a chat's status as an agent does (the respondent's screen hears of it over the socket). */
export async function setChatStatus(server: TestServer, id: string, status: 'open' | 'queued' | 'closed'): Promise<void> {
  const response = await fetch(`${server.url}/v1/agent/chats/${id}/status`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${server.config.agentToken}` },
    body: JSON.stringify({ status }),
  });
  if (!response.ok) throw new Error(`Setting the chat status failed: ${response.status}`);
}
