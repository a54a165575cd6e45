// Issue #23 item 3: a team's own question style from a folder outside plugins/, named in CANVASS_PLUGINS: the client
// build shows it (its view a chunk of its own, its strings its own), the server accepts flows that use it, and the
// answer lands in the stored feedback.
import path from 'node:path';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Flow } from '../../src/types/schemas';
import { loadInstalledPlugins } from '../../src/server/installed-plugins';
import { call, startTestServer, type TestServer } from '../server/harness';
import { createToken, setupOwner } from '../server/accounts-helpers';
import { buildFlowPage } from './build-flow-page';
import { launchBrowser } from './browser';

const root = path.resolve(import.meta.dirname, '../..');
const CONFIG = { CANVASS_PLUGINS: './tests/e2e/fixtures/outside-plugin' };

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

describe('a question style from outside plugins/', () => {
  let clientDir: string;
  let server: TestServer;
  let plainServer: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    clientDir = await buildFlowPage(CONFIG);
    // What `npm start` does with the same configuration (src/server/main.ts).
    server = await startTestServer({ now: Date.now(), env: { CLIENT_DIR: clientDir }, plugins: await loadInstalledPlugins(root, CONFIG) });
    server.clock.now = Date.now();
    const auth = { authorization: `Bearer ${(await createToken(server, await setupOwner(server), 'editor')).token}` };
    // Through the management API, whose validator must know the outside style.
    expect((await call(server, 'POST', '/v1/manage/flows', LOYALTY_FLOW, auth)).status).toBe(201);
    expect((await call(server, 'POST', '/v1/manage/flows/loyalty-flow/publish', undefined, { ...auth, 'if-match': '"1"' })).status).toBe(200);
    await server.storage.nodes.put({ id: 'loyalty-node', name: 'Loyalty desk', flow_id: 'loyalty-flow', status: 'active', operating: true, operating_24_7: true });
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

  it('shows its view with its own strings, and its answer is stored with the feedback', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 800 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.url}/feedback?node_id=loyalty-node&lang=en`);
    const field = page.getByLabel('Your loyalty card number');
    await field.waitFor();
    await expect(page.getByText('The number on the back of your card').isVisible()).resolves.toBe(true);
    await field.fill('4711 0815');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Thank you, card holder' }).waitFor();
    await expect.poll(async () => (await server.storage.feedbacks.list({ limit: 10 })).find((f) => f.flowId === 'loyalty-flow' && f.completed)?.payload.responses, { timeout: 10_000 })
      .toContainEqual({ question_id: 'q-card', body: '4711 0815' });
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);
});
