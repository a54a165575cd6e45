// Issue #18's "Done when" journey in Debian's Chromium against the real server: an editor (the owner) signs in,
// creates a flow from scratch (New flow → Blank), adds three question styles from the palette (single choice with two
// options, star rating, long text) and sets their texts, adds a second page, writes a branch rule in Logic ("If the
// single choice is Search, go to Page 2") and a trigger ("When A friend is chosen, show the long text", which starts
// hidden), records a test in the preview, publishes ("Published as version 1"), points the demo node at the flow in
// the console's Nodes section, and a respondent in a second browser context answers it at /feedback; the answers
// are stored (read back through server.storage).
//
// Keyboard only (Tab / Shift+Tab to reach a control, `tabTo` below proves it is in the tab order; Enter, Space,
// arrows; texts typed into the focused field): New flow and Create flow, every palette add (the "Add element" button,
// the palette's search, the style's button), adding options, "Add a page", the "Visible at start" checkbox, the tabs
// (arrows), the transition, its rule and its option checkbox, the trigger (add, option, target element), recording
// in the preview (the respondent's radio and Next included), naming and saving the test, and Publish. Texts are typed
// with `fill` into a field reached without the mouse; the Nodes screen (not the editor) and the respondent use the
// mouse, as people do. axe-core runs on the editor at each major step; screenshots at 360 and 1280 px go to
// tests/e2e/artifacts/console-journey-*.png.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import type { TestServer } from '../server/harness';
import { checkBothWidths, ownerInConsole } from './console-kit';

const TEXTS = { choice: 'How did you hear about us?', star: 'How would you rate the visit?', long: 'What did your friend tell you?', page2: 'Glad search found us.' };

/**
 * Presses Tab until `target` has the focus (Shift+Tab when it comes before the focused element): it is reachable by
 * keyboard, in the page's tab order.
 */
