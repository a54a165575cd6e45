// A private copy of the built client for the browser benches: `npm run build` elsewhere on the machine empties
// dist/client while it rebuilds, and a page load in that window would time out.
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureClientBuilt } from '../src/server/client-build';

const complete = (dir: string) => existsSync(path.join(dir, 'client', 'flow.html')) && existsSync(path.join(dir, 'widget', 'loader', 'loader.js'));

/** Builds dist/client when missing, copies it once it is complete, and returns the copy's folder. */
export async function snapshotClient(source = path.resolve('dist/client')): Promise<{ dir: string; remove(): void }> {
  await ensureClientBuilt(source);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'canvass-bench-client-'));
  for (let attempt = 0; attempt < 30; attempt++) {
    if (complete(source)) {
      cpSync(source, dir, { recursive: true });
      if (complete(dir)) return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  rmSync(dir, { recursive: true, force: true });
  throw new Error(`${source} stayed incomplete for a minute (a build running?)`);
}
