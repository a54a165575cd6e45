// Issue #19 "done when", in Debian's Chromium against the real server: a flow seeded with a few hundred feedbacks;
// the owner opens its results from the flows list, checks the NPS and a bar chart's numbers against the seeded
// data, filters by an answer and by date (the address carries them), opens one response, exports CSV and finds the
// filtered rows in it; a feedback submitted meanwhile appears without a reload. axe-core at 360 and 1280 px;
// screenshots in tests/e2e/artifacts/results-*-<width>.png.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { TestServer } from '../server/harness';
import { call } from '../server/harness';
import { seedResults } from '../support/results-flow';
import { bandedPng, PDF, seedFileFeedbacks, uploadFile } from '../support/results-files';
import type { SaveFeedbackInput } from '../../src/server/storage/storage';
import { checkBothWidths, ownerInConsole } from './console-kit';

const DAY = 86_400_000;
const ARTIFACTS = path.join(import.meta.dirname, 'artifacts');

describe('a flow\'s results in Chromium (issue #19)', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  let seeded: SaveFeedbackInput[];
  const figure = (name: string) => page.locator(`[data-figure="${name}"] .cv-results-figure__value`);

  beforeAll(async () => {
    ({ server, browser, page } = await ownerInConsole());
    seeded = await seedResults(server.storage, 300, { end: Date.now(), days: 10 });
    await page.reload();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  }, 90_000);

  it('opens from the flows list with the NPS and the bars of the seeded feedbacks', async () => {
    await page.locator('a[href="/console/flows/flow-results/results"]').click();
    await page.waitForURL('**/console/flows/flow-results/results');
    await figure('feedbacks').filter({ hasText: '300' }).waitFor();
    const scores = seeded.map((input) => input.payload.responses.find((item) => item.question_id === 'q-nps')!.body as number);
    const nps = Math.round(((scores.filter((s) => s >= 9).length - scores.filter((s) => s <= 6).length) / 300) * 1000) / 10;
    expect(await figure('nps').textContent()).toBe(new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 }).format(nps));
    // The colour card's table (the chart's text twin) has the seeded counts.
    const colour = page.locator('[data-question="q-color"]');
    await colour.getByText('Show as a table').click();
    const reds = seeded.filter((input) => input.payload.responses.some((item) => item.option_id === 'o-red')).length;
    await expect.poll(() => colour.getByRole('row', { name: /^Red/ }).getByRole('cell').first().textContent()).toBe(String(reds));
    expect(await colour.getByRole('img').getAttribute('aria-labelledby')).toBeTruthy();
    await checkBothWidths(page, 'results-summary');
    // The text card at a phone's width, looked at on its own (the full-page shot at 360 px stops at the fold).
    await page.setViewportSize({ width: 360, height: 780 });
    const comments = page.locator('[data-question="q-comment"]');
    await comments.getByRole('list', { name: 'Latest answers' }).waitFor();
    await comments.screenshot({ path: path.join(ARTIFACTS, 'results-text-card-360.png') });
    await page.setViewportSize({ width: 1280, height: 900 });
  }, 120_000);

  it('filters by an answer and by date, keeps them in the address, and exports exactly that set', async () => {
    const filters = page.getByRole('form', { name: 'Filters' });
    await filters.getByLabel('Question').selectOption({ label: 'Favourite colour' });
    await filters.getByLabel('Value').selectOption({ label: 'Red' });
    await filters.getByRole('button', { name: 'Add filter' }).click();
    await page.waitForURL(/answer=q-color%3Ais%3Ao-red/);
    const reds = seeded.filter((input) => input.payload.responses.some((item) => item.option_id === 'o-red'));
    await figure('feedbacks').filter({ hasText: String(reds.length) }).waitFor();
    await page.getByText('An answer filter is on').waitFor();

    const from = new Date(Date.now() - 3 * DAY).toISOString().slice(0, 10);
    await filters.getByLabel('From').fill(from);
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(new RegExp(`from=${from}`));
    const recentReds = reds.filter((input) => input.now >= Date.parse(`${from}T00:00:00Z`));
    await figure('feedbacks').filter({ hasText: String(recentReds.length) }).waitFor();
    await checkBothWidths(page, 'results-filtered');

    const href = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
    const csv = await (await page.request.get(`${server.url}${href}`)).text();
    const exported = new Set(csv.trim().split('\n').slice(1).map((line) => line.split(',')[0]));
    expect(exported.size).toBe(recentReds.length);
    const stored = await server.storage.manage.feedbacks({ flowId: 'flow-results', since: Date.parse(`${from}T00:00:00Z`) }, { limit: 1000 });
    const expected = stored.filter((feedback) => feedback.payload.responses.some((item) => item.option_id === 'o-red')).map((feedback) => feedback.id);
    expect([...exported].sort()).toEqual(expected.sort());
    // The spreadsheet link asks for the same filtered set (its content is read back in tests/server/results.test.ts).
    const xlsxHref = await page.getByRole('link', { name: 'Export Excel (XLSX)' }).getAttribute('href');
    expect(xlsxHref).toBe(href!.replace('format=csv', 'format=xlsx'));
  }, 120_000);

  it('opens one response whole from the table with the keyboard and closes it again', async () => {
    const firstOpen = page.locator('.cv-results-table tbody tr[data-feedback] button').first();
    await firstOpen.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Feedback' });
    await panel.getByText('Favourite colour').waitFor();
    await panel.getByText('Red').first().waitFor();
    await checkBothWidths(page, 'results-feedback');
    await panel.getByRole('button', { name: 'Close' }).last().click();
    await panel.waitFor({ state: 'detached' });
  }, 120_000);

  it('shows a feedback submitted elsewhere without a reload', async () => {
    await page.goto(`${server.url}/console/flows/flow-results/results?status=completed`);
    const before = Number((await figure('feedbacks').textContent())!.replace(/\D/g, ''));
    // The server's clock is the test's: moved to now, the new feedback is the newest and heads the table.
    server.clock.now = Date.now();
    const sent = await call(server, 'POST', '/v1/feedbacks', {
      node_id: 'node-results', flow_id: 'flow-results', created_at: new Date().toISOString(), language_id: 1, final_state_id: 'thanks',
      responses: [{ question_id: 'q-nps', body: 10 }, { question_id: 'q-color', option_id: 'o-blue' }],
    });
    expect(sent.status).toBe(200);
    await figure('feedbacks').filter({ hasText: new Intl.NumberFormat('en-GB').format(before + 1) }).waitFor();
    await page.locator(`tr[data-feedback="${sent.json.id}"]`).waitFor();
  }, 120_000);

  it('shows a seeded screenshot as a thumbnail fetched with the session, a hostile file name as text, and opens its feedback', async () => {
    const shot = await uploadFile(server.url, bandedPng(320, 240, [67, 56, 202], [243, 244, 246]), 'checkout-error.png', 'image/png');
    const hostile = await uploadFile(server.url, bandedPng(320, 240, [220, 38, 38], [255, 255, 255]), '<img src=x onerror=window.__pwned=1>.png', 'image/png');
    const receipt = await uploadFile(server.url, PDF, 'receipt.pdf', 'application/pdf');
    const now = Date.now();
    const [withShot] = await seedFileFeedbacks(server.storage, [
      { answers: { 'q-shot': shot, 'q-file': receipt }, at: now - 2 * 60_000 },
      { answers: { 'q-shot': hostile }, at: now - 60_000 },
    ]);
    await page.goto(`${server.url}/console/flows/flow-files/results`);
    const card = page.getByRole('region', { name: 'Show us the problem' });
    const thumbnail = card.getByRole('img', { name: 'checkout-error.png' });
    await thumbnail.waitFor();
    // Loaded through the route that checks the session may read the feedback, not a public address.
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
    expect(await thumbnail.getAttribute('src')).toMatch(new RegExp(`^/v1/manage/feedbacks/${withShot!.id}/files/[0-9a-f-]{36}\\.png$`));
    await card.getByText('<img src=x onerror=window.__pwned=1>.png', { exact: true }).waitFor();
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    const receiptCard = page.getByRole('region', { name: 'Attach your receipt' });
    await receiptCard.getByText('receipt.pdf', { exact: true }).waitFor();
    await checkBothWidths(page, 'results-files');
    await page.setViewportSize({ width: 360, height: 780 });
    await card.screenshot({ path: path.join(ARTIFACTS, 'results-files-card-360.png') });
    await page.setViewportSize({ width: 1280, height: 900 });

    await card.getByRole('button', { name: /^Open the feedback with checkout-error\.png/ }).click();
    const panel = page.getByRole('dialog', { name: 'Feedback' });
    await panel.getByText('Show us the problem').waitFor();
    await panel.getByRole('button', { name: 'Close' }).last().click();
    await panel.waitFor({ state: 'detached' });

    // The responses table: a file answer is a chip (thumbnail and name) linking to the authorised route, never the
    // raw /uploads/ text; the row's feedback, opened with the keyboard, shows the screenshot as a loaded thumbnail
    // that opens full size, and the PDF by name with a download link.
    const row = page.locator(`.cv-results-table tr[data-feedback="${withShot!.id}"]`);
    const chip = row.getByRole('link', { name: 'Open checkout-error.png full size in a new tab' });
    await chip.waitFor();
    expect(await chip.getAttribute('href')).toMatch(new RegExp(`^/v1/manage/feedbacks/${withShot!.id}/files/[0-9a-f-]{36}\\.png$`));
    await expect.poll(() => chip.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
    expect(await row.getByRole('link', { name: 'Download receipt.pdf' }).getAttribute('download')).toBe('receipt.pdf');
    expect(await page.locator('.cv-results-table').textContent()).not.toContain('/uploads/');
    await page.setViewportSize({ width: 360, height: 780 });
    // The table scrolls sideways on a phone: the chip's column brought into view.
    await chip.scrollIntoViewIfNeeded();
    await page.locator('.cv-results-table-scroll').screenshot({ path: path.join(ARTIFACTS, 'results-files-table-360.png') });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.locator('.cv-results-table-scroll').screenshot({ path: path.join(ARTIFACTS, 'results-files-table-1280.png') });

    await row.getByRole('button', { name: /^Open the feedback/ }).focus();
    await page.keyboard.press('Enter');
    const opened = page.getByRole('dialog', { name: 'Feedback' });
    const full = opened.getByRole('link', { name: 'Open checkout-error.png full size in a new tab' });
    await full.waitFor();
    const shown = opened.getByRole('img', { name: 'checkout-error.png' });
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
    expect(await shown.getAttribute('src')).toMatch(new RegExp(`^/v1/manage/feedbacks/${withShot!.id}/files/[0-9a-f-]{36}\\.png$`));
    await opened.getByRole('link', { name: 'Download receipt.pdf' }).waitFor();
    expect(await opened.textContent()).not.toContain('/uploads/');
    await checkBothWidths(page, 'results-files-panel');
    // Right to left (Arabic and Hebrew consoles): the panel's files mirror, the thumbnail at the start edge.
    await page.evaluate(() => document.documentElement.setAttribute('dir', 'rtl'));
    const [thumbBox, nameBox] = [await full.boundingBox(), await opened.locator('.cv-feedback-file__name', { hasText: 'checkout-error.png' }).boundingBox()];
    expect(thumbBox!.x).toBeGreaterThan(nameBox!.x);
    await page.screenshot({ path: path.join(ARTIFACTS, 'results-files-panel-rtl-1280.png') });
    await page.evaluate(() => document.documentElement.setAttribute('dir', 'ltr'));
    await opened.getByRole('button', { name: 'Close' }).last().click();
    await opened.waitFor({ state: 'detached' });
  }, 180_000);
});
