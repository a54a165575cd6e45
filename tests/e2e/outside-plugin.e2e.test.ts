// Issue #23 item 3: a team's own question style from outside plugins/, as a folder named in CANVASS_PLUGINS and as
// an npm package installed in node_modules: the client build shows it (its view a chunk of its own, preloaded with
// the page like a built-in one's, its strings its own), the server accepts flows that use it, and the answer lands in
// the stored feedback. The package is packed with `npm pack` from the same fixture and installed as a user would,
// and runs in the real server processes: `npm start` (tsx) and the compiled server a release runs.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { extract } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Flow } from '../../src/types/schemas';
import { loadInstalledPlugins } from '../../src/server/installed-plugins';
import { call, startTestServer, type TestServer } from '../server/harness';
import { createToken, setupOwner } from '../server/accounts-helpers';
import { buildFlowPage } from './build-flow-page';
import { launchBrowser } from './browser';
import { compiled, failedStart, fromSource, startCanvassProcess, type CanvassProcess } from './canvass-process';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const FIXTURE = path.join(root, 'tests/e2e/fixtures/outside-plugin');
const FOLDER_CONFIG = { CANVASS_PLUGINS: './tests/e2e/fixtures/outside-plugin' };
const PACKAGE = '@canvass-test/loyalty-card';
const PACKAGE_CONFIG = { CANVASS_PLUGINS: PACKAGE };

const LOYALTY_FLOW: Flow = {
  id: 'loyalty-flow',
  name: 'Loyalty card',
  languages: [{ id: 1, code: 'en', name: 'English' }],
  states: [
    { id: 'card', isInitialState: true, nextStateId: 'thanks', elements: [
      { id: 'e-card', type: 'question', question: { id: 'q-card', style: 'loyalty_card', isRequired: true, body: { en: 'Your loyalty card number' } } },
      { id: 'e-send', type: 'next_page' },
    ] },
    { id: 'thanks', style: 'thank', elements: [{ id: 'e-thanks', type: 'label', body: { en: '# Thank you, card holder' } }] },
  ],
};
const LOYALTY_NODE = { id: 'loyalty-node', name: 'Loyalty desk', flow_id: 'loyalty-flow', status: 'active', operating: true, operating_24_7: true } as const;
const PAGE = '/feedback?node_id=loyalty-node&lang=en';

/** Creates and publishes the flow through the management API (whose validator must know the style) and a node showing it. */
async function publishLoyaltyFlow(server: { url: string }, auth: Record<string, string>): Promise<void> {
  expect((await call(server, 'POST', '/v1/manage/flows', LOYALTY_FLOW, auth)).status).toBe(201);
  expect((await call(server, 'POST', '/v1/manage/flows/loyalty-flow/publish', undefined, { ...auth, 'if-match': '"1"' })).status).toBe(200);
  expect((await call(server, 'POST', '/v1/manage/nodes', LOYALTY_NODE, auth)).status).toBe(201);
}

/** The flow page names the style's view chunk (the file with its own hint text) for the browser to preload. */
async function preloadsLoyaltyView(server: { url: string }, clientDir: string): Promise<boolean> {
  const html = await (await fetch(`${server.url}${PAGE}`)).text();
  const preloaded = [...html.matchAll(/<link rel="modulepreload" href="\/([\w.-]+\.js)">/g)].map((match) => match[1]!);
  return preloaded.some((file) => readFileSync(path.join(clientDir, file), 'utf8').includes('The number on the back of your card'));
}

