import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Frame, Page } from 'playwright-core';
import { contrastRatio } from '../../src/lib/contrast';
import { axeViolations, multilingualDemoFlow, openHostPage, putFlow, putNode, putWidget, startA11yEnv, type A11yEnv } from './a11y-kit';

/** The node stylesheet (css_url_react) of these tests: one rule per named area (data-page flow / thank). */
const NODE_CSS = `
.cv-page[data-page="flow"] .cv-button--primary { border-radius: 999px; }
[data-page="thank"] h1 { color: rgb(91, 33, 182); }
`;

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/**
 * Issue #7: colours, radius, sizes and positions from the widget and node configuration, and the node's stylesheet
 * per named area, applied in both text directions without breaking the layout; colours that would not read are
 * adjusted to 4.5:1 (src/lib/contrast.ts) and the adjustment is reported in the frame's console.
 */
describe('theming from the configuration', { timeout: 60_000 }, () => {
  let env: A11yEnv;
  beforeAll(async () => {
    env = await startA11yEnv();
    await putFlow(env.server, multilingualDemoFlow());
    await putNode(env.server, 'a11y-theme', 'demo-flow-i18n', { primary_color: '#7DD3FC', css_url_react: '/a11y-theme/node.css' });
    // SPEC 9 defaults: primary and secondary #20B8F7 under a white font (2.3:1).
    await putWidget(env.server, { code: 'PSN-THEME01', node_id: 'a11y-theme', primary_color: undefined, secondary_color: undefined, font_color: undefined });
    await putWidget(env.server, {
      code: 'PSN-THEME02', node_id: 'a11y-theme', primary_color: '#FFD60A', secondary_color: '#FFE066', font_color: '#111111', radius: 16,
      size: 48, margin: 12, width: 40, width_type: 'rate', widget_top_position: 30, widget_top_position_type: 'percent', widget_right_position: 5, widget_right_position_type: 'px',
      popover_text: { en: 'Feedback?' },
    });
  });
  afterAll(() => env?.close());

  async function newPage(options: { width?: number } = {}): Promise<Page> {
    const page = await env.newPage({ viewport: { width: options.width ?? 1024, height: 760 } });
    await page.context().route('**/a11y-theme/node.css', (route) => route.fulfill({ status: 200, contentType: 'text/css', body: NODE_CSS }));
    return page;
  }
  const cssVar = (target: Page | Frame, selector: string, name: string) => target.locator(selector).first().evaluate((el, n) => getComputedStyle(el).getPropertyValue(n).trim(), name);
  const frameOf = async (page: Page) => (await (await page.locator('[data-canvass-widget] iframe').elementHandle())!.contentFrame())!;

  it('SPEC default colours: darkened to 4.5:1 under white, on the launcher and in the frame, and reported with ?debug', async () => {
    const page = await newPage();
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    // The advice is for whoever sets the colours: printed only with ?debug (or in a preview), issue #16 item 5.
    await page.goto(`${env.hostUrl}/?code=PSN-THEME01&debug`);
    const launcher = page.locator('[data-canvass-widget]').locator('button');
    const launcherBackground = await launcher.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(launcherBackground).toBe(rgb('#167faa'));
    await launcher.click();
    const frame = await frameOf(page);
    await frame.locator('.cv-scale__point').first().waitFor();
    // Polled: this node brings its own stylesheet, so the server does not draw the frame (rendered-first-states.ts)
    // and its scripts draw it once the stylesheet has come; a read before then may meet the loading screen.
    await expect.poll(() => cssVar(frame, '.cv-widget', '--cv-primary')).toBe('#167faa');
    expect(contrastRatio('#167faa', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    await expect.poll(() => frame.locator('.cv-widget__header').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(launcherBackground);
    await expect.poll(() => warnings.join('\n')).toContain('Canvass widget PSN-THEME01: primary_color #20b8f7 has 2.27:1 against font_color #ffffff; #167faa is used');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('a light brand colour with a dark font: the fill stays, text in the accent is darkened; radius, size, position, width', async () => {
    for (const rtl of [false, true]) {
      const page = await newPage();
      const { launcher } = await openHostPage(page, env.hostUrl, 'PSN-THEME02', { rtl });
      const box = (await launcher.boundingBox())!;
      expect(box.height).toBe(48);
      expect(box.y).toBeCloseTo(760 * 0.3, 0);
      expect(rtl ? box.x : 1024 - (box.x + box.width)).toBe(5);
      expect(await launcher.evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color])).toEqual([rgb('#ffd60a'), rgb('#111111')]);
      await launcher.click();
      const container = page.locator('[data-canvass-widget] .f');
      await page.locator('[data-canvass-widget] iframe').waitFor();
      expect((await container.boundingBox())!.width).toBeCloseTo(1024 * 0.4, 0);
      expect(await container.evaluate((el) => getComputedStyle(el).borderRadius)).toBe('16px');
      const frame = await frameOf(page);
      await frame.locator('.cv-scale__point').first().waitFor();
      if (rtl) {
        await frame.getByRole('button', { name: /English/ }).click();
        await frame.getByRole('button', { name: 'العربية' }).click();
        await frame.getByRole('button', { name: 'التالي' }).waitFor();
      }
      const next = frame.locator('.cv-button--primary').first();
      // The node stylesheet's rule for the flow area wins over the widget radius on the Next button. It applies once the
      // frame's scripts have drawn the page with it (a node with its own stylesheet is not drawn by the server).
      await expect.poll(() => next.evaluate((el) => getComputedStyle(el).borderRadius)).toBe('999px');
      expect(await cssVar(frame, '.cv-widget', '--cv-primary')).toBe('#ffd60a');
      const text = await cssVar(frame, '.cv-widget', '--cv-primary-text');
      expect(contrastRatio(text, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(await next.evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color])).toEqual([rgb('#ffd60a'), rgb('#111111')]);
      // Other controls keep the widget's 16 px.
      expect(await frame.locator('.cv-scale__point').first().evaluate((el) => getComputedStyle(el).borderRadius)).toBe('16px');
      expect(await frame.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
      expect(await axeViolations(page), rtl ? 'right to left' : 'left to right').toEqual([]);
      await page.context().close();
    }
  });

  it('the hosted page wears the node colour (made readable) and its stylesheet per area, in both directions', async () => {
    for (const language of ['en', 'ar']) {
      const page = await newPage({ width: 360 });
      await page.goto(`${env.server.url}/feedback?node_id=a11y-theme&lang=${language}`);
      const next = page.locator('.cv-button--primary');
      await page.locator('.cv-scale__point').first().waitFor();
      await expect.poll(() => next.evaluate((el) => getComputedStyle(el).borderRadius)).toBe('999px');
      const fill = await cssVar(page, 'main', '--cv-primary');
      expect(fill).not.toBe('#7dd3fc');
      expect(contrastRatio(fill, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(await next.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(rgb(fill));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      const nextBox = (await next.boundingBox())!;
      expect(nextBox.x).toBeGreaterThanOrEqual(0);
      expect(nextBox.x + nextBox.width).toBeLessThanOrEqual(360);
      expect(await axeViolations(page), language).toEqual([]);

      await page.locator('.cv-scale__point', { hasText: /^9$/ }).click();
      await next.click();
      await page.locator('.cv-option').first().click();
      await page.locator('.cv-button--primary').click();
      const thanks = page.locator('[data-page="thank"] h1');
      await thanks.waitFor();
      expect(await thanks.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(91, 33, 182)');
      await page.context().close();
    }
  });
});
