// WebKitGTK's MiniBrowser driven by WebKitWebDriver (Debian's webkit2gtk-driver) under a virtual display
// (xvfb-run), through webdriverio's WebDriver protocol commands (STYLE.md "Browser tests"); no browser download.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { remote } from 'webdriverio';
import { MINIBROWSER_PATH, WEBKIT_DRIVER_PATH, XVFB_RUN_PATH } from './binaries';
import type { Browser, Driver, Key, Surface } from './driver';
import { findElement, settled } from './find-element';
import { until } from './page';

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
type ElementReference = { [ELEMENT]: string };
type Session = Awaited<ReturnType<typeof remote>>;

// webdriverio marks the classic switchToFrame deprecated in favour of its BiDi-minded switchFrame; classic is what
// WebKitWebDriver speaks, so the notice says nothing here.
process.env.DISABLE_WEBDRIVERIO_DEPRECATION_WARNINGS ??= 'true';

/**
 * WebDriver's code points for the keys (WebDriver spec, "Keyboard actions"). Enter is U+E006 ("Return"): WebKitGTK
 * takes U+E007 for the keypad's Enter, which activates no button.
 */
const KEYS: Record<Key, string[]> = {
  Tab: ['\uE004'], 'Shift+Tab': ['\uE008', '\uE004'], Enter: ['\uE006'], Space: ['\uE00D'], Escape: ['\uE00C'],
  ArrowLeft: ['\uE012'], ArrowUp: ['\uE013'], ArrowRight: ['\uE014'], ArrowDown: ['\uE015'], Backspace: ['\uE003'],
};

/**
 * MiniBrowser's toolbar keeps its window at least ~450 px wide; a user style sheet for GTK (not the page) shrinks
 * the toolbar so the page can be 390 px wide, as on a phone.
 */
function gtkConfigHome(): string {
  const home = mkdtempSync(path.join(os.tmpdir(), 'canvass-webkit-'));
  mkdirSync(path.join(home, 'gtk-3.0'));
  writeFileSync(path.join(home, 'gtk-3.0', 'gtk.css'), '* { font-size: 1px; min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; -gtk-icon-transform: scale(0.05); }\n');
  return home;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** WebKitWebDriver on a virtual display of its own, once it answers; xvfb-run -a can lose a race for a display number
 * to a parallel suite, so a start that ends early is tried again. */
async function startDriver(configHome: string): Promise<{ port: number; process: ChildProcess }> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const child = spawn(XVFB_RUN_PATH, ['-a', '-s', '-screen 0 1600x1200x24', WEBKIT_DRIVER_PATH, `--port=${port}`], {
      detached: true,
      stdio: 'ignore',
      env: { ...process.env, XDG_CONFIG_HOME: configHome },
    });
    let exited = false;
    child.once('exit', () => (exited = true));
    const deadline = Date.now() + 20_000;
    while (!exited && Date.now() < deadline) {
      const ready = await fetch(`http://127.0.0.1:${port}/status`).then((r) => r.ok, () => false);
      if (ready) return { port, process: child };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (!exited) process.kill(-child.pid!, 'SIGTERM');
    if (attempt === 3) throw new Error('WebKitWebDriver did not start under xvfb-run');
  }
}

/** MiniBrowser's window holds its toolbar as well as the page: the window is the viewport plus this. */
async function toolbarSize(session: Session): Promise<{ width: number; height: number }> {
  const [outerWidth, outerHeight, innerWidth, innerHeight] = (await session.executeScript('return [outerWidth, outerHeight, innerWidth, innerHeight]', [])) as number[];
  return { width: outerWidth! - innerWidth!, height: outerHeight! - innerHeight! };
}

function driver(session: Session, toolbar: { width: number; height: number }): Driver {
  const run = <R, A>(fn: (arg: A) => R | Promise<R>, arg: A) => session.executeScript(`return (${fn.toString()}).apply(null, arguments)`, [arg as object]) as Promise<R>;
  // WebDriver classic acts in one frame at a time: each call first enters the document it is for.
  const enter = async (selector: string | null) => {
    await session.switchToFrame(null);
    if (!selector) return true;
    const frame = (await run(findElement, { css: selector, hiddenToo: true })) as unknown as ElementReference | null;
    if (!frame) return false;
    await session.switchToFrame(frame);
    return true;
  };
  const surface = (selector: string | null): Surface => ({
    async evaluate(fn, arg) {
      if (!(await enter(selector))) throw new Error('The frame is not there');
      return run(fn, arg);
    },
    async click(query) {
      if (!(await enter(selector))) return false;
      const element = (await run(findElement, query)) as unknown as ElementReference | null;
      if (!element) return false;
      await run(settled, element as unknown as Element);
      await session.elementClick(element[ELEMENT]);
      return true;
    },
  });
  const keys = async (values: string[], together: boolean) => {
    const downs = values.map((value) => ({ type: 'keyDown', value }));
    const ups = values.map((value) => ({ type: 'keyUp', value }));
    const actions = together ? [...downs, ...ups.reverse()] : values.flatMap((_, i) => [downs[i]!, ups[i]!]);
    await session.performActions([{ type: 'key', id: 'keyboard', actions }]);
    await session.releaseActions();
  };
  return {
    top: surface(null),
    frame: (selector) => surface(selector),
    goto: (url) => session.navigateTo(url),
    reload: () => session.refresh(),
    press: (key) => keys(KEYS[key], true),
    type: (text) => keys([...text], false),
    async setViewport(width, height) {
      await enter(null);
      await session.setWindowRect(null, null, width + toolbar.width, height + toolbar.height);
      await until(async () => {
        const [innerWidth, innerHeight] = await run(() => [window.innerWidth, window.innerHeight], null);
        return innerWidth === width && innerHeight === height;
      }, `a ${width} × ${height} px viewport`);
    },
    screenshot: async (file) => writeFileSync(file, Buffer.from(await session.takeScreenshot(), 'base64')),
    // No setOffline: WebDriver classic has no network emulation, and WebKitWebDriver speaks no WebDriver BiDi
    // (network.* / emulation.setNetworkConditions) that could take the page off the network.
    async close() {
      // A session ended while inside a frame left WebKitWebDriver refusing the next one: leave it at the top first.
      await session.switchToFrame(null).catch(() => undefined);
      await session.deleteSession();
    },
  };
}

export async function launchWebKit(): Promise<Browser> {
  const configHome = gtkConfigHome();
  const { port, process: child } = await startDriver(configHome);
  return {
    async newPage({ width, height }) {
      // One WebDriver session a page: a new MiniBrowser with an ephemeral profile, as a fresh context.
      const session = await remote({
        hostname: '127.0.0.1',
        port,
        logLevel: 'silent',
        connectionRetryCount: 0,
        capabilities: {
          browserName: 'MiniBrowser',
          // Classic WebDriver: WebKitWebDriver refuses a session that asks for BiDi (webdriverio's default).
          'wdio:enforceWebDriverClassic': true,
          'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] },
        } as WebdriverIO.Capabilities,
      });
      const page = driver(session, await toolbarSize(session));
      await page.setViewport(width, height);
      return page;
    },
    async close() {
      process.kill(-child.pid!, 'SIGTERM');
      rmSync(configHome, { recursive: true, force: true });
    },
  };
}