async function tabTo(page: Page, target: Locator, max = 250): Promise<void> {
  await target.waitFor();
  const backwards = await target.evaluate((element) => {
    const active = document.activeElement;
    return !!active && active !== document.body && (active.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING) !== 0;
  });
  for (let presses = 0; presses < max; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${backwards ? 'Shift+Tab' : 'Tab'} never reached ${target.toString()}`);
}

/** Arrow Down in a focused select until it shows `text` (Chromium changes a closed select's value at each press). */
async function arrowTo(page: Page, select: Locator, text: string): Promise<void> {
  for (let presses = 0; presses < 30; presses += 1) {
    if ((await select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.text)) === text) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`ArrowDown never reached “${text}” in ${select.toString()}`);
}

function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement);
}

describe('the flow editor\'s whole journey in Chromium (issue #18, Done when 1)', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  const shoot = (name: string) => checkBothWidths(page, `console-journey-${name}`);
  let flowId = '';

  beforeAll(async () => {
    ({ server, browser, page } = await ownerInConsole());
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  }, 90_000);

  it('creates a blank flow and builds it with the keyboard: three styles, their texts, a second page', async () => {
    await tabTo(page, page.getByRole('button', { name: 'New flow' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'New flow' });
    // Focus starts in the name field and Blank is chosen: Enter in the field creates the flow.
    const name = dialog.getByLabel('Name', { exact: true });
    await name.waitFor();
    expect(await isFocused(name)).toBe(true);
    expect(await dialog.getByRole('radio', { name: /^Blank/ }).isChecked()).toBe(true);
    await page.keyboard.type('Journey check');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/console\/flows\/flow-[0-9a-f]{10}$/);
    flowId = page.url().split('/').pop()!;
    await page.getByRole('heading', { level: 1, name: 'Journey check' }).waitFor();
    await page.getByText('No elements yet.').waitFor();
    await shoot('blank');

    const pages = page.getByRole('region', { name: 'Pages' });
    const build = page.getByRole('tabpanel', { name: 'Build' });
    /** The palette by keyboard: Enter on "Add element", type in its search (focused on opening), Tab to the entry, Enter. */
    const addFromPalette = async (pageName: string, search: string, entry: RegExp, whileOpen?: () => Promise<void>) => {
      const toggle = pages.getByRole('button', { name: `Add element to ${pageName}` });
      await tabTo(page, toggle);
      await page.keyboard.press('Enter');
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.type(search);
      await whileOpen?.();
      await tabTo(page, pages.getByRole('button', { name: entry }));
      await page.keyboard.press('Enter');
      // Closed, the palette gives the focus back to its button.
      await expect.poll(() => isFocused(toggle)).toBe(true);
    };
    const typeInto = async (field: Locator, text: string) => {
      await tabTo(page, field);
      await field.fill(text);
    };

    await addFromPalette('Page 1', 'single', /^Single choice/, () => shoot('palette'));
    await typeInto(build.getByRole('textbox', { name: /^Question/ }), TEXTS.choice);
    for (const [number, text] of [[1, 'Search'], [2, 'A friend']] as const) {
      await tabTo(page, build.getByRole('button', { name: 'Add an option' }));
      await page.keyboard.press('Enter');
      await typeInto(build.getByRole('textbox', { name: `Text of option ${number}` }), text);
    }
    await pages.getByRole('button', { name: new RegExp(`^${TEXTS.choice.replace('?', '\\?')}`) }).waitFor();

    await addFromPalette('Page 1', 'star', /^Star rating/);
    await typeInto(build.getByRole('textbox', { name: /^Question/ }), TEXTS.star);
    await addFromPalette('Page 1', 'long', /^Long text/);
    await typeInto(build.getByRole('textbox', { name: /^Question/ }), TEXTS.long);
    // The long text starts hidden: the trigger below shows it.
    const visible = build.getByRole('checkbox', { name: 'Visible at start' });
    await tabTo(page, visible);
    await page.keyboard.press('Space');
    await expect.poll(() => visible.isChecked()).toBe(false);
    await addFromPalette('Page 1', 'next', /^Next button/);

    await tabTo(page, page.getByRole('button', { name: 'Add a page' }));
    await page.keyboard.press('Enter');
    await addFromPalette('Page 2', 'text', /^Text$/);
    await typeInto(build.getByRole('textbox', { name: /^Text/ }), TEXTS.page2);
    await addFromPalette('Page 2', 'submit', /^Submit button/);
    await page.getByText('Saved', { exact: true }).waitFor({ timeout: 10_000 });
    await shoot('built');

    const stored = async () => (await server.storage.manage.draft(flowId))!.flow;
    await expect.poll(async () => (await stored()).states.map((state) => state.elements.map((element) => element.question?.style ?? element.type)), { timeout: 10_000 })
      .toEqual([['radio', 'star', 'textarea', 'next_page'], ['label', 'submit']]);
    const draft = await stored();
    expect(draft.states[0]!.elements[0]!.question!.options!.map((option) => option.body?.en)).toEqual(['Search', 'A friend']);
    expect(draft.states[0]!.elements[2]).toMatchObject({ isVisible: false, question: { body: { en: TEXTS.long } } });
  }, 180_000);

  it('writes a branch rule and a trigger in Logic with the keyboard', async () => {
    // The tabs are one tab stop: Tab reaches the chosen one (Build), the arrow moves to Logic.
    await tabTo(page, page.getByRole('tab', { name: 'Build' }));
    await page.keyboard.press('ArrowRight');
    const logic = page.getByRole('tabpanel', { name: 'Logic' });
    await logic.waitFor();

    const page1 = logic.getByRole('region', { name: 'Logic of Page 1' });
    await tabTo(page, page1.getByRole('button', { name: 'Add transition' }));
    await page.keyboard.press('Enter');
    // A new transition goes to the next page and opens; its first rule tests the page's first question.
    await tabTo(page, page1.getByRole('button', { name: 'Add rule' }));
    await page.keyboard.press('Enter');
    const rule = page1.getByRole('group', { name: 'Rule 1' });
    await tabTo(page, rule.getByRole('checkbox', { name: 'Search' }));
    await page.keyboard.press('Space');
    await page1.getByRole('button', { name: `If “${TEXTS.choice}” is “Search”, go to “Page 2”` }).waitFor();

    const triggers = logic.getByRole('region', { name: 'Triggers' });
    await tabTo(page, triggers.getByRole('button', { name: 'Add triggers to another question' }));
    await page.keyboard.press('Enter');
    const pick = triggers.getByLabel('Question to add triggers to');
    await tabTo(page, pick);
    await page.keyboard.press('ArrowDown');
    await tabTo(page, triggers.getByRole('button', { name: `Add a trigger to “${TEXTS.choice}”` }));
    await page.keyboard.press('Enter');
    const trigger = triggers.getByRole('group', { name: 'Trigger 1' });
    const option = trigger.getByLabel('Option', { exact: true });
    await tabTo(page, option);
    await arrowTo(page, option, 'A friend');
    const target = trigger.getByLabel('Element to show or hide');
    await tabTo(page, target);
    await arrowTo(page, target, TEXTS.long);
    await tabTo(page, trigger.getByRole('button', { name: 'Add element' }));
    await page.keyboard.press('Enter');
    await triggers.getByText(`When “A friend” is chosen, show “${TEXTS.long}”`).waitFor();
    await page.getByText('Saved', { exact: true }).waitFor({ timeout: 10_000 });
    await shoot('logic');

    await expect.poll(async () => (await server.storage.manage.draft(flowId))!.flow.states[0]!.elements[0]!.triggers?.[0]?.targetIds, { timeout: 10_000 }).toHaveLength(1);
    const draft = (await server.storage.manage.draft(flowId))!.flow;
    const [choice, , long] = draft.states[0]!.elements;
    const [search, friend] = choice!.question!.options!;
    expect(draft.transitions).toEqual([{ fromStateId: draft.states[0]!.id, toStateId: draft.states[1]!.id, rules: [{ elementId: choice!.id, optionIds: [search!.id] }] }]);
    expect(choice!.triggers).toEqual([expect.objectContaining({ key: friend!.key ?? friend!.id, action: 'show', targetIds: [long!.id] })]);
  }, 120_000);

  it('records a test in the preview with the keyboard, and publishes it', async () => {
    const preview = page.getByRole('region', { name: 'Preview' });
    const respondent = preview.getByRole('region', { name: 'What the respondent sees' });
    // The trigger works in the preview: choosing "A friend" shows the long text, which starts hidden.
    expect(await respondent.getByRole('textbox', { name: TEXTS.long }).count()).toBe(0);

    await tabTo(page, preview.getByRole('button', { name: 'Record as test' }));
    await page.keyboard.press('Enter');
    // Tab enters the radio group at its first option; arrows choose within it.
    await tabTo(page, respondent.getByRole('radio', { name: 'Search' }));
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => respondent.getByRole('radio', { name: 'A friend' }).isChecked()).toBe(true);
    await respondent.getByRole('textbox', { name: TEXTS.long }).waitFor();
    // Back to "Search": the long text hides again, and Next takes the branch to Page 2.
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => respondent.getByRole('radio', { name: 'Search' }).isChecked()).toBe(true);
    await expect.poll(() => respondent.getByRole('textbox', { name: TEXTS.long }).count()).toBe(0);
    await tabTo(page, respondent.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');
    await respondent.getByText(TEXTS.page2).waitFor();
    await tabTo(page, preview.getByRole('button', { name: 'Stop recording' }));
    await page.keyboard.press('Enter');
    const testName = preview.getByRole('textbox', { name: /^Name of the test/ });
    await testName.waitFor();
    await testName.fill('Search leads to page 2');
    await page.keyboard.press('Enter');
    await preview.getByText('The test passes against this draft.').waitFor();
    await expect.poll(async () => (await server.storage.flowFixtures.list(flowId)).map((fixture) => fixture.name), { timeout: 10_000 }).toEqual(['Search leads to page 2']);
    await shoot('recorded');

    await page.getByText('Saved', { exact: true }).waitFor({ timeout: 10_000 });
    await tabTo(page, page.getByRole('button', { name: 'Publish' }));
    await page.keyboard.press('Enter');
    await page.getByText(/^Published as version 1\./).waitFor({ timeout: 15_000 });
    await shoot('published');
  }, 120_000);

  it('points the demo node at the flow in the Nodes section, and a respondent\'s answers are stored', async () => {
    await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Nodes' }).click();
    await page.waitForURL('**/console/nodes');
    await page.getByRole('link', { name: 'Canvass Demo' }).click();
    await page.waitForURL('**/console/nodes/demo-node');
    await page.getByLabel('Flow', { exact: true }).selectOption({ label: 'Journey check' });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Saved.', { exact: true }).waitFor({ timeout: 10_000 });
    expect((await server.storage.nodes.get('demo-node'))?.flow_id).toBe(flowId);

    // A respondent in a browser context of their own: no console session, no cookies shared.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce', locale: 'en-GB' });
    const respondent = await context.newPage();
    respondent.on('pageerror', (error) => console.error('respondent page error:', error.message));
    await respondent.goto(`${server.url}/feedback?node_id=demo-node&lang=en`);
    await respondent.getByRole('radio', { name: 'Search' }).waitFor();
    expect(await respondent.getByRole('textbox', { name: TEXTS.long }).count()).toBe(0);
    await respondent.getByRole('radio', { name: 'A friend' }).click();
    await respondent.getByRole('textbox', { name: TEXTS.long }).fill('That the staff are kind.');
    await respondent.getByRole('radio', { name: '4 stars' }).click();
    await respondent.getByRole('button', { name: 'Next' }).click();
    await respondent.getByRole('heading', { name: 'Thank You' }).waitFor({ timeout: 10_000 });
    await context.close();

    const draft = (await server.storage.manage.draft(flowId))!.flow;
    const [choice, star, long] = draft.states[0]!.elements.map((element) => element.question!);
    const friend = choice!.options![1]!;
    await expect.poll(async () => (await server.storage.feedbacks.list({ limit: 50 })).find((feedback) => feedback.flowId === flowId && feedback.completed)?.payload.responses, { timeout: 10_000 })
      .toEqual(expect.arrayContaining([
        expect.objectContaining({ question_id: choice!.id, option_id: friend.id }),
        expect.objectContaining({ question_id: star!.id, body: 4 }),
        expect.objectContaining({ question_id: long!.id, body: 'That the staff are kind.' }),
      ]));
  }, 120_000);
});
