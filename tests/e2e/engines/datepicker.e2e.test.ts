import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putFlow, putNode } from '../a11y-kit';
import { engines, useEngine } from './engines';
import { startJourneyServer, type JourneyServer } from './journey-kit';
import type { EnginePage } from './page';

const DATE_FLOW = {
  id: 'engines-date',
  languages: [{ id: 1, code: 'en', name: 'English' }],
  states: [
    { id: 'visit', isInitialState: true, nextStateId: 'thanks', elements: [
      { id: 'el-title', type: 'label', body: { en: '# Your visit' } },
      { id: 'el-date', type: 'question', question: { id: 'q-date', style: 'datepicker', isRequired: true, body: { en: 'When did you visit?' } } },
      { id: 'el-send', type: 'submit', body: { en: 'Send' } },
    ] },
    { id: 'thanks', style: 'thank', elements: [{ id: 'el-thanks', type: 'label', body: { en: '# Thanks for your time' } }] },
  ],
};
// The label also carries the required mark.
const FIELD = { role: 'textbox', name: /^When did you visit\?/ } as const;

/**
 * Issue #26: typing a date digit by digit emptied Chromium's date input (it held 0002-05-17 after the first year
 * digit, then ""). The datepicker is now a DD/MM/YYYY text field whose slashes come as the digits are typed, the
 * same keys in every engine; these pin keyboard entry in each.
 */
describe.each(engines)('$name: a date typed into the datepicker', { timeout: 60_000 }, (engine) => {
  const browser = useEngine(engine);
  let env: JourneyServer;
  beforeAll(async () => {
    env = await startJourneyServer();
    await putFlow(env.server, DATE_FLOW);
    await putNode(env.server, 'engines-date-node', DATE_FLOW.id);
  });
  afterAll(() => env?.close());

  async function openDateFlow(): Promise<EnginePage> {
    const page = await browser.newPage();
    await page.goto(`${env.server.url}/feedback?node_id=engines-date-node&lang=en`);
    await page.waitFor(FIELD);
    return page;
  }

  it('keeps every digit as it is typed (1 7 0 5 2 0 2 6 reads 17/05/2026) and stores 2026-05-17', async () => {
    const page = await openDateFlow();
    await page.click(FIELD);
    const shown: string[] = [];
    for (const key of '17052026') {
      await page.type(key);
      shown.push(await page.text(FIELD));
    }
    expect(shown).toEqual(['1', '17', '17/0', '17/05', '17/05/2', '17/05/20', '17/05/202', '17/05/2026']);
    await page.screenshots('datepicker');
    await page.click({ role: 'button', name: 'Send' });
    await page.waitFor({ role: 'heading', name: 'Thanks for your time' });
    await expect.poll(async () => (await env.stored(DATE_FLOW.id)).find((f) => f.completed)?.payload.responses).toEqual([{ question_id: 'q-date', body: '2026-05-17' }]);
  });

  it('the issue’s keys in month-first order (0 5 1 7 2 0 2 6) stay in the field, and Send names the day as not valid', async () => {
    const page = await openDateFlow();
    await page.fill(FIELD, '05172026');
    expect(await page.text(FIELD)).toBe('05/17/2026');
    await page.click({ role: 'button', name: 'Send' });
    await page.waitFor({ text: 'Your answer could not be validated, please check again.' });
    expect(await page.text(FIELD)).toBe('05/17/2026');
  });
});
