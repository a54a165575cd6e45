// Builds only the flow page (src/client/flow.html) into a directory of its own, for suites that need a client
// other than dist/ (tests/e2e/outside-plugin.e2e.test.ts: with an outside plugin configured). Unminified, without
// compression or source maps and with a cache of its own, so it costs a suite about a minute, not the whole build.
// Parcel runs in a process of its own (flow-page-build.mjs), so a suite may build more than one.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const root = path.resolve(import.meta.dirname, '../..');

/** Returns the directory to give the server as CLIENT_DIR, laid out as dist/client is. */
export async function buildFlowPage(env: Record<string, string>): Promise<string> {
  const distDir = mkdtempSync(path.join(os.tmpdir(), 'canvass-flow-page-'));
  await promisify(execFile)(process.execPath, ['tests/e2e/flow-page-build.mjs', distDir], { cwd: root, env: { ...process.env, ...env }, maxBuffer: 16 * 1024 * 1024 });
  // The full build puts each page under its source folder (client/flow.html) and the assets beside them.
  mkdirSync(path.join(distDir, 'client'));
  renameSync(path.join(distDir, 'flow.html'), path.join(distDir, 'client', 'flow.html'));
  return distDir;
}
