// Chromium through playwright-core, launched as the other browser suites launch it (../browser.ts).
import type { Frame, Page } from 'playwright-core';
import { launchBrowser } from '../browser';
import type { Browser, Driver, Key, Surface } from './driver';
import { findElement, type PageQuery } from './find-element';

const KEYS: Record<Key, string> = {
  Tab: 'Tab', 'Shift+Tab': 'Shift+Tab', Enter: 'Enter', Space: 'Space', Escape: 'Escape', ArrowRight: 'ArrowRight',
  ArrowLeft: 'ArrowLeft', ArrowDown: 'ArrowDown', ArrowUp: 'ArrowUp', Backspace: 'Backspace',
};

function surface(frame: () => Promise<Frame | null>): Surface {
  return {
    async evaluate<R, A>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
      const target = await frame();
      if (!target) throw new Error('The frame is not there');
      return (await target.evaluate(fn as (arg: unknown) => unknown, arg)) as R;
    },
    async click(query: PageQuery) {
      const element = (await (await frame())?.evaluateHandle(findElement, query))?.asElement();
      if (!element) return false;
      await element.click({ timeout: 5000 });
      return true;
    },
  };
}

function driver(page: Page): Driver {
  const context = page.context();
  return {
    top: surface(async () => page.mainFrame()),
    // Found as the journeys find elements, so a frame inside a shadow root (the widget's) is found too, shown or not.
    frame: (selector) => surface(async () => (await (await page.mainFrame().evaluateHandle(findElement, { css: selector, hiddenToo: true })).asElement()?.contentFrame()) ?? null),
    goto: async (url) => void (await page.goto(url)),
    reload: async () => void (await page.reload()),
    press: (key) => page.keyboard.press(KEYS[key]),
    type: (text) => page.keyboard.type(text),
    setViewport: (width, height) => page.setViewportSize({ width, height }),
    screenshot: async (path) => void (await page.screenshot({ path })),
    setOffline: (offline) => context.setOffline(offline),
    close: () => context.close(),
  };
}

export async function launchChromium(): Promise<Browser> {
  const browser = await launchBrowser();
  return {
    async newPage({ width, height }) {
      const context = await browser.newContext({ viewport: { width, height } });
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error('chromium page error:', error.message));
      return driver(page);
    },
    close: () => browser.close(),
  };
}
