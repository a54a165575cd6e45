// Debian's Firefox ESR through puppeteer-core over WebDriver BiDi (STYLE.md "Browser tests"); no browser download.
import puppeteer, { type ElementHandle, type Frame, type KeyInput, type Page } from 'puppeteer-core';
import { FIREFOX_PATH } from './binaries';
import type { Browser, Driver, Key, Surface } from './driver';
import { findElement, settled, type PageQuery } from './find-element';

const KEYS: Record<Exclude<Key, 'Shift+Tab'>, KeyInput> = {
  Tab: 'Tab', Enter: 'Enter', Space: ' ', Escape: 'Escape', ArrowRight: 'ArrowRight', ArrowLeft: 'ArrowLeft',
  ArrowDown: 'ArrowDown', ArrowUp: 'ArrowUp', Backspace: 'Backspace',
};

function surface(frame: () => Promise<Frame | null>): Surface {
  return {
    async evaluate<R, A>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
      const target = await frame();
      if (!target) throw new Error('The frame is not there');
      return (await target.evaluate(fn as (arg: unknown) => unknown, arg)) as R;
    },
    async click(query: PageQuery) {
      const element = (await (await frame())?.evaluateHandle(findElement, query))?.asElement() as ElementHandle<Element> | null | undefined;
      if (!element) return false;
      await element.evaluate(settled);
      await element.click();
      return true;
    },
  };
}

function driver(page: Page, close: () => Promise<void>): Driver {
  return {
    top: surface(async () => page.mainFrame()),
    // Found as the journeys find elements, so a frame inside a shadow root (the widget's) is found too, shown or not.
    frame: (selector) => surface(async () => (await (await page.mainFrame().evaluateHandle(findElement, { css: selector, hiddenToo: true })).asElement()?.contentFrame()) ?? null),
    goto: async (url) => void (await page.goto(url)),
    reload: async () => void (await page.reload()),
    async press(key) {
      if (key !== 'Shift+Tab') return page.keyboard.press(KEYS[key]);
      await page.keyboard.down('Shift');
      await page.keyboard.press('Tab');
      await page.keyboard.up('Shift');
    },
    type: (text) => page.keyboard.type(text),
    setViewport: (width, height) => page.setViewport({ width, height }),
    screenshot: async (path) => void (await page.screenshot({ path: path as `${string}.png` })),
    // BiDi's emulation.setNetworkConditions: navigator.onLine turns false and requests fail, as on a lost network.
    setOffline: (offline) => page.setOfflineMode(offline),
    close,
  };
}

export async function launchFirefox(): Promise<Browser> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    // No update checks, telemetry or remote settings: this machine reaches no such host.
    extraPrefsFirefox: { 'app.update.enabled': false, 'datareporting.policy.dataSubmissionEnabled': false, 'network.captive-portal-service.enabled': false },
  });
  return {
    async newPage({ width, height }) {
      // A user context per page: its own cookies and storage, as a fresh profile.
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error('firefox page error:', error instanceof Error ? error.message : error));
      await page.setViewport({ width, height });
      return driver(page, () => context.close());
    },
    close: () => browser.close(),
  };
}
