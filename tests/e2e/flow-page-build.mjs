// Builds only the flow page (src/client/flow.html) into the folder given as argument, with the environment's
// CANVASS_PLUGINS; run with plain Node as its own process by build-flow-page.ts. Parcel keeps package-manager state per process
// that a second build in the same process trips over ("reading 'getInvalidations'"), and a suite may build twice.
import { Parcel } from '@parcel/core';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const distDir = process.argv[2];
if (!distDir) throw new Error('usage: node tests/e2e/flow-page-build.mjs <out folder>');

/** The client target of package.json, so the page is built for the browsers the real one is (and without an import map). */
const clientTarget = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).targets.client;

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
  env: { ...process.env, NODE_ENV: 'production' },
});
await bundler.run();
