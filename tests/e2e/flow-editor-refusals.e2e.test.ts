// Issue #18's second e2e, in Debian's Chromium against the real server: what the editor refuses to publish. A rule's
// pattern that does not compile is marked on its field and in the problems list, and Publish is held back; a test
// recorded in the preview that an edit breaks fails in the preview's list, and publishing is refused by the server
// (422 fixture_failed) with the failing step shown in words. Screenshots at 360 and 1280 px go to
// tests/e2e/artifacts/console-editor-refused-*.png.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import type { TestServer } from '../server/harness';
import { checkBothWidths, openDemoFlow, ownerInConsole } from './console-kit';

const PROMOTER_PATTERN = '^[0-6]$';

describe('what the flow editor refuses to publish, in Chromium (issue #18)', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  const shoot = (name: string) => checkBothWidths(page, `console-editor-refused-${name}`);

  /** The pattern of the Welcome page's first transition ("a detractor goes to What went wrong"), opened in Logic. */
  async function welcomePattern(): Promise<Locator> {
    await page.getByRole('tab', { name: /^Logic/ }).click();
    const welcome = page.getByRole('tabpanel').getByRole('region', { name: 'Logic of Welcome' });
    const summary = welcome.getByRole('list', { name: 'Transitions from Welcome' }).getByRole('button', { name: /^If / });
    if ((await summary.getAttribute('aria-expanded')) !== 'true') await summary.click();
    return welcome.getByRole('group', { name: 'Rule 1' }).getByRole('textbox', { name: 'Pattern (regular expression)' });
  }

  const publishedVersion = async () => (await server.storage.flows.get('demo-flow'))?.version ?? null;

  beforeAll(async () => {
    ({ server, browser, page } = await ownerInConsole());
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  }, 90_000);

  it('marks a pattern that does not compile on its field and in the problems list, and holds Publish back', async () => {
    await openDemoFlow(page, server);
    const before = await publishedVersion();
    const pattern = await welcomePattern();
    expect(await pattern.inputValue()).toBe(PROMOTER_PATTERN);

    await pattern.fill('(');
    const message = 'The pattern “(” is not a valid regular expression.';
    // On the field: invalid, and described by the message under it.
    await expect.poll(() => pattern.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await pattern.getAttribute('aria-describedby'))!;
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(message);
    // In the problems list, where it is and what is wrong.
    const problems = page.getByRole('region', { name: /^Problems/ });
    await expect.poll(() => problems.getByRole('listitem').allTextContents()).toEqual([expect.stringContaining(message)]);
    expect(await problems.getByRole('listitem').textContent()).toMatch(/^Error: Transition 1 \(from “Welcome”\)/);
    // Publish is held back, and says why.
    const publish = page.getByRole('button', { name: 'Publish' });
    expect(await publish.getAttribute('aria-disabled')).toBe('true');
    await page.getByText('Fix 1 problem to publish.', { exact: true }).waitFor();
    // The server refuses to keep such a draft (the draft PUT checks it as `canvass import` does): the editor keeps the
    // edit and says it is not saved, and the server's draft still holds the pattern that compiles.
    await page.getByText('Not saved: your changes are kept', { exact: true }).waitFor({ timeout: 10_000 });
    expect((await server.storage.manage.draft('demo-flow'))!.flow.transitions![0]!.rules![0]!.value).toBe(PROMOTER_PATTERN);
    await shoot('regex');
    // Pressing it anyway (it is focusable, aria-disabled) publishes nothing.
    await publish.focus();
    await page.keyboard.press('Enter');

    // Fixed, the draft saves again and the problems are gone.
    await pattern.fill(PROMOTER_PATTERN);
    await page.getByText('Saved', { exact: true }).waitFor({ timeout: 10_000 });
    await problems.getByText('No problems: this flow can be published.').waitFor();
    expect(await publish.getAttribute('aria-disabled')).toBe('false');
    expect(await page.getByText(/^Published as version/).count()).toBe(0);
    expect(await publishedVersion()).toBe(before);
  }, 90_000);

  it('shows a recorded test failing after an edit changes the path, and the server refuses to publish it at that step', async () => {
    const preview = page.getByRole('region', { name: 'Preview' });
    const respondent = preview.getByRole('region', { name: 'What the respondent sees' });
    await preview.getByRole('button', { name: 'Record as test' }).click();
    await respondent.getByRole('radio', { name: '9' }).click();
    await respondent.getByRole('button', { name: 'Next' }).click();
    await respondent.getByRole('heading', { name: 'What went well' }).waitFor();
    await preview.getByRole('button', { name: 'Stop recording' }).click();
    await preview.getByRole('textbox', { name: /^Name of the test/ }).fill('A promoter moves on');
    await preview.getByRole('button', { name: 'Save test' }).click();
    await preview.getByText('The test passes against this draft.').waitFor();
    await expect.poll(async () => (await server.storage.flowFixtures.list('demo-flow')).map((fixture) => fixture.name), { timeout: 10_000 }).toEqual(['A promoter moves on']);
    const before = await publishedVersion();

    // The edit: a 9 now counts as a detractor, so the recorded path (9, then Next to "What went well") no longer holds.
    const pattern = await welcomePattern();
    await pattern.fill('^[0-9]$');
    await preview.getByText('1 test fails against this draft.').waitFor();
    const failing = preview.locator('.cv-preview-test--fail');
    await failing.getByText('Fails at step 2: press Next').waitFor();
    expect(await failing.locator('code').allTextContents()).toEqual(['state: expected "s-promoter", got "s-detractor"']);
    await page.getByText('Saved', { exact: true }).waitFor({ timeout: 10_000 });

    // Publish is offered (the draft has no problems); the server runs the test and refuses, and the editor says where.
    await page.getByRole('button', { name: 'Publish' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'Not published' });
    await refusal.waitFor({ timeout: 15_000 });
    expect(await refusal.locator('p').first().textContent()).toBe('Not published: 1 of the flow\'s tests fails against this draft.');
    await refusal.getByText('The test “A promoter moves on” fails at step 2: press Next', { exact: true }).waitFor();
    expect(await refusal.locator('code').allTextContents()).toEqual(['state: expected "s-promoter", got "s-detractor"']);
    expect(await publishedVersion()).toBe(before);
    await shoot('test');
  }, 90_000);
});
