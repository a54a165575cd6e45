import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FrameLocator } from 'playwright-core';
import { axeViolations, multilingualDemoFlow, openHostPage, putFlow, putNode, putWidget, setChatStatus, startA11yEnv, type A11yEnv } from './a11y-kit';

/**
 * Issue #7: axe-core on every state of the widget on a host page, the cross-origin frame included: closed (the
 * launcher), open, errors, thank-you, chat open, archive dialog, queued, closed with the rating prompt, previous
 * feedbacks, language picker open, modal mode with its overlay; zero violations.
 */
describe('accessibility of the widget on a host page (axe-core)', { timeout: 60_000 }, () => {
  let env: A11yEnv;
  beforeAll(async () => {
    env = await startA11yEnv();
    await putWidget(env.server, { code: 'PSN-AXE0001' });
    await putWidget(env.server, { code: 'PSN-AXEMODL', modal_mode: true });
    await putFlow(env.server, multilingualDemoFlow());
    await putNode(env.server, 'a11y-widget-i18n', 'demo-flow-i18n');
    await putWidget(env.server, { code: 'PSN-AXELANG', node_id: 'a11y-widget-i18n' });
  });
  afterAll(() => env?.close());

  const open = async (code: string) => {
    const page = await env.newPage({ viewport: { width: 1024, height: 760 } });
    const { launcher, frame } = await openHostPage(page, env.hostUrl, code);
    return { page, launcher, frame };
  };
  const answerPromoter = async (frame: FrameLocator) => {
    await frame.getByRole('radio', { name: '10' }).click();
    await frame.getByRole('button', { name: 'Next' }).click();
    await frame.getByLabel('The product').check();
    await frame.getByRole('button', { name: 'Send' }).click();
  };

  it('closed, open, with an error, and on the thank-you page', async () => {
    const { page, launcher, frame } = await open('PSN-AXE0001');
    expect(await axeViolations(page), 'closed').toEqual([]);
    await launcher.click();
    await frame.getByRole('radio', { name: '10' }).waitFor();
    expect(await axeViolations(page), 'open').toEqual([]);
    await frame.getByRole('button', { name: 'Next' }).click();
    await frame.getByText('Please fill in this field to continue.').waitFor();
    expect(await axeViolations(page), 'error').toEqual([]);
    await answerPromoter(frame);
    await frame.getByRole('heading', { name: 'Thank you!' }).waitFor();
    expect(await axeViolations(page), 'thank-you').toEqual([]);
    await page.context().close();
  });

  // On the server's own /demo host page: the frame is first-party there, so it keeps the previous feedbacks (a
  // cross-site frame gets no storage in Chromium and keeps them in memory only; see the report of issue #7).
  // Nine axe runs through a whole flow and chat: about 60 s on a loaded 2-core machine, hence its own time-out.
  it('the chat in the frame: open, archive dialog, queued, closed with the rating prompt, previous feedbacks', { timeout: 150_000 }, async () => {
    const page = await env.newPage({ viewport: { width: 1024, height: 760 } });
    await page.goto(`${env.server.url}/demo`);
    const launcher = page.locator('[data-canvass-widget]').locator('button');
    const frame = page.frameLocator('iframe[title="Feedback"]');
    expect(await axeViolations(page), 'demo page, closed').toEqual([]);
    await launcher.click();
    await frame.getByRole('radio', { name: '2' }).click();
    await frame.getByRole('button', { name: 'Next' }).click();
    await frame.getByLabel('It was slow').check();
    await frame.getByRole('button', { name: 'Next' }).click();
    await frame.getByLabel('Yes, open a chat').check();
    await frame.getByRole('button', { name: 'Send' }).click();
    await frame.getByRole('heading', { name: 'Thank you' }).waitFor();
    expect(await axeViolations(page), 'chat thank-you').toEqual([]);
    const message = frame.getByRole('textbox', { name: 'Message' });
    await message.waitFor({ timeout: 8000 });
    expect(await axeViolations(page), 'chat open').toEqual([]);

    await frame.getByRole('button', { name: 'Archive' }).click();
    await frame.getByRole('dialog').waitFor();
    expect(await axeViolations(page), 'archive dialog').toEqual([]);
    await frame.getByRole('button', { name: 'No' }).click();

    const [chat] = (await env.server.storage.feedbacks.list({ limit: 10, chatStatus: 'open' })).sort((a, b) => b.createdAt - a.createdAt);
    await setChatStatus(env.server, chat!.id, 'queued');
    await frame.getByText('You are in the queue. An agent will be with you soon.').waitFor();
    expect(await axeViolations(page), 'queued').toEqual([]);
    await setChatStatus(env.server, chat!.id, 'closed');
    await frame.getByText('How would you rate the service?').waitFor();
    // Issue #16: a closed chat hides its composer; the rating prompt takes its place.
    expect(await message.count()).toBe(0);
    expect(await axeViolations(page), 'closed').toEqual([]);

    await frame.getByRole('button', { name: 'Back' }).click();
    await frame.getByRole('button', { name: 'Previous feedbacks' }).click();
    await frame.getByRole('heading', { name: 'Previous feedbacks' }).waitFor();
    expect(await axeViolations(page), 'previous feedbacks').toEqual([]);
    await page.context().close();
  });

  it('the language picker open, and the widget in Arabic', async () => {
    const { page, launcher, frame } = await open('PSN-AXELANG');
    await launcher.click();
    await frame.getByRole('button', { name: /English/ }).click();
    await frame.getByRole('list', { name: 'Choose a language' }).waitFor();
    expect(await axeViolations(page), 'picker open').toEqual([]);
    await frame.getByRole('button', { name: 'العربية' }).click();
    await frame.getByRole('button', { name: 'التالي' }).waitFor();
    expect(await frame.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await axeViolations(page), 'Arabic').toEqual([]);
    await page.context().close();
  });

  it('modal mode: the side tab, then the frame over its overlay', async () => {
    const { page, launcher, frame } = await open('PSN-AXEMODL');
    expect(await axeViolations(page), 'closed').toEqual([]);
    await launcher.click();
    await frame.getByRole('radio', { name: '10' }).waitFor();
    expect(await axeViolations(page), 'open').toEqual([]);
    await page.context().close();
  });
});
