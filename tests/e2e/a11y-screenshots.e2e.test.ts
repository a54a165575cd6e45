import { mkdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { multilingualDemoFlow, putFlow, putNode, startA11yEnv, type A11yEnv } from './a11y-kit';

/** Where the pictures go: git-ignored, for a person to look at (STYLE.md: "Screenshots are how you look"). */
const ARTIFACTS = fileURLToPath(new URL('./artifacts/', import.meta.url));

const LANGUAGES = [
  { code: 'en', next: 'Next', send: 'Send', thanks: 'Thank you!' },
  { code: 'ar', next: 'التالي', send: 'إرسال', thanks: 'شكرًا لك!' },
  { code: 'ja', next: '次へ', send: '送信', thanks: 'ありがとうございました！' },
];
const WIDTHS = [360, 1280];

/**
 * Issue #7: the demo flow's pages (welcome, the promoter's questions, thank you) in English, Arabic and Japanese at
 * 360 px and 1280 px, written to tests/e2e/artifacts/demo-<language>-<width>-<n>-<page>.png for review.
 */
describe('screenshots of the demo flow for review', { timeout: 90_000 }, () => {
  let env: A11yEnv;
  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    env = await startA11yEnv();
    await putFlow(env.server, multilingualDemoFlow());
    await putNode(env.server, 'a11y-shots', 'demo-flow-i18n');
  });
  afterAll(() => env?.close());

  const shoot = async (page: Page, name: string) => {
    const path = `${ARTIFACTS}${name}.png`;
    await page.screenshot({ path, fullPage: true, animations: 'disabled' });
    expect(statSync(path).size, name).toBeGreaterThan(5_000);
  };

  for (const language of LANGUAGES) {
    it(`in ${language.code}, at ${WIDTHS.join(' and ')} px`, async () => {
      for (const width of WIDTHS) {
        const page = await env.newPage({ viewport: { width, height: 800 } });
        const name = `demo-${language.code}-${width}`;
        await page.goto(`${env.server.url}/feedback?node_id=a11y-shots&lang=${language.code}`);
        await page.getByRole('button', { name: language.next }).waitFor();
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language.code);
        await shoot(page, `${name}-1-welcome`);
        await page.locator('.cv-scale__point', { hasText: /^9$/ }).click();
        await page.getByRole('button', { name: language.next }).click();
        await page.locator('.cv-option').first().click();
        await page.locator('.cv-star__item').nth(3).click();
        await page.locator('.cv-ranking__item').first().waitFor();
        await shoot(page, `${name}-2-questions`);
        await page.getByRole('button', { name: language.send }).click();
        await page.getByRole('heading', { name: language.thanks }).waitFor();
        await shoot(page, `${name}-3-thank-you`);
        await page.context().close();
      }
    });
  }
});
