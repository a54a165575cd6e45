import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ALL_STYLES_FLOW, multilingualDemoFlow, openHostPage, putFlow, putNode, putWidget, startA11yEnv, type A11yEnv } from './a11y-kit';

const WIDTH = 360;

/**
 * Issue #7: Arabic, Hebrew and Persian lay out right to left. The same screens in English and Arabic are compared by
 * their boxes: what sits at the start (left) in English sits at the start (right) in Arabic, the same distance
 * from its edge. Numbers and addresses keep reading left to right.
 */
describe('right-to-left layout', { timeout: 60_000 }, () => {
  let env: A11yEnv;
  beforeAll(async () => {
    env = await startA11yEnv();
    await putFlow(env.server, multilingualDemoFlow());
    await putNode(env.server, 'a11y-rtl', 'demo-flow-i18n');
    await putFlow(env.server, ALL_STYLES_FLOW);
    await putNode(env.server, 'a11y-rtl-styles', ALL_STYLES_FLOW.id);
    await putWidget(env.server, { code: 'PSN-RTL0001', node_id: 'a11y-rtl' });
  });
  afterAll(() => env?.close());

  async function flowIn(language: string, node = 'a11y-rtl'): Promise<Page> {
    const page = await env.newPage({ viewport: { width: WIDTH, height: 800 } });
    await page.goto(`${env.server.url}/feedback?node_id=${node}&lang=${language}`);
    await page.locator('.cv-scale__point').first().waitFor();
    return page;
  }
  const box = async (locator: Locator) => (await locator.boundingBox())!;
  /** The distances of a box from the start edge and from the end edge of the page, in its direction. */
  const fromStart = async (locator: Locator, rtl: boolean) => {
    const b = await box(locator);
    return rtl ? WIDTH - (b.x + b.width) : b.x;
  };
  const expectMirrored = async (name: string, english: Locator, arabic: Locator) => {
    const [ltr, rtl] = [await box(english), await box(arabic)];
    expect(Math.abs(ltr.x - (WIDTH - (rtl.x + rtl.width))), `${name}: ${JSON.stringify({ ltr, rtl })}`).toBeLessThanOrEqual(1.5);
  };

  it('sets dir and lang on the document for ar, he and ir (lang: the lower-cased code; Persian as fa)', async () => {
    for (const [code, lang, dir] of [['ar', 'ar', 'rtl'], ['he', 'he', 'rtl'], ['ir', 'fa', 'rtl'], ['ja', 'ja', 'ltr'], ['en', 'en', 'ltr']] as const) {
      const page = await flowIn(code);
      await expect.poll(() => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([lang, dir]);
      await page.context().close();
    }
  });

  it('mirrors the next button, the score scale, the progress bar, the language button and the option list', async () => {
    const en = await flowIn('en');
    const ar = await flowIn('ar');
    await expect.poll(() => ar.evaluate(() => getComputedStyle(document.body).direction)).toBe('rtl');
    await expectMirrored('next button', en.getByRole('button', { name: 'Next' }), ar.getByRole('button', { name: 'التالي' }));
    await expectMirrored('score point 0', en.locator('.cv-scale__point').first(), ar.locator('.cv-scale__point').first());
    await expectMirrored('score point 10', en.locator('.cv-scale__point').last(), ar.locator('.cv-scale__point').last());
    await expectMirrored('end label', en.locator('.cv-scale__ends span').first(), ar.locator('.cv-scale__ends span').first());
    // The language button ends the header row: its end edge mirrors (its width follows the language's name).
    const [ltrButton, rtlButton] = [await box(en.locator('.cv-language__toggle')), await box(ar.locator('.cv-language__toggle'))];
    expect(Math.abs(WIDTH - (ltrButton.x + ltrButton.width) - rtlButton.x), 'language button').toBeLessThanOrEqual(1.5);
    // The progress bar fills from the start edge: its direction is the page's.
    expect(await ar.locator('.cv-gauge progress').evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    expect(await ar.locator('.cv-gauge progress').getAttribute('aria-label')).toBe('اكتمل 0%');

    for (const [page, score, next] of [[en, '9', 'Next'], [ar, '9', 'التالي']] as const) {
      await page.locator('.cv-scale__point', { hasText: new RegExp(`^${score}$`) }).click();
      await page.getByRole('button', { name: next }).click();
      await page.locator('.cv-option').first().waitFor();
    }
    await expectMirrored('first option', en.locator('.cv-option').first(), ar.locator('.cv-option').first());
    await expectMirrored('its radio button', en.locator('.cv-option input').first(), ar.locator('.cv-option input').first());
    await expectMirrored('first star', en.locator('.cv-star__item').first(), ar.locator('.cv-star__item').first());
    await expectMirrored('back link', en.getByRole('button', { name: 'Back' }), ar.getByRole('button', { name: 'السابق' }));
    // Each option's radio sits at the start, before its text.
    const [radio, text] = [await box(ar.locator('.cv-option input').first()), await box(ar.locator('.cv-option span').first())];
    expect(radio.x).toBeGreaterThan(text.x);
    await en.context().close();
    await ar.context().close();
  });

  it('keeps addresses, phone numbers and digits left to right inside right-to-left text, with nothing sticking out', async () => {
    const page = await flowIn('ar', 'a11y-rtl-styles');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const url = page.locator('.cv-footer-text span[dir="ltr"]');
    expect(await url.textContent()).toBe('https://canvass.example.com/privacy');
    expect(await page.locator('input[type="tel"]').first().getAttribute('dir')).toBe('ltr');
    expect(await fromStart(page.locator('.cv-footer-text'), true)).toBeLessThan(40);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);
    await page.context().close();
  });

  it('in the widget: the launcher and frame sit on the left of a right-to-left page, the frame is right to left in Arabic, its back arrow mirrored', async () => {
    const page = await env.newPage({ viewport: { width: 1024, height: 760 } });
    const { launcher, frame } = await openHostPage(page, env.hostUrl, 'PSN-RTL0001', { rtl: true });
    const launcherBox = await box(launcher);
    expect(launcherBox.x).toBe(20);
    await launcher.click();
    const frameBox = await box(page.locator('[data-canvass-widget] iframe'));
    expect(frameBox.x).toBe(20);
    await frame.getByRole('button', { name: /English/ }).click();
    await frame.getByRole('button', { name: 'العربية' }).click();
    await frame.locator('.cv-scale__point', { hasText: /^9$/ }).click();
    await frame.getByRole('button', { name: 'التالي' }).click();
    await frame.locator('.cv-option').first().waitFor();
    expect(await frame.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await frame.locator('html').getAttribute('lang')).toBe('ar');
    const arrow = frame.locator('.cv-widget__header .cv-flip-rtl');
    expect(await arrow.evaluate((el) => getComputedStyle(el).transform)).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    // The back button is at the header's start: its right side.
    const header = await box(frame.locator('.cv-widget__header'));
    const back = await box(frame.getByRole('button', { name: 'رجوع' }));
    expect(header.x + header.width - (back.x + back.width)).toBeLessThan(16);
    await page.context().close();
  });
});
