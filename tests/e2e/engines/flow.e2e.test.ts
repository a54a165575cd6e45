import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, useEngine } from './engines';
import { startJourneyServer, type JourneyServer } from './journey-kit';
import type { EnginePage } from './page';

const ALL_PROMOTER_ANSWERS = [
  { question_id: 'q-nps', body: 9 },
  { question_id: 'q-liked', option_id: 'o-service' },
  { question_id: 'q-stars', body: 4 },
  { question_id: 'q-rank', option_id: 'o-r-price', ranking: 1 },
  { question_id: 'q-rank', option_id: 'o-r-speed', ranking: 2 },
  { question_id: 'q-rank', option_id: 'o-r-quality', ranking: 3 },
  { question_id: 'q-comment', body: 'Lovely staff' },
];

/** Issue #26: the demo flow on its hosted page, by pointer and by keyboard, in each engine. */
describe.each(engines)('$name: the demo flow on its hosted page', { timeout: 60_000 }, (engine) => {
  const browser = useEngine(engine);
  let env: JourneyServer;
  beforeAll(async () => {
    env = await startJourneyServer();
  });
  afterAll(() => env?.close());

  async function openFlow(): Promise<EnginePage> {
    const page = await browser.newPage();
    await page.goto(`${env.server.url}/feedback?node_id=demo-node&lang=en`);
    await page.waitFor({ role: 'heading', name: 'Tell us about your visit' });
    return page;
  }
  const completedIds = async () => new Set((await env.stored()).filter((f) => f.completed).map((f) => f.id));
  /** The feedbacks completed since `before` was taken. */
  const completedSince = async (before: Set<string>) => (await env.stored()).filter((f) => f.completed && !before.has(f.id));

  it('by pointer: a promoter answers every question; one feedback is stored with every answer', async () => {
    const before = await completedIds();
    const page = await openFlow();
    await page.screenshots('flow-start');
    await page.click({ role: 'radio', name: '9' });
    await page.click({ role: 'button', name: 'Next' });
    await page.click({ role: 'radio', name: 'The service' });
    await page.click({ role: 'radio', name: '4 stars' });
    await page.click({ role: 'button', name: 'Move Price up' });
    await page.fill({ role: 'textbox', name: "Anything else you'd like to share?" }, 'Lovely staff');
    await page.screenshots('flow-promoter');
    await page.click({ role: 'button', name: 'Send' });
    await page.waitFor({ role: 'heading', name: 'Thank you!' });
    await page.screenshots('flow-thanks');
    await expect.poll(async () => (await completedSince(before)).map((f) => f.payload.responses), { timeout: 10_000 }).toEqual([ALL_PROMOTER_ANSWERS]);
  });

  it('by keyboard alone: the same answers, each move focusing the new heading', async () => {
    const before = await completedIds();
    const page = await openFlow();
    /** Presses Tab until focus matches, at most `limit` times. */
    const tabTo = async (pattern: RegExp, limit = 30) => {
      for (let i = 0; i < limit && !pattern.test(await page.focused()); i++) await page.press('Tab');
      expect(await page.focused()).toMatch(pattern);
    };
    await tabTo(/^BUTTON 0, Not likely$/);
    for (let i = 0; i < 9; i++) await page.press('ArrowRight');
    expect(await page.focused()).toBe('BUTTON 9');
    await tabTo(/^BUTTON Next$/);
    await page.press('Enter');
    await expect.poll(() => page.focused()).toBe('H1 What went well');
    await page.press('Tab');
    await page.press('ArrowDown');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).checked && document.activeElement?.closest('label')?.textContent)).toBe('The service');
    await tabTo(/^BUTTON 1 star$/);
    for (let i = 0; i < 3; i++) await page.press('ArrowRight');
    expect(await page.focused()).toBe('BUTTON 4 stars');
    await tabTo(/^BUTTON Move Price up/);
    await page.press('Space');
    await expect.poll(() => page.evaluate(() => [...document.querySelectorAll('.cv-ranking__label')].map((l) => l.textContent))).toEqual(['Price', 'Speed', 'Quality']);
    await tabTo(/^INPUT/);
    await page.type('Lovely staff');
    await tabTo(/^BUTTON Send$/);
    await page.press('Enter');
    await expect.poll(() => page.focused()).toBe('H1 Thank you!');
    await expect.poll(async () => (await completedSince(before)).map((f) => f.payload.responses), { timeout: 10_000 }).toEqual([ALL_PROMOTER_ANSWERS]);
  });

  it('Next without the required answer shows the error at the question and focuses it; Back returns with the answer kept', async () => {
    const page = await openFlow();
    await page.click({ role: 'button', name: 'Next' });
    await page.waitFor({ text: 'Please fill in this field to continue.' });
    expect(await page.evaluate(() => document.activeElement?.closest('[role="radiogroup"]') !== null)).toBe(true);
    await page.screenshots('flow-error');
    await page.click({ role: 'radio', name: '10, Very likely' });
    await page.click({ role: 'button', name: 'Next' });
    await page.waitFor({ role: 'heading', name: 'What went well' });
    await page.click({ role: 'button', name: 'Back' });
    await page.waitFor({ role: 'heading', name: 'Tell us about your visit' });
    expect(await page.evaluate(() => document.querySelector('[role="radio"][aria-checked="true"]')?.textContent)).toBe('10');
  });

  it('the language switch shows the flow in Turkish and back in English', async () => {
    const page = await openFlow();
    await page.click({ role: 'button', name: 'Switch to Türkçe' });
    await page.waitFor({ role: 'heading', name: 'Ziyaretinizi anlatın' });
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('tr');
    await page.waitFor({ role: 'button', name: 'İleri' });
    await page.click({ role: 'button', name: 'English diline geç' });
    await page.waitFor({ role: 'heading', name: 'Tell us about your visit' });
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
  });
});
