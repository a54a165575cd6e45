// The real server as its own operating-system process (`node --import tsx src/server/main.ts`, what `npm start`
// runs), so a test can SIGKILL it: nothing in the process gets to flush, close or say goodbye.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

// CANVASS_ROOT runs another checkout's server with these tests, e.g. to try a fix before it lands.
const ROOT = process.env.CANVASS_ROOT ?? path.resolve(import.meta.dirname, '../..');
export const AGENT_TOKEN = 'reliability-agent-token-0123456789';

/** A port nothing listens on right now, for a server that must come back on the same address after a kill. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * main.ts builds the browser client on first start when it is missing (minutes on this machine). These tests are
 * about the API, so they point CLIENT_DIR at a folder holding a placeholder page instead.
 */
function placeholderClientDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'canvass-client-'));
  mkdirSync(path.join(dir, 'client'));
  writeFileSync(path.join(dir, 'client', 'flow.html'), '<!doctype html><title>placeholder</title>');
  return dir;
}

export interface ServerProcessOptions {
  /** A folder that outlives the process: the SQLite file, uploads. */
  dataDir: string;
  /** postgres://...; unset: SQLite under dataDir. */
  databaseUrl?: string;
  port?: number;
  env?: Record<string, string>;
}

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** What the process wrote to stderr, for failure messages. */
  stderr(): string;
  /** SIGKILL: no shutdown code runs. Resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM, the orderly stop of main.ts. */
  stop(): Promise<void>;
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/** Starts main.ts and resolves once the API answers (GET of an unknown node answers 404: routes and database up). */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const clientDir = placeholderClientDir();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      AGENT_TOKEN,
      CLIENT_DIR: clientDir,
      RATE_LIMIT_PER_MINUTE: '1000000',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'fatal',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-20_000);
  });
  child.stdout!.resume();
  child.once('exit', () => rmSync(clientDir, { recursive: true, force: true }));
  const running: ServerProcess = {
    url,
    port,
    child,
    stderr: () => stderr,
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 100))) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited while starting (${child.exitCode ?? child.signalCode}):\n${stderr}`);
    try {
      const response = await fetch(`${url}/v1/nodes/no-such-node`);
      await response.arrayBuffer();
      if (response.status === 404) return running;
    } catch {
      // not listening yet
    }
  }
  await running.kill();
  throw new Error(`the server did not answer within 60 s:\n${stderr}`);
}
