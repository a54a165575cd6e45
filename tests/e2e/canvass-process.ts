// The real server as its own process, as an operator starts it: `npm start` (`node --import tsx src/server/main.ts`)
// or the compiled server (`node dist/server/main.js`), reading its plugins from the environment as a release does.
// For suites that must see what the process itself loads (tests/e2e/outside-plugin.e2e.test.ts). The first owner
// is created through the setup link the process prints, as an operator would.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { OWNER, sessionCookieOf } from '../server/accounts-helpers';

const root = path.resolve(import.meta.dirname, '../..');

export interface CanvassProcess {
  url: string;
  /** Headers of the first owner's session (cookie and CSRF token) for the management API. */
  owner: Record<string, string>;
  stop(): Promise<void>;
}

/** What `npm start` runs, and what a release runs from a compiled server folder. */
export const fromSource = ['--import', 'tsx', 'src/server/main.ts'];
export const compiled = (serverDir: string) => [path.join(serverDir, 'main.js')];

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/** Starts the server and resolves once it printed its addresses and setup link, with the owner signed up. */
export async function startCanvassProcess(args: string[], env: Record<string, string>): Promise<CanvassProcess> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'canvass-process-'));
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '1000000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = async () => {
    child.kill('SIGTERM');
    await exited(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const { url, setupToken } = await printedAddresses(child);
    const answer = await fetch(`${url}/v1/auth/setup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: setupToken, ...OWNER }) });
    const session = (await answer.json()) as { csrf_token: string };
    if (answer.status !== 201) throw new Error(`setup failed: ${answer.status} ${JSON.stringify(session)}`);
    return { url, owner: { cookie: sessionCookieOf(answer.headers), 'x-csrf-token': session.csrf_token }, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The address (its port chosen by the system) and the first-run setup token, from what main.ts prints. */
function printedAddresses(child: ChildProcess): Promise<{ url: string; setupToken: string }> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /Hosted flow:\s+http:\/\/localhost:(\d+)\//.exec(output)?.[1];
      const setupToken = /\/console\/setup\?token=(\S+)/.exec(output)?.[1];
      if (port && setupToken) resolve({ url: `http://127.0.0.1:${port}`, setupToken });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening:\n${output}`)));
  });
}

/** Runs the server to its end and returns what it wrote, for a server that must refuse to start. */
export async function failedStart(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'canvass-process-'));
  const child = spawn(process.execPath, args, { cwd: root, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    // Started after all: stop it, so the test fails on what it wrote instead of waiting.
    if (output.includes('Canvass is running')) child.kill('SIGTERM');
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
  return { code, output };
}
