import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { questionStyles } from '../../plugins';
import { ALL_STYLES_FLOW, axeViolations, putFlow, putNode, startA11yEnv, type A11yEnv } from './a11y-kit';

/**
 * Issue #7: axe-core on every question style. The fixture puts all 30 styles (and a best-worst grid) on one page,
 * every one required, so one page holds each style unanswered, with its error, and answered by the test.
 */
describe('accessibility of every question style (axe-core)', { timeout: 60_000 }, () => {
  let env: A11yEnv;
  beforeAll(async () => {
    env = await startA11yEnv();
    await putFlow(env.server, ALL_STYLES_FLOW);
    await putNode(env.server, 'a11y-styles', ALL_STYLES_FLOW.id);
  });
  afterAll(() => env?.close());

  async function open(width: number, language = 'en'): Promise<Page> {
    const page = await env.newPage({ viewport: { width, height: 900 } });
    await page.goto(`${env.server.url}/feedback?node_id=a11y-styles&lang=${language}`);
    await page.locator('.cv-question--textarea').waitFor();
    // Every style's view is a lazy chunk: wait until none is still loading.
    await expect.poll(() => page.locator('.cv-question .cv-spinner').count()).toBe(0);
    return page;
  }

  it('the fixture holds every registered style', () => {
    const styles = new Set(ALL_STYLES_FLOW.states.flatMap((s) => s.elements.flatMap((e) => (e.question ? [e.question.style] : []))));
    expect([...styles].sort()).toEqual([...questionStyles].sort());
  });

  it('unanswered, at 360 px and at 1280 px (the grid is a table there)', async () => {
    for (const width of [360, 1280]) {
      const page = await open(width);
      expect(await page.locator('.cv-question').count()).toBe(31);
      expect(await axeViolations(page), `${width} px`).toEqual([]);
      await page.context().close();
    }
  });

  it('with every required error shown, each announced in its live region', async () => {
    const page = await open(360);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.locator('.cv-question--invalid').count()).toBe(31);
    const errors = page.locator('.cv-question__error[aria-live="polite"]');
    expect(await errors.count()).toBe(31);
    expect(await errors.first().textContent()).toBe('Please fill in this field to continue.');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('answered: chosen options, filled fields, a ranked list, an open contract dialog', async () => {
    const page = await open(360);
    await page.getByRole('radiogroup', { name: 'How likely are you to recommend us?' }).getByRole('radio', { name: '9' }).click();
    await page.getByRole('radiogroup', { name: 'How easy was it?' }).getByRole('radio', { name: '6' }).click();
    await page.getByRole('radio', { name: '4 stars' }).click();
    await page.getByLabel('Green').first().check();
    await page.getByRole('radio', { name: 'Happy' }).click();
    await page.getByLabel('Your name').fill('Deniz');
    await page.getByLabel('Your e-mail').fill('not an e-mail');
    await page.getByLabel('Tea').check();
    await page.getByRole('button', { name: /Move Price up/ }).first().click();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Read the contract' }).click();
    await page.getByRole('dialog').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('right to left (Arabic), unanswered and with errors', async () => {
    const page = await open(360, 'ar');
    expect(await page.evaluate(() => [document.documentElement.dir, document.documentElement.lang])).toEqual(['rtl', 'ar']);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'التالي' }).click();
    await expect.poll(() => page.locator('.cv-question--invalid').count()).toBe(31);
    expect(await axeViolations(page)).toEqual([]);
    // Nothing sticks out sideways: no style breaks the 360 px layout in either direction.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.context().close();
  });
});
