import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import demo from '../../src/server/seed/demo.json';
import type { Flow } from '../../src/types/schemas';
import { openHostPage, putNode, putWidget, startA11yEnv, type A11yEnv } from './a11y-kit';

/**
 * Issue #21, the widget frame's cold open: its node is asked for the moment its configuration is in, each once, and
 * a secure-mode widget's token reaches the frame's request; the first question shows without waiting for the flow
 * validators (the hosted page already did), which run once it shows and the frame is idle. A flow that got into the database without the
 * server's check (an old import, a hand edit) still ends on the invalid-flow failure, naming the field that is wrong.
 */
describe('widget frame, cold open (issue #21)', () => {
  let env: A11yEnv;
  beforeAll(async () => {
    env = await startA11yEnv();
  }, 60_000);
  afterAll(async () => env?.close());

  it('shows the first question, then says the flow is invalid and which field is wrong', async () => {
    const flow = structuredClone(demo.flows[0]) as unknown as Flow;
    flow.id = 'unchecked-flow';
    // Startable, but flow.schema.json allows no such property on a question.
    Object.assign(flow.states[2]!.elements[0]!.question!, { colour: 'red' });
    await env.server.storage.flows.put(flow, Date.now());
    await putNode(env.server, 'unchecked-node', flow.id);
    await putWidget(env.server, { code: 'PSN-UNCHK01', node_id: 'unchecked-node' });

    const page = await env.newPage();
    const { launcher, frame } = await openHostPage(page, env.hostUrl, 'PSN-UNCHK01');
    await launcher.click();
    await frame.getByRole('radio', { name: '10' }).waitFor();
    await frame.getByText(/System error/).waitFor({ timeout: 15_000 });
    await expect.poll(() => frame.locator('.cv-problems li').allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining('colour')]));
    expect(await frame.getByRole('radio', { name: '10' }).count()).toBe(0);
    await page.context().close();
  }, 60_000);

  it('a frame the server drew asks for neither its configuration nor its node: both came with its first question', async () => {
    await putWidget(env.server, { code: 'PSN-DRAW001' });
    const page = await env.newPage();
    const nodeRequests: string[] = [];
    const frameConfigRequests: string[] = [];
    const frameDocuments: Promise<string>[] = [];
    page.on('request', (request) => {
      if (/\/v1\/nodes\//.test(request.url())) nodeRequests.push(request.url());
      if (/\/v1\/web_widgets\/code\//.test(request.url()) && request.frame().url().includes('/widget?')) frameConfigRequests.push(request.url());
    });
    page.on('response', (response) => void (response.request().resourceType() === 'document' && response.url().includes('/widget?') && frameDocuments.push(response.text())));
    // A hydration that found other markup than it would draw throws (React error #418 and its kin), in the frame.
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    // Hydrated, not drawn again: the question element the page was parsed with is the one React keeps.
    await page.addInitScript(() => {
      if (location.pathname !== '/widget') return;
      document.addEventListener('DOMContentLoaded', () => Object.assign(document.querySelector('[data-question-id="q-nps"]') ?? {}, { parsedWithPage: true }));
    });
    const { launcher, frame } = await openHostPage(page, env.hostUrl, 'PSN-DRAW001');
    await launcher.click();
    // Tapped the moment it shows: before React has hydrated it, the tap is held and replayed (client/early-taps.ts).
    await frame.getByRole('radio', { name: '10' }).click();
    await expect.poll(() => frame.getByRole('radio', { name: '10' }).getAttribute('aria-checked')).toBe('true');
    expect(await frame.locator('[data-question-id="q-nps"]').evaluate((element) => (element as unknown as { parsedWithPage?: boolean }).parsedWithPage)).toBe(true);
    await frame.getByRole('button', { name: 'Next' }).click();
    await frame.getByLabel('The product').check();
    await frame.getByRole('button', { name: 'Send' }).click();
    await frame.getByRole('heading', { name: 'Thank you!' }).waitFor();
    // The frame's page held the first question before any script ran, and React took it over as it was.
    expect(await Promise.all(frameDocuments)).toEqual([expect.stringMatching(/data-first-state[^>]*>.*data-question-id="q-nps"/s)]);
    expect(pageErrors).toEqual([]);
    expect(nodeRequests).toEqual([]);
    expect(frameConfigRequests).toEqual([]);
    // The flow started on the host's CV_INIT, drawn or not: the feedback names the host page it was given on.
    await expect.poll(async () => (await env.server.storage.feedbacks.list({ limit: 50 })).filter((f) => f.payload.origin_url?.startsWith(env.hostUrl)).map((f) => f.payload.responses.length)).toEqual([2]);
    await page.context().close();
  }, 60_000);

  it('a secure-mode frame asks for its configuration and its node once each: the early node request is the one the flow takes over', async () => {
    await putWidget(env.server, { code: 'PSN-ONCE001', secure_mode: true, security_token: 'host-secret-0' });
    const page = await env.newPage();
    const nodeRequests: string[] = [];
    const frameConfigRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/v1\/nodes\//.test(request.url())) nodeRequests.push(request.url());
      // The loader asks for the configuration too, from the host page; the frame's own requests come from /widget.
      if (/\/v1\/web_widgets\/code\//.test(request.url()) && request.frame().url().includes('/widget?')) frameConfigRequests.push(request.url());
    });
    const { launcher, frame } = await openHostPage(page, env.hostUrl, 'PSN-ONCE001', { securityToken: 'host-secret-0' });
    await launcher.click();
    await frame.getByRole('radio', { name: '10' }).click();
    await frame.getByRole('button', { name: 'Next' }).click();
    await frame.getByLabel('The product').waitFor();
    expect(nodeRequests).toHaveLength(1);
    expect(frameConfigRequests).toHaveLength(1);
    await page.context().close();
  }, 60_000);

  it('opens a secure-mode widget with the token its host page gives, and only with it', async () => {
    await putWidget(env.server, { code: 'PSN-SAFE001', secure_mode: true, security_token: 'host-secret-1' });
    const page = await env.newPage();
    const opened = await openHostPage(page, env.hostUrl, 'PSN-SAFE001', { securityToken: 'host-secret-1' });
    await opened.launcher.click();
    await opened.frame.getByRole('radio', { name: '10' }).click();
    await opened.frame.getByRole('button', { name: 'Next' }).click();
    await opened.frame.getByLabel('The product').waitFor();

    // A page with a wrong token: the loader is refused its configuration and shows nothing.
    const stranger = await env.newPage();
    const refused = stranger.waitForEvent('console', (message) => message.text().startsWith('Canvass:'));
    await stranger.goto(`${env.hostUrl}/?code=PSN-SAFE001&token=guessed`);
    await refused;
    expect(await stranger.locator('[data-canvass-widget]').count()).toBe(0);
    await page.context().close();
    await stranger.context().close();
  }, 60_000);
});
