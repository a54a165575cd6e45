import { copyFileSync, mkdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ALL_STYLES_FLOW, putFlow, putNode, startA11yEnv, type A11yEnv } from './a11y-kit';

/** Where the pictures go: git-ignored, for a person to look at (STYLE.md: "Screenshots are how you look"). */
const ARTIFACTS = fileURLToPath(new URL('./artifacts/', import.meta.url));
/** The README's two pictures; rewritten only when asked (UPDATE_README_SCREENSHOTS=1), so a test run leaves git clean. */
const DOCS = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
const UPDATE_README = process.env.UPDATE_README_SCREENSHOTS === '1';
/** A README picture stays small enough to load quickly on GitHub. */
const README_MAX_BYTES = 150_000;

/**
 * Issue #16: the README's pictures (the hosted flow on a phone, the widget open on a host page) and, for review,
 * the phone field with its country and a matrix at 360 px and 1280 px (tests/e2e/artifacts/fields-*.png).
 */
describe('screenshots for the README and of the fields', { timeout: 90_000 }, () => {
  let env: A11yEnv;
  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    env = await startA11yEnv();
    await putFlow(env.server, ALL_STYLES_FLOW);
    await putNode(env.server, 'screenshot-fields', ALL_STYLES_FLOW.id);
  });
  afterAll(() => env?.close());

  const readmeShot = async (page: Page, name: string) => {
    const path = `${ARTIFACTS}${name}.png`;
    await page.screenshot({ path, animations: 'disabled' });
    const size = statSync(path).size;
    expect(size, name).toBeGreaterThan(10_000);
    expect(size, name).toBeLessThan(README_MAX_BYTES);
    if (UPDATE_README) {
      mkdirSync(DOCS, { recursive: true });
      copyFileSync(path, `${DOCS}${name}.png`);
    }
  };

  it('the hosted flow on a phone: the demo flow at its first question', async () => {
    const page = await env.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto(`${env.server.url}/feedback?node_id=demo-node&lang=en`);
    await page.getByRole('radiogroup').first().waitFor();
    await page.getByRole('radio', { name: '9' }).click();
    await readmeShot(page, 'hosted-flow-phone');
    await page.context().close();
  });

  it('the widget open on a host page, on a laptop', async () => {
    const page = await env.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${env.server.url}/demo`);
    await page.locator('[data-canvass-widget]').locator('button').click();
    const frame = page.frameLocator('iframe[title="Feedback"]');
    await frame.getByRole('radio', { name: '9' }).click();
    // The choice's own colour, not the focus ring, as a visitor sees it after a tap.
    await frame.locator('body').evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await readmeShot(page, 'widget-open');
    await page.context().close();
  });

  for (const width of [360, 1280]) {
    it(`the phone field with its country, and a matrix, at ${width} px`, async () => {
      const page = await env.newPage({ viewport: { width, height: 900 } });
      await page.goto(`${env.server.url}/feedback?node_id=screenshot-fields&lang=en`);
      await page.locator('.cv-question--textarea').waitFor();
      await expect.poll(() => page.locator('.cv-question .cv-spinner').count()).toBe(0);
      await page.getByLabel('Your phone number').fill('+44 7911 123456');
      await page.locator('.cv-question--matrix').first().getByRole('radio').nth(1).check();
      const shoot = async (question: Locator, name: string) => {
        const path = `${ARTIFACTS}fields-${name}-${width}.png`;
        await question.screenshot({ path, animations: 'disabled' });
        expect(statSync(path).size, name).toBeGreaterThan(2_000);
      };
      await shoot(page.locator('.cv-question--phone_number'), 'phone');
      await shoot(page.locator('.cv-question--phone_verification'), 'phone-verification');
      await shoot(page.locator('.cv-question--matrix').first(), 'matrix');
      await shoot(page.locator('.cv-question--matrix').last(), 'maxdiff');
      await shoot(page.locator('.cv-question--numeric'), 'number');
      await shoot(page.locator('.cv-question--datepicker'), 'date');
      await shoot(page.locator('.cv-question--dropdown'), 'dropdown');
      await page.context().close();
    });
  }
});