/** Answers the loyalty question in Chromium, as a respondent would. */
async function answerLoyaltyCard(browser: Browser, url: string): Promise<void> {
  const page: Page = await browser.newPage({ viewport: { width: 360, height: 800 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${url}${PAGE}`);
  const field = page.getByLabel('Your loyalty card number');
  await field.waitFor();
  await expect(page.getByText('The number on the back of your card').isVisible()).resolves.toBe(true);
  await field.fill('4711 0815');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'Thank you, card holder' }).waitFor();
  expect(errors).toEqual([]);
  await page.close();
}

describe('a question style from a folder outside plugins/', () => {
  let clientDir: string;
  let server: TestServer;
  let plainServer: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    clientDir = await buildFlowPage(FOLDER_CONFIG);
    // What `npm start` does with the same configuration (src/server/main.ts).
    server = await startTestServer({ now: Date.now(), env: { CLIENT_DIR: clientDir }, plugins: await loadInstalledPlugins(root, FOLDER_CONFIG) });
    server.clock.now = Date.now();
    await publishLoyaltyFlow(server, { authorization: `Bearer ${(await createToken(server, await setupOwner(server), 'editor')).token}` });
    plainServer = await startTestServer();
    browser = await launchBrowser();
  }, 600_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await plainServer?.stop();
    if (clientDir) rmSync(clientDir, { recursive: true, force: true });
  });

  it('is accepted in flows by a server configured with it, and refused by one without it', async () => {
    expect((await server.storage.flows.get('loyalty-flow'))?.version).toBe(1);
    const plainAuth = { authorization: `Bearer ${(await createToken(plainServer, await setupOwner(plainServer), 'editor')).token}` };
    const refused = await call(plainServer, 'POST', '/v1/manage/flows', LOYALTY_FLOW, plainAuth);
    expect(refused.status).toBe(400);
    expect(refused.json.message).toContain('states[0].elements[0].question.style');
  });

  it('has its view preloaded with the flow page, as a built-in style has', async () => {
    expect(await preloadsLoyaltyView(server, clientDir)).toBe(true);
  });

  it('shows its view with its own strings, and its answer is stored with the feedback', async () => {
    await answerLoyaltyCard(browser, server.url);
    await expect.poll(async () => (await server.storage.feedbacks.list({ limit: 10 })).find((f) => f.flowId === 'loyalty-flow' && f.completed)?.payload.responses, { timeout: 10_000 })
      .toContainEqual({ question_id: 'q-card', body: '4711 0815' });
  }, 60_000);
});

describe('a question style from an npm package', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'canvass-plugin-package-'));
  const installed = path.join(root, 'node_modules', PACKAGE);
  // Inside the checkout, so the compiled server finds its packages in node_modules as dist/server does.
  const serverDir = path.join(root, 'node_modules/.cache', path.basename(work));
  let clientDir: string;
  let browser: Browser;
  const servers: CanvassProcess[] = [];

  beforeAll(async () => {
    // What a team's `npm install @acme/canvass-loyalty-card` leaves: the packed package, unpacked in node_modules.
    const { stdout } = await run('npm', ['pack', FIXTURE, '--pack-destination', work, '--json'], { cwd: work });
    const [{ filename }] = JSON.parse(stdout) as [{ filename: string }];
    rmSync(installed, { recursive: true, force: true });
    mkdirSync(installed, { recursive: true });
    await extract({ file: path.join(work, filename), cwd: installed, strip: 1 });
    // `npm run build` with the package configured: the client, and the server compiled as a release runs it.
    clientDir = await buildFlowPage(PACKAGE_CONFIG);
    await run(process.execPath, ['scripts/build-server.mjs', serverDir], { cwd: root, env: { ...process.env, ...PACKAGE_CONFIG } });
    browser = await launchBrowser();
  }, 600_000);
  afterAll(async () => {
    await browser?.close();
    await Promise.all(servers.map((server) => server.stop()));
    for (const folder of [work, installed, serverDir, clientDir]) if (folder) rmSync(folder, { recursive: true, force: true });
    // The scope folder too, unless something else is installed in it.
    if (readdirSync(path.dirname(installed)).length === 0) rmSync(path.dirname(installed), { recursive: true });
  }, 60_000);

  const start = async (args: string[], env: Record<string, string>) => {
    const server = await startCanvassProcess(args, { CLIENT_DIR: clientDir, ...env });
    servers.push(server);
    return server;
  };

  it('runs in the compiled server: its view preloaded and shown with its own strings, its answer stored', async () => {
    const server = await start(compiled(serverDir), PACKAGE_CONFIG);
    await publishLoyaltyFlow(server, server.owner);
    expect(await preloadsLoyaltyView(server, clientDir)).toBe(true);
    await answerLoyaltyCard(browser, server.url);
    await expect.poll(async () => {
      const { items } = (await call(server, 'GET', '/v1/manage/feedbacks?flow_id=loyalty-flow', undefined, server.owner)).json as { items: { completed: boolean; payload: { responses: unknown[] } }[] };
      return items.find((feedback) => feedback.completed)?.payload.responses;
    }, { timeout: 10_000 }).toContainEqual({ question_id: 'q-card', body: '4711 0815' });
  }, 120_000);

  it('is loaded by `npm start` from its TypeScript sources, and a server configured without it refuses the flow', async () => {
    const withIt = await start(fromSource, PACKAGE_CONFIG);
    expect((await call(withIt, 'POST', '/v1/manage/flows', LOYALTY_FLOW, withIt.owner)).status).toBe(201);
    const without = await start(compiled(serverDir), { CANVASS_PLUGINS: '' });
    const refused = await call(without, 'POST', '/v1/manage/flows', LOYALTY_FLOW, without.owner);
    expect(refused.status).toBe(400);
    expect(refused.json.message).toContain('states[0].elements[0].question.style');
  }, 120_000);

  it('stops a compiled server configured with a plugin it was built without, naming the plugin', async () => {
    const { code, output } = await failedStart(compiled(serverDir), { CLIENT_DIR: clientDir, CANVASS_PLUGINS: `${PACKAGE},@acme/canvass-nps-plus` });
    expect(code).not.toBe(0);
    expect(output).toContain('The question plugin "@acme/canvass-nps-plus" is configured');
    expect(output).toContain('run `npm run build` with it configured');
  }, 60_000);
});
