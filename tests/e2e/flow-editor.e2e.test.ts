// Issue #18's flow editor in Debian's Chromium against the real server: the owner signs in, opens the demo flow at
// /console/flows/demo-flow, adds a question from the palette, waits for "Saved", reloads and finds it there. axe-core
// checks the editor; screenshots at 360 and 1280 px go to tests/e2e/artifacts/console-editor-*.png.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { TestServer } from '../server/harness';
import { checkBothWidths, openDemoFlow, ownerInConsole } from './console-kit';


describe('the flow editor in Chromium (issue #18)', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  const shoot = (name: string) => checkBothWidths(page, `console-editor-${name}`);

  beforeAll(async () => {
    ({ server, browser, page } = await ownerInConsole());
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  }, 90_000);

  it('adds a question to the demo flow, autosaves it, and still has it after a reload', async () => {
    await openDemoFlow(page, server);
    await shoot('open');

    const pages = page.getByRole('region', { name: 'Pages' });
    await pages.getByRole('button', { name: 'Add element to Contact' }).click();
    await shoot('palette');
    await pages.getByRole('group', { name: 'Questions' }).getByRole('button', { name: /^star/i }).click();
    const build = page.getByRole('tabpanel', { name: 'Build' });
    await build.getByRole('textbox', { name: 'Question EN' }).fill('How friendly was the welcome?');
    const contact = pages.getByRole('list', { name: 'Elements of Contact' });
    await contact.getByRole('button', { name: /^How friendly was the welcome\?/ }).waitFor();
    await page.getByText('Saved', { exact: true }).waitFor({ timeout: 10_000 });
    await shoot('question');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Canvass demo: visit feedback' }).waitFor();
    await contact.getByRole('button', { name: /^How friendly was the welcome\?/ }).waitFor();
    const draft = await server.storage.manage.draft('demo-flow');
    const added = draft!.flow.states.find((state) => state.id === 's-contact')!.elements.at(-1)!;
    expect(added.question).toMatchObject({ style: 'star', body: { en: 'How friendly was the welcome?' } });
  }, 120_000);

  it('reorders a page with the keyboard through dnd-kit (Space, arrow, Space)', async () => {
    const pages = page.getByRole('region', { name: 'Pages' });
    const names = () => pages.getByRole('textbox', { name: /^Name of page/ }).evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));
    const before = await names();
    const handle = pages.getByRole('button', { name: 'Drag page Welcome' });
    await handle.focus();
    // Each key waits for dnd-kit's announcement of the one before, as a screen reader user would hear it.
    const announced = (text: string) => page.locator('[id^="DndLiveRegion"]').filter({ hasText: text }).waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await expect.poll(() => handle.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('ArrowDown');
    await announced('Welcome is now at position 2');
    await page.keyboard.press('Space');
    await announced('Welcome dropped at position 2');
    await expect.poll(names).toEqual([before[1], before[0], ...before.slice(2)]);
    await page.getByText('Saved', { exact: true }).waitFor({ timeout: 10_000 });
  }, 60_000);

  it('records a test in the preview, keeps it with the flow, publishes (the server runs it), and respondents get the edit', async () => {
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
    await shoot('recorded');
    // Kept with the flow by the API, which is what publishing runs.
    await expect.poll(async () => (await server.storage.flowFixtures.list('demo-flow')).map((fixture) => fixture.name), { timeout: 10_000 }).toEqual(['A promoter moves on']);

    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText(/^Published as version \d+/).waitFor({ timeout: 15_000 });
    const served = await (await fetch(`${server.url}/v1/nodes/demo-node?lang=en`)).text();
    expect(served).toContain('How friendly was the welcome?');
  }, 90_000);
});
