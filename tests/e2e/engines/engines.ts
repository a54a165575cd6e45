import { existsSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { CHROMIUM_PATH, FIREFOX_PATH, MINIBROWSER_PATH, WEBKIT_DRIVER_PATH, XVFB_RUN_PATH } from './binaries';
import type { Browser, PageOptions } from './driver';
import { EnginePage } from './page';

export interface Engine {
  name: 'chromium' | 'firefox' | 'webkit';
  /** Debian's packages that bring it (.ci/run installs them). */
  packages: string[];
  /** The programs it runs. */
  binaries: string[];
  /** Whether its driver can take a page off the network (Driver.setOffline). */
  canGoOffline: boolean;
  launch(): Promise<Browser>;
}

/** Each engine's driver is imported only when it launches: a run of one engine loads one client library. */
const ALL: Engine[] = [
  { name: 'chromium', packages: ['chromium'], binaries: [CHROMIUM_PATH], canGoOffline: true, launch: async () => (await import('./chromium')).launchChromium() },
  { name: 'firefox', packages: ['firefox-esr'], binaries: [FIREFOX_PATH], canGoOffline: true, launch: async () => (await import('./firefox')).launchFirefox() },
  {
    name: 'webkit',
    packages: ['webkit2gtk-driver', 'xvfb'],
    binaries: [WEBKIT_DRIVER_PATH, MINIBROWSER_PATH, XVFB_RUN_PATH],
    // WebDriver classic has no network emulation, and WebKitWebDriver speaks no WebDriver BiDi.
    canGoOffline: false,
    launch: async () => (await import('./webkit')).launchWebKit(),
  },
];

/** The engines to run: all three, or those ENGINES names (ENGINES=firefox, ENGINES=chromium,webkit). */
export const engines: Engine[] = (() => {
  const wanted = process.env.ENGINES?.split(',').map((name) => name.trim().toLowerCase()).filter(Boolean);
  if (!wanted?.length) return ALL;
  const unknown = wanted.filter((name) => !ALL.some((engine) => engine.name === name));
  if (unknown.length) throw new Error(`ENGINES names ${unknown.join(', ')}; known are ${ALL.map((e) => e.name).join(', ')}`);
  return ALL.filter((engine) => wanted.includes(engine.name));
})();

/**
 * The engine for the suite it is called in: launched before its tests, closed after them, each page closed after
 * its test even when it fails. Where a binary is missing the tests are skipped on a developer's machine, and fail
 * under CI, which must not pass by running fewer engines than it claims.
 */
export function useEngine(engine: Engine): { newPage(options?: PageOptions): Promise<EnginePage> } {
  const missing = engine.binaries.filter((binary) => !existsSync(binary));
  let browser: Browser | undefined;
  const open = new Set<EnginePage>();

  beforeAll(async () => {
    if (missing.length === 0) browser = await engine.launch();
    else if (process.env.CI) throw new Error(`${engine.name}: ${missing.join(', ')} missing; install ${engine.packages.join(', ')} (.ci/run does)`);
  }, 90_000);
  beforeEach((context) => {
    if (missing.length) context.skip(`${engine.name}: ${missing.join(', ')} missing`);
  });
  afterEach(async () => {
    await Promise.all([...open].map((page) => page.close().catch(() => undefined)));
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    async newPage(options = { width: 390, height: 800 }) {
      if (!browser) throw new Error(`${engine.name} is not running`);
      const page: EnginePage = new EnginePage(engine.name, await browser.newPage(options), options, () => open.delete(page));
      open.add(page);
      return page;
    },
  };
}
