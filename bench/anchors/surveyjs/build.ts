// Builds the SurveyJS anchor page with Parcel in production mode, as `npm run build` builds Canvass's client.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Parcel } from '@parcel/core';

const ENTRY = fileURLToPath(new URL('./index.html', import.meta.url));

/**
 * Builds into a fresh temporary folder and returns it. The target is given here rather than taken from
 * package.json, whose targets are Canvass's own; the browsers are the client target's, so both pages are
 * compiled for the same engines. No cache: other builds may share the machine's .parcel-cache.
 */
export async function buildSurveyJsPage(): Promise<string> {
  const distDir = mkdtempSync(path.join(os.tmpdir(), 'canvass-bench-surveyjs-'));
  const bundler = new Parcel({
    entries: [ENTRY],
    defaultConfig: '@parcel/config-default',
    mode: 'production',
    // The API, unlike the CLI, does not set NODE_ENV from the mode: without it React's development build ships.
    env: { NODE_ENV: 'production' },
    shouldDisableCache: true,
    shouldAutoInstall: false,
    logLevel: 'error',
    targets: {
      anchor: {
        distDir,
        publicUrl: './',
        context: 'browser',
        outputFormat: 'esmodule',
        sourceMap: false,
        engines: { browsers: ['last 2 Chrome versions', 'last 2 Firefox versions', 'last 2 Safari versions', 'last 2 Edge versions', 'iOS >= 15'] },
      },
    },
  });
  await bundler.run();
  return distDir;
}
