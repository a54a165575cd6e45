// Builds only the flow page (src/client/flow.html) into a directory of its own, for suites that need a client
// other than dist/ (tests/e2e/outside-plugin.e2e.test.ts: with an outside plugin configured). Unminified, without
// compression or source maps and with a cache of its own, so it costs a suite about a minute, not the whole build.
import { Parcel } from '@parcel/core';
import { mkdirSync, mkdtempSync, readFileSync, renameSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** The client target of package.json, so the page is built for the browsers the real one is (and without an import map). */
const clientTarget = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { targets: { client: { engines: { browsers: string[] } } } }).targets.client;

/** Returns the directory to give the server as CLIENT_DIR, laid out as dist/client is. */
export async function buildFlowPage(env: Record<string, string>): Promise<string> {
  const distDir = mkdtempSync(path.join(os.tmpdir(), 'canvass-flow-page-'));
  const bundler = new Parcel({
    entries: [path.join(root, 'src/client/flow.html')],
    defaultConfig: '@parcel/config-default',
    config: path.join(root, 'tests/e2e/fixtures/flow-page.parcelrc'),
    cacheDir: path.join(root, 'node_modules/.cache/canvass-flow-page'),
    mode: 'production',
    shouldAutoInstall: false,
    defaultTargetOptions: { shouldOptimize: false, sourceMaps: false },
    targets: { client: { distDir, context: 'browser', publicUrl: '/', outputFormat: 'esmodule', engines: clientTarget.engines } },
    // NODE_ENV as `npm run build` has it (Vitest sets "test", which would bundle React's development build).
    env: { ...process.env, NODE_ENV: 'production', ...env },
  });
  await bundler.run();
  // The full build puts each page under its source folder (client/flow.html) and the assets beside them.
  mkdirSync(path.join(distDir, 'client'));
  renameSync(path.join(distDir, 'flow.html'), path.join(distDir, 'client', 'flow.html'));
  return distDir;
}
