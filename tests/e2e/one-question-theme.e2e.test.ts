import { mkdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import type { Theme } from '../../src/types/schemas';
import { contrastRatio } from '../../src/lib/contrast';
import { axeViolations, multilingualDemoFlow, openHostPage, putFlow, putNode, putWidget, startA11yEnv, type A11yEnv } from './a11y-kit';

/** Where the pictures go (git-ignored), picked up by the gallery at tests/e2e/artifacts/index.html. */
const ARTIFACTS = fileURLToPath(new URL('./artifacts/', import.meta.url));
const WIDTHS = [360, 1280];
const LANGUAGES = [
  { code: 'en', liked: 'What did you like most?', thanks: 'Thank you!' },
  { code: 'ar', liked: 'ما الذي أعجبك أكثر؟', thanks: 'شكرًا لك!' },
  { code: 'ja', liked: '何が一番良かったですか？', thanks: 'ありがとうございました！' },
];

/** Dark, full-bleed, a serif system font and round corners: the questions straight on a deep indigo page. */
const DARK_FULL_BLEED: Theme = { color_scheme: 'dark', layout: 'full_bleed', font_family: 'system_serif', radius: 16, background_color: '#312E81' };
/** Light card over a warm background image (under its veil), rounded font, following the visitor's scheme. */
const LIGHT_CARD: Theme = { color_scheme: 'auto', layout: 'card', font_family: 'rounded', radius: 12, background_color: '#FEF3C7', background_image_url: '/theme-e2e/background.svg' };
const BACKGROUND_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f59e0b"/><stop offset="1" stop-color="#7c2d12"/></linearGradient></defs><rect width="400" height="300" fill="url(#g)"/><circle cx="320" cy="60" r="50" fill="#fde68a"/></svg>`;

/**
 * Issue #16 "Beyond the anchors": the one-question presentation finished with the keyboard alone (answers stored),
 * and two themes from the node's theme object, axe-clean, photographed in en, ar and ja at 360 and 1280 px.
 */
describe('one question a screen, and themes', { timeout: 300_000 }, () => {
  let env: A11yEnv;
  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    env = await startA11yEnv();
    await putFlow(env.server, { ...multilingualDemoFlow('oq-flow'), presentation: 'one_question' });
    await putFlow(env.server, multilingualDemoFlow('theme-flow'));
    await putNode(env.server, 'oq-node', 'oq-flow');
    await putNode(env.server, 'oq-dark', 'oq-flow', { theme: DARK_FULL_BLEED, primary_color: '#A78BFA' });
    await putNode(env.server, 'theme-card', 'theme-flow', { theme: LIGHT_CARD, primary_color: '#B45309' });
    await putWidget(env.server, { code: 'PSN-OQTHEME', node_id: 'oq-node', theme: { ...DARK_FULL_BLEED, radius: 10 } });
  });
  afterAll(() => env?.close());

  async function open(node: string, language: string, width: number, options: BrowserContextOptions = {}): Promise<Page> {
    const page = await env.newPage({ viewport: { width, height: 800 }, ...options });
    await page.route('**/theme-e2e/background.svg', (route) => route.fulfill({ status: 200, contentType: 'image/svg+xml', body: BACKGROUND_SVG }));
    await page.goto(`${env.server.url}/feedback?node_id=${node}&lang=${language}`);
    await page.locator('.cv-scale__point').first().waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
    return page;
  }
  const shoot = async (page: Page, name: string) => {
    const path = `${ARTIFACTS}${name}.png`;
    await page.screenshot({ path, fullPage: true, animations: 'disabled' });
    expect(statSync(path).size, name).toBeGreaterThan(5_000);
  };
  const stored = async () => (await env.server.storage.feedbacks.list({ limit: 50, completed: true })).filter((f) => f.flowId === 'oq-flow');

  it('finishes the demo flow with the keyboard alone: digits, letters, typing and Enter; the answers are stored', async () => {
    const page = await open('oq-node', 'en', 1280);
    await page.keyboard.press('9');
    expect(await page.getByRole('radio', { name: /^9/ }).getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('Enter');

    // The promoter's state: four questions, one a screen.
    const liked = page.getByRole('radiogroup', { name: /What did you like most/ });
    await liked.waitFor();
    expect(await page.locator('.cv-question').count()).toBe(1);
    // Each option shows its key (A, B, C… by a CSS counter), hidden from screen readers by an empty alternative text.
    expect(await page.locator('.cv-option').first().evaluate((el) => getComputedStyle(el, '::after').content)).toBe('counter(cv-key, upper-alpha) / ""');
    // Enter on an empty required question keeps it, with its error.
    await page.keyboard.press('Enter');
    await page.getByText('Please fill in this field to continue.').waitFor();
    await page.keyboard.press('b');
    expect(await page.getByRole('radio', { name: 'Service' }).isChecked()).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByRole('radiogroup', { name: /rate our staff/ }).waitFor();
    await page.keyboard.press('4');
    await page.keyboard.press('Enter');
    await page.getByText('Put these in order of importance to you').waitFor();
    await page.keyboard.press('Enter');
    const comment = page.getByRole('textbox', { name: /Anything else/ });
    await comment.waitFor();
    await expect.poll(() => comment.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('Bright and quick');
    expect(await comment.inputValue()).toBe('Bright and quick');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Thank you!' }).waitFor();

    await expect.poll(async () => (await stored()).length).toBe(1);
    const [feedback] = await stored();
    expect(feedback!.payload.responses).toEqual(expect.arrayContaining([
      { question_id: 'q-nps', body: 9 },
      { question_id: 'q-liked', option_id: 'o-service' },
      { question_id: 'q-stars', body: 4 },
      { question_id: 'q-comment', body: 'Bright and quick' },
    ]));
    await page.context().close();
  });

  for (const language of LANGUAGES) {
    it(`one question a screen in ${language.code}: axe-clean, shortcuts drawn on the reading side, at ${WIDTHS.join(' and ')} px`, async () => {
      for (const width of WIDTHS) {
        const page = await open('oq-node', language.code, width);
        await shoot(page, `one-question-${language.code}-${width}-1-score`);
        await page.keyboard.press('9');
        await page.keyboard.press('Enter');
        await page.getByRole('radiogroup', { name: language.liked }).waitFor();
        await page.keyboard.press('a');
        const option = page.locator('.cv-option').first();
        const [radio, text] = await Promise.all([option.locator('input').boundingBox(), option.locator('span').boundingBox()]);
        // Right to left the radio is at the right and the key hint at the left, mirrored as a whole.
        expect(radio!.x > text!.x, `${language.code} ${width}`).toBe(language.code === 'ar');
        expect(await axeViolations(page), `${language.code} ${width}`).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await shoot(page, `one-question-${language.code}-${width}-2-choice`);
        await page.context().close();
      }
    });
  }

  for (const language of LANGUAGES) {
    it(`two themes in ${language.code}: dark full-bleed serif, light card over an image; every text at 4.5:1, axe-clean`, async () => {
      for (const width of WIDTHS) {
        const dark = await open('oq-dark', language.code, width);
        const body = await dark.evaluate(() => ({ background: getComputedStyle(document.body).backgroundColor, font: getComputedStyle(document.body).fontFamily, scheme: getComputedStyle(document.documentElement).colorScheme }));
        expect(body.font).toMatch(/^ui-serif/);
        expect(body.scheme).toBe('dark');
        expect(await dark.locator('.cv-scale__point').first().evaluate((el) => getComputedStyle(el).borderRadius)).toBe('16px');
        const text = await dark.locator('.cv-question__title').evaluate((el) => getComputedStyle(el).color);
        expect(contrastRatio(hex(text), hex(body.background))).toBeGreaterThanOrEqual(4.5);
        expect(await axeViolations(dark), `dark ${language.code} ${width}`).toEqual([]);
        await shoot(dark, `theme-dark-full-bleed-${language.code}-${width}`);
        await dark.context().close();

        const card = await open('theme-card', language.code, width);
        expect(await card.evaluate(() => getComputedStyle(document.body).backgroundImage)).toContain('background.svg');
        expect(await card.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^ui-rounded/);
        expect(await axeViolations(card), `card ${language.code} ${width}`).toEqual([]);
        await shoot(card, `theme-light-card-${language.code}-${width}`);
        await card.context().close();
      }
    });
  }

  it('the widget frame wears the widget\'s theme: dark full-bleed, its font and radius, axe-clean', async () => {
    const page = await env.newPage({ viewport: { width: 1280, height: 800 } });
    const { launcher, frame } = await openHostPage(page, env.hostUrl, 'PSN-OQTHEME');
    await launcher.click();
    await frame.locator('.cv-scale__point').first().waitFor();
    const look = await frame.locator('body').evaluate((el) => ({ background: getComputedStyle(el).backgroundColor, font: getComputedStyle(el).fontFamily, scheme: getComputedStyle(document.documentElement).colorScheme }));
    expect(look.font).toMatch(/^ui-serif/);
    expect(look.scheme).toBe('dark');
    expect(contrastRatio(hex(look.background), '#ffffff')).toBeGreaterThan(10);
    expect(await frame.locator('.cv-scale__point').first().evaluate((el) => getComputedStyle(el).borderRadius)).toBe('10px');
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'theme-dark-widget-1280');
    await page.context().close();
  });

  it('the light card theme turns dark for a visitor who prefers dark', async () => {
    const page = await open('theme-card', 'en', 1280, { colorScheme: 'dark' });
    const surface = await page.locator('.cv-card').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(surface).toBe('rgb(31, 41, 55)');
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'theme-light-card-dark-visitor-1280');
    await page.context().close();
  });
});

/** `rgb(r, g, b)` as #rrggbb. */
function hex(rgb: string): string {
  const [r, g, b] = rgb.match(/\d+/g)!.map(Number);
  return `#${[r, g, b].map((c) => c!.toString(16).padStart(2, '0')).join('')}`;
}
