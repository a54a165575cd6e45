import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Runs `npm run build` when the built client is missing, so `npm start` works on a fresh clone. The compiled
 * server (production) never builds: Parcel is a development dependency, so a missing client is an error there.
 */
export async function ensureClientBuilt(clientDir: string, canBuild = true): Promise<void> {
  if (existsSync(path.join(clientDir, 'client', 'flow.html'))) return;
  if (!canBuild) throw new Error(`The built client is missing from ${clientDir}: run \`npm run build\` (or set CLIENT_DIR)`);
  console.log('Building the client (first start)...');
  await new Promise<void>((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm run build failed with exit code ${code}`))));
    child.on('error', reject);
  });
}
