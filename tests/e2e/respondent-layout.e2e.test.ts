import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { multilingualDemoFlow, openHostPage, putFlow, putNode, putWidget, startA11yEnv, type A11yEnv } from './a11y-kit';

type Box = { x: number; y: number; width: number; height: number };
const box = async (locator: Locator): Promise<Box> => (await locator.boundingBox())!;
const within = (inner: Box, outer: Box) => inner.x >= outer.x - 0.5 && inner.x + inner.width <= outer.x + outer.width + 0.5;

/** The 0-10 score as laid out: 44 px targets in one row, or two rows whose second ends under the first. */
async function expectScaleLaidOut(scope: Page | FrameLocator, label: string): Promise<void> {
  const points = await Promise.all((await scope.locator('.cv-scale__point').all()).map(box));
  expect(points, label).toHaveLength(11);
  for (const point of points) expect(Math.min(point.width, point.height), label).toBeGreaterThanOrEqual(44);
  const rows = [...new Set(points.map((p) => Math.round(p.y)))];
  expect(rows.length, `${label}: rows`).toBeLessThanOrEqual(2);
  const end = (p: Box) => p.x + p.width;
  const zero = points[0]!;
  const ten = points[10]!;
  if (rows.length === 2) {
    // The second row ends under the first, with 5 or 6 points in each (not 7 + 4 with the end label under a gap).
    expect(points.filter((p) => Math.round(p.y) === rows[0]).length, label).toBe(6);
    expect(Math.abs(end(ten) - end(points[5]!)), `${label}: 10 under 5`).toBeLessThanOrEqual(1);
  }
  const [min, max] = await Promise.all([box(scope.locator('.cv-scale__ends span').first()), box(scope.locator('.cv-scale__ends span').last())]);
  expect(Math.abs(min.x - zero.x), `${label}: "Not likely" under 0`).toBeLessThanOrEqual(1);
  expect(Math.abs(end(max) - end(ten)), `${label}: "Very likely" under 10`).toBeLessThanOrEqual(1);
}

/** Issue #16 items 7, 8 and 9 in Chromium: where the language list opens, the score's rows, the hosted page's layout. */
describe('respondent layout on phones and desktops', { timeout: 90_000 }, () => {
  let env: A11yEnv;
  beforeAll(async () => {
    env = await startA11yEnv();
    await putFlow(env.server, multilingualDemoFlow('layout-flow'));
    await putNode(env.server, 'layout-node', 'layout-flow');
    await putWidget(env.server, { code: 'PSN-LAYOUT1', node_id: 'layout-node' });
  });
  afterAll(() => env?.close());

  const hosted = async (width: number, height = 800) => {
    const page = await env.newPage({ viewport: { width, height } });
    await page.goto(`${env.server.url}/feedback?node_id=layout-node&lang=en`);
    await page.getByRole('button', { name: 'Next' }).waitFor();
    return page;
  };

  it('item 7: the language list opens inside the phone screen, and inside the card on a desktop', async () => {
    for (const width of [320, 390, 1280]) {
      const page = await hosted(width);
      await page.locator('.cv-language__toggle').click();
      const list = page.locator('.cv-language__popup');
      await list.waitFor();
      const bounds = width < 640 ? { x: 0, y: 0, width, height: 800 } : await box(page.locator('.cv-card'));
      expect(within(await box(list), bounds), `${width} px`).toBe(true);
      const popup = await box(list);
      expect(popup.y + popup.height, `${width} px: bottom on screen`).toBeLessThanOrEqual(800);
      await page.context().close();
    }
  });

  it('item 7: in the widget frame the list opens inside the frame', async () => {
    for (const width of [390, 1280]) {
      const page = await env.newPage({ viewport: { width, height: 844 } });
      const { launcher, frame } = await openHostPage(page, env.hostUrl, 'PSN-LAYOUT1');
      await launcher.click();
      await frame.locator('.cv-language__toggle').click();
      const list = frame.locator('.cv-language__popup');
      await list.waitFor();
      const frameBox = await box(page.locator('iframe[title="Feedback"]'));
      const popup = await box(list);
      expect(within(popup, frameBox), `${width} px`).toBe(true);
      expect(popup.y).toBeGreaterThanOrEqual(frameBox.y - 0.5);
      await page.context().close();
    }
  });

  it('item 8: the 0-10 score is one row or two even rows with the end labels under their ends, at 320 px and in the widget', async () => {
    for (const width of [320, 390, 1280]) {
      const page = await hosted(width);
      await expectScaleLaidOut(page, `hosted ${width} px`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px: nothing sticks out`).toBeLessThanOrEqual(width);
      await page.context().close();
    }
    const page = await env.newPage({ viewport: { width: 1280, height: 844 } });
    const { launcher, frame } = await openHostPage(page, env.hostUrl, 'PSN-LAYOUT1');
    await launcher.click();
    await frame.getByRole('button', { name: 'Next' }).waitFor();
    await expectScaleLaidOut(frame, 'widget');
    await page.context().close();
  });

  it('item 9: a centred card under a header with the node name and a quiet language control; Back beside the primary button; the badge on one line', async () => {
    const page = await hosted(1280);
    const card = await box(page.locator('.cv-card'));
    expect(Math.abs(card.x - (1280 - card.x - card.width)), 'centred').toBeLessThanOrEqual(1);
    expect(card.width).toBeLessThan(700);
    const header = page.locator('.cv-card > header');
    expect(await header.locator('.cv-brand__name').textContent()).toBe('Canvass Demo');
    expect(await header.locator('.cv-language__toggle').evaluate((el) => getComputedStyle(el).borderTopColor)).toBe('rgba(0, 0, 0, 0)');
    const badge = await box(page.locator('.cv-badge'));
    expect(badge.height, 'badge on one line').toBeLessThan(24);

    await page.locator('.cv-scale__point', { hasText: /^9$/ }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    const back = await box(page.getByRole('button', { name: 'Back' }));
    const send = await box(page.getByRole('button', { name: 'Send' }));
    expect(Math.abs(back.y + back.height / 2 - (send.y + send.height / 2)), 'Back on the row of Send').toBeLessThanOrEqual(1);
    expect(back.x).toBeLessThan(send.x);
    expect(await page.getByRole('button', { name: 'Back' }).evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('none');
    await page.context().close();
  });
});
