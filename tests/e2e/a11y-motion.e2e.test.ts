import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Frame, Page } from 'playwright-core';
import { ALL_STYLES_FLOW, multilingualDemoFlow, openHostPage, putFlow, putNode, putWidget, startA11yEnv, type A11yEnv } from './a11y-kit';

/** Every element (and its ::before and ::after) that animates or transitions for longer than 0 s: "selector: what". */
function moving(): string[] {
  const longer = (durations: string) => durations.split(',').some((d) => parseFloat(d) > 0);
  const found: string[] = [];
  for (const element of document.querySelectorAll('*')) {
    for (const pseudo of [null, '::before', '::after']) {
      const style = getComputedStyle(element, pseudo);
      const name = `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}${pseudo ?? ''}`;
      if (style.animationName !== 'none' && longer(style.animationDuration)) found.push(`${name}: animation ${style.animationName} ${style.animationDuration}`);
      if (style.transitionProperty !== 'none' && longer(style.transitionDuration)) found.push(`${name}: transition ${style.transitionProperty} ${style.transitionDuration}`);
    }
  }
  return found;
}

/**
 * Issue #7: with prefers-reduced-motion: reduce, nothing on the respondent screens animates or transitions (computed
 * styles of every element: animation none or 0 s, transitions 0 s) and scrolling is not smooth; without it, the
 * page enter animation runs, so the check looks at what it should.
 */
describe('prefers-reduced-motion', { timeout: 60_000 }, () => {
  let env: A11yEnv;
  beforeAll(async () => {
    env = await startA11yEnv();
    await putFlow(env.server, ALL_STYLES_FLOW);
    await putNode(env.server, 'a11y-motion-styles', ALL_STYLES_FLOW.id);
    await putFlow(env.server, multilingualDemoFlow());
    await putNode(env.server, 'a11y-motion-i18n', 'demo-flow-i18n');
    await putWidget(env.server, { code: 'PSN-MOTION1', node_id: 'a11y-motion-i18n' });
  });
  afterAll(() => env?.close());

  const check = (target: Page | Frame) => target.evaluate(moving);

  it('without the preference the first state shows at once, the next one enters with its 250 ms animation, and buttons transition', async () => {
    const page = await env.newPage({ reducedMotion: 'no-preference' });
    await page.goto(`${env.server.url}/feedback?node_id=demo-node&lang=en`);
    const animation = () => page.locator('.cv-state').evaluate((el) => [getComputedStyle(el).animationName, getComputedStyle(el).animationDuration]);
    await page.locator('.cv-state').waitFor();
    expect(await animation()).toEqual(['none', '0s']);
    expect(await check(page)).toContain('button.cv-button.cv-button--primary: transition background-color, opacity 0.25s, 0.25s');
    await page.locator('.cv-scale__point', { hasText: /^9$/ }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.locator('.cv-option').first().waitFor();
    expect(await animation()).toEqual(['cv-enter', '0.25s']);
    await page.context().close();
  });

  it('with reduce: every question style, the language list open, a required error, the next page', async () => {
    const page = await env.newPage();
    await page.goto(`${env.server.url}/feedback?node_id=a11y-motion-styles&lang=en`);
    await page.locator('.cv-question--textarea').waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
    expect(await check(page)).toEqual([]);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.locator('.cv-question--invalid').first().waitFor();
    expect(await check(page)).toEqual([]);

    await page.goto(`${env.server.url}/feedback?node_id=a11y-motion-i18n&lang=en`);
    await page.getByRole('button', { name: /English/ }).click();
    await page.locator('.cv-language__popup').waitFor();
    expect(await check(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.locator('.cv-scale__point', { hasText: /^9$/ }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.locator('.cv-option').first().waitFor();
    expect(await check(page)).toEqual([]);
    await page.context().close();
  });

  it('with reduce: the widget frame on a host page', async () => {
    const page = await env.newPage({ viewport: { width: 1024, height: 760 } });
    const { launcher } = await openHostPage(page, env.hostUrl, 'PSN-MOTION1');
    await launcher.click();
    const frame = (await (await page.locator('[data-canvass-widget] iframe').elementHandle())!.contentFrame())!;
    await frame.locator('.cv-scale__point').first().waitFor();
    await frame.getByRole('button', { name: /English/ }).click();
    await frame.locator('.cv-language__popup').waitFor();
    expect(await check(frame)).toEqual([]);
    expect(await check(page)).toEqual([]);
    await page.context().close();
  });
});
