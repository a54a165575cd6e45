// Issue #19 "done when", in Debian's Chromium against the real server: a flow seeded with a few hundred feedbacks;
// the owner opens its results from the flows list, checks the NPS and a bar chart's numbers against the seeded
// data, filters by an answer and by date (the address carries them), opens one response, exports CSV and finds the
// filtered rows in it; a feedback submitted meanwhile appears without a reload. axe-core at 360 and 1280 px;
// screenshots in tests/e2e/artifacts/results-*-<width>.png.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { TestServer } from '../server/harness';
import { call } from '../server/harness';
import { seedResults } from '../support/results-flow';
import type { SaveFeedbackInput } from '../../src/server/storage/storage';
import { checkBothWidths, ownerInConsole } from './console-kit';

const DAY = 86_400_000;

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
});
