// Issue #18's remaining editor items in Debian's Chromium against the real server: the tab row fits a 360 px phone
// and is worked with arrow keys; the Logic tab in three folding parts reached from a jump list; a star count
// outside the star plugin's own limits marked on its field with Publish held back. axe-core at both widths;
// screenshots tests/e2e/artifacts/console-editor-{tabs,logic,settings-limit}-{360,1280}.png.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { TestServer } from '../server/harness';
import { checkBothWidths, openDemoFlow, ownerInConsole } from './console-kit';

describe('the flow editor\'s tabs, logic parts and plugin limits in Chromium (issue #18)', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  const shoot = (name: string) => checkBothWidths(page, `console-editor-${name}`);

  beforeAll(async () => {
    ({ server, browser, page } = await ownerInConsole());
    await openDemoFlow(page, server);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  }, 90_000);

  it('shows every tab of the editor at 360 px, and the arrow keys move between them', async () => {
    await page.getByRole('region', { name: 'Pages' }).getByRole('button', { name: /^How would you rate our staff\?/ }).first().click();
    await page.setViewportSize({ width: 360, height: 780 });
    await page.getByRole('navigation', { name: 'Editor panels' }).getByRole('button', { name: 'Edit' }).click();
    const tablist = page.getByRole('tablist', { name: 'Editor' });
    const row = await tablist.evaluate((list) => ({ scroll: list.scrollWidth, client: list.clientWidth, right: list.getBoundingClientRect().right }));
    // Nothing cut: the row holds all four tabs, inside the window.
    expect(row.scroll).toBeLessThanOrEqual(row.client);
    expect(row.right).toBeLessThanOrEqual(360);
    for (const name of ['Build', 'Logic', 'Translations', 'JSON']) {
      const box = (await tablist.getByRole('tab', { name: new RegExp(`^${name}`) }).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(row.right);
    }
    await tablist.getByRole('tab', { name: /^Build/ }).focus();
    await page.keyboard.press('End');
    await expect.poll(() => tablist.getByRole('tab', { name: /^JSON/ }).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => tablist.getByRole('tab', { name: /^Logic/ }).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Home');
    await expect.poll(() => tablist.getByRole('tab', { name: /^Build/ }).getAttribute('aria-selected')).toBe('true');
    await page.setViewportSize({ width: 1280, height: 900 });
    await shoot('tabs');
  }, 60_000);

  it('groups Logic in transitions, skip to the end and triggers, each folding, reached from the jump list by keyboard', async () => {
    await page.getByRole('tab', { name: /^Logic/ }).click();
    const logic = page.getByRole('tabpanel', { name: 'Logic' });
    const parts = logic.getByRole('navigation', { name: 'Parts of the logic' });
    await parts.getByRole('button', { name: /^Triggers/ }).focus();
    await page.keyboard.press('Enter');
    const triggers = logic.getByRole('region', { name: 'Triggers' });
    await expect.poll(() => triggers.getByRole('button', { name: /^Triggers/ }).evaluate((button) => button === document.activeElement)).toBe(true);
    const transitions = logic.getByRole('region', { name: 'Transitions' });
    const fold = transitions.getByRole('button', { name: /^Transitions/ });
    await fold.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => fold.getAttribute('aria-expanded')).toBe('false');
    expect(await logic.getByRole('region', { name: 'Logic of Welcome' }).count()).toBe(0);
    await page.keyboard.press('Enter');
    await logic.getByRole('region', { name: 'Logic of Welcome' }).waitFor();
    await shoot('logic');
    await page.setViewportSize({ width: 360, height: 780 });
    await page.getByRole('navigation', { name: 'Editor panels' }).getByRole('button', { name: 'Edit' }).click();
    await logic.getByRole('region', { name: 'Logic of Welcome' }).waitFor();
    await page.screenshot({ path: 'tests/e2e/artifacts/console-editor-logic-top-360.png' });
    await page.setViewportSize({ width: 1280, height: 900 });
  }, 60_000);

  it('marks a star count beyond the star plugin\'s limits on its field and holds Publish back until it fits', async () => {
    await page.getByRole('region', { name: 'Pages' }).getByRole('button', { name: /^How would you rate our staff\?/ }).first().click();
    await page.getByRole('tab', { name: /^Build/ }).click();
    const settings = page.getByRole('region', { name: 'Star rating settings' });
    const last = settings.getByRole('spinbutton', { name: 'Value of the last star' });
    await last.fill('11');
    await settings.getByText('Must be at most 10.').waitFor();
    expect(await last.getAttribute('aria-invalid')).toBe('true');
    await page.getByText('Fix 1 problem to publish.').waitFor();
    expect(await page.getByRole('button', { name: 'Publish' }).getAttribute('aria-disabled')).toBe('true');
    await shoot('settings-limit');
    await last.fill('5');
    await expect.poll(() => settings.getByText('Must be at most 10.').count()).toBe(0);
    await page.getByText('Saved', { exact: true }).waitFor({ timeout: 10_000 });
  }, 60_000);
});
