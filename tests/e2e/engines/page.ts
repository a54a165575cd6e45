import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Driver, Key, Surface } from './driver';
import { describeTarget, onFoundElement, pageQuery, type Target } from './find-element';

const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts');
/** The gallery's widths: a phone and a laptop. */
const SCREENSHOT_WIDTHS = [390, 1280] as const;
const DEFAULT_WAIT_MS = 10_000;

const isFound = onFoundElement((element) => element !== null);
const textOf = onFoundElement((element) => (element ? { text: (element as HTMLInputElement).value ?? element.textContent ?? '' } : null));

/** Polls `check` every 50 ms until it gives a truthy value, or fails after `timeout` with `what` and the last error. */
export async function until<T>(check: () => Promise<T | null | undefined | false>, what: string, timeout = DEFAULT_WAIT_MS): Promise<T> {
  const deadline = Date.now() + timeout;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      // A document between two pages, or an element React has just replaced: look again.
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`Waited ${timeout} ms for ${what}${last ? `; last error: ${(last as Error).message}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The journeys' view of one document (the page, or the widget's frame in it): the same in every engine. */
export class Scope {
  constructor(protected readonly surface: Surface, protected readonly driver: Driver) {}

  evaluate<R, A = null>(fn: (arg: A) => R | Promise<R>, arg: A = null as A): Promise<R> {
    return this.surface.evaluate(fn, arg);
  }

  /** Whether the target is there and visible now. */
  isVisible(target: Target): Promise<boolean> {
    return this.surface.evaluate(isFound, { query: pageQuery(target), extra: null }).catch(() => false);
  }

  /** Waits until the target shows (or, with `gone`, until it no longer does). */
  async waitFor(target: Target, { timeout = DEFAULT_WAIT_MS, gone = false } = {}): Promise<void> {
    await until(async () => (await this.isVisible(target)) !== gone, `${describeTarget(target)} to ${gone ? 'go' : 'show'}`, timeout);
  }

  /** Clicks the target with the engine's pointer once it shows. */
  async click(target: Target, { timeout = DEFAULT_WAIT_MS } = {}): Promise<void> {
    await until(() => this.surface.click(pageQuery(target)), `a click on ${describeTarget(target)}`, timeout);
  }

  /** Clicks into a field and types the text key by key. */
  async fill(target: Target, text: string): Promise<void> {
    await this.click(target);
    await this.driver.type(text);
  }

  /** The target's text (a field's value), once it shows. */
  async text(target: Target): Promise<string> {
    const found = await until(() => this.surface.evaluate(textOf, { query: pageQuery(target), extra: null }), `${describeTarget(target)} to read`);
    return found.text;
  }

  /** What has focus in this document: tag and accessible text, e.g. "H1 Tell us about your visit". */
  focused(): Promise<string> {
    return this.evaluate(() => {
      const el = document.activeElement;
      return el ? `${el.tagName} ${(el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim()}`.trim() : 'none';
    });
  }
}

/** One page of one engine, with a fresh profile. */
export class EnginePage extends Scope {
  constructor(readonly engine: string, driver: Driver, private readonly size: { width: number; height: number }, private readonly onClose: () => void) {
    super(driver.top, driver);
  }

  goto(url: string): Promise<void> {
    return this.driver.goto(url);
  }

  reload(): Promise<void> {
    return this.driver.reload();
  }

  /** The iframe the selector names (the widget's frame, on another origin). */
  frame(selector: string): Scope {
    return new Scope(this.driver.frame(selector), this.driver);
  }

  press(key: Key): Promise<void> {
    return this.driver.press(key);
  }

  type(text: string): Promise<void> {
    return this.driver.type(text);
  }

  async setOffline(offline: boolean): Promise<void> {
    if (!this.driver.setOffline) throw new Error(`${this.engine}'s driver cannot take a page offline`);
    await this.driver.setOffline(offline);
  }

  /** The screen as it is now at each gallery width: artifacts/<engine>-<screen>-<width>.png; the size is restored. */
  async screenshots(screen: string): Promise<string[]> {
    mkdirSync(ARTIFACTS, { recursive: true });
    const files: string[] = [];
    for (const width of SCREENSHOT_WIDTHS) {
      await this.resize(width, 800);
      const file = path.join(ARTIFACTS, `${this.engine}-${screen}-${width}.png`);
      await this.driver.screenshot(file);
      files.push(file);
    }
    await this.resize(this.size.width, this.size.height);
    return files;
  }

  private async resize(width: number, height: number): Promise<void> {
    await this.driver.setViewport(width, height);
    // Laid out and painted at the new size before anything reads or shoots it.
    await until(() => this.evaluate((w) => innerWidth === w, width), `the page to be ${width} px wide`);
    await this.evaluate(() => new Promise<boolean>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)))));
  }

  async close(): Promise<void> {
    this.onClose();
    await this.driver.close();
  }
}
