import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Frame, Page } from 'playwright-core';
import { ALL_STYLES_FLOW, openHostPage, putFlow, putNode, putWidget, startA11yEnv, type A11yEnv } from './a11y-kit';

/** The smallest touch target on a respondent's screen, both ways (issue #16 item 10; WCAG 2.5.5's 44 CSS px). */
const MINIMUM = 44;

/**
 * Controls that may be smaller, each with its reason. A selector here is matched with `closest()`, so it covers
 * what sits inside it.
 */
const ALLOWED: Record<string, string> = {
  // A link inside a sentence (markdown in a label or description) is text; WCAG 2.5.8 exempts inline targets.
  'p a[href], li a[href], .cv-markdown a[href]': 'inline text link',
  // The "Powered by" badge is a footer link, not part of answering.
  '.cv-badge': 'footer link, not an answer control',
};

interface Small {
  control: string;
  width: number;
  height: number;
}

/**
 * Every control the respondent can touch on the page, measured as a finger meets it: a radio or checkbox by the
 * label that holds or names it (the label takes the tap), anything else by its own box. Hidden controls (display
 * none, aria-hidden, no pointer events, clipped to a pixel without a label) are not touch targets.
 */
async function smallTargets(page: Page | Frame, allowed: string[] = Object.keys(ALLOWED)): Promise<Small[]> {
  return page.evaluate(
    ({ minimum, allowed }) => {
      const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="radio"], [role="checkbox"], [role="button"], [role="slider"], [tabindex]:not([tabindex="-1"])';
      const visible = (element: Element) => {
        const style = getComputedStyle(element);
        return style.display !== 'none' && style.visibility !== 'hidden' && style.pointerEvents !== 'none' && !element.closest('[aria-hidden="true"]');
      };
      const name = (element: Element) => {
        const label = element.getAttribute('aria-label') ?? (element as HTMLInputElement).labels?.[0]?.textContent ?? element.textContent ?? '';
        const question = element.closest('.cv-question')?.className.match(/cv-question--([\w-]+)/)?.[1] ?? 'page';
        return `${question}: <${element.tagName.toLowerCase()}${element.getAttribute('type') ? ` type=${element.getAttribute('type')}` : ''}> "${label.trim().slice(0, 40)}"`;
      };
      const small: { control: string; width: number; height: number }[] = [];
      for (const element of document.querySelectorAll(selector)) {
        if (!visible(element) || allowed.some((s) => element.closest(s))) continue;
        const labels = [...((element as HTMLInputElement).labels ?? [])].filter(visible);
        const boxes = [element, ...labels].map((e) => e.getBoundingClientRect()).filter((box) => box.width > 1 && box.height > 1);
        if (boxes.length === 0) continue;
        const width = Math.max(...boxes.map((box) => box.width));
        const height = Math.max(...boxes.map((box) => box.height));
        // Sub-pixel rounding: 43.99 px is 44 px on every screen.
        if (width < minimum - 0.05 || height < minimum - 0.05) small.push({ control: name(element), width: Math.round(width * 10) / 10, height: Math.round(height * 10) / 10 });
      }
      return small;
    },
    { minimum: MINIMUM, allowed },
  );
}

/** Issue #16 item 10: every answer control of all 30 styles is at least 44 px by 44 px, on a phone and a desktop. */
describe('touch targets of every question style', { timeout: 90_000 }, () => {
  let env: A11yEnv;
  beforeAll(async () => {
    env = await startA11yEnv();
    await putFlow(env.server, ALL_STYLES_FLOW);
    await putNode(env.server, 'touch-targets', ALL_STYLES_FLOW.id);
    await putWidget(env.server, { code: 'PSN-TOUCH01' });
  });
  afterAll(() => env?.close());

  async function open(width: number): Promise<Page> {
    const page = await env.newPage({ viewport: { width, height: 900 } });
    await page.goto(`${env.server.url}/feedback?node_id=touch-targets&lang=en`);
    await page.locator('.cv-question--textarea').waitFor();
    await expect.poll(() => page.locator('.cv-question .cv-spinner').count()).toBe(0);
    return page;
  }

  for (const width of [360, 1280]) {
    it(`are at least ${MINIMUM} px both ways at ${width} px, unanswered and with errors shown`, async () => {
      const page = await open(width);
      expect(await page.locator('.cv-question').count()).toBe(31);
      expect(await smallTargets(page), 'unanswered').toEqual([]);
      // Answers and errors bring controls of their own (clear buttons, the file picker's remove).
      await page.getByRole('radio', { name: '4 stars' }).click();
      await page.getByLabel('Green').first().check();
      await page.getByRole('button', { name: 'Next' }).click();
      await expect.poll(() => page.locator('.cv-question--invalid').count()).toBeGreaterThan(0);
      expect(await smallTargets(page), 'answered, with errors').toEqual([]);
      await page.context().close();
    });
  }

  it('a matrix cell is one target: its whole cell chooses, not only the drawn radio', async () => {
    const page = await open(1280);
    const gaps = await page.locator('.cv-question--matrix td:has(> .cv-matrix__choice)').evaluateAll((cells) =>
      cells.flatMap((cell) => {
        const box = cell.getBoundingClientRect();
        const label = cell.querySelector('.cv-matrix__choice')!.getBoundingClientRect();
        return Math.abs(box.width - label.width) > 1 || Math.abs(box.height - label.height) > 1 ? [`${box.width}x${box.height} cell, ${label.width}x${label.height} label`] : [];
      }),
    );
    expect(gaps).toEqual([]);
    // A tap at a cell's corner, far from the radio, chooses it.
    const cell = page.locator('.cv-question--matrix td:has(> .cv-matrix__choice)').first();
    await cell.scrollIntoViewIfNeeded();
    const box = (await cell.boundingBox())!;
    await page.mouse.click(box.x + 3, box.y + 3);
    expect(await cell.locator('input').isChecked()).toBe(true);
    await page.context().close();
  });

  it('the widget on a host page: launcher, header and the first question, on a phone', async () => {
    const page = await env.newPage({ viewport: { width: 360, height: 740 } });
    const { launcher } = await openHostPage(page, env.hostUrl, 'PSN-TOUCH01');
    const launcherBox = (await launcher.boundingBox())!;
    expect(Math.min(launcherBox.width, launcherBox.height)).toBeGreaterThanOrEqual(MINIMUM);
    await launcher.click();
    const frame = (await page.locator('iframe[title="Feedback"]').elementHandle())!;
    const content = (await frame.contentFrame())!;
    await content.getByRole('radio', { name: '10' }).waitFor();
    expect(await smallTargets(content)).toEqual([]);
    await page.context().close();
  });
});
