// Feedback submits against one and against two server processes sharing one PostgreSQL database.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createStorage } from '../src/server/storage/create-storage';
import { feedbackBody, seedTestData } from '../tests/server/fixtures';
import { freshPostgresSchema } from '../tests/server/harness';

export interface ProcessesFigures {
  processes: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function untilReady(url: string, child: ChildProcess, log: () => string): Promise<void> {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 200))) {
    if (child.exitCode !== null) throw new Error(`server process exited (${child.exitCode}): ${log()}`);
    // Any answer means it listens; it listens only after migrating and opening its storage.
    const listening = await fetch(`${url}/v1/`).then(() => true, () => false);
    if (listening) return;
  }
  throw new Error(`server process at ${url} not ready after 60 s: ${log()}`);
}

/** `npm start`'s entry point as a process of its own on `databaseUrl`. */
async function startProcess(databaseUrl: string, clientDir: string): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'canvass-bench-proc-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, DATA_DIR: dataDir,
      AGENT_TOKEN: 'bench-agent-token-0123456789', CLIENT_DIR: clientDir, RATE_LIMIT_PER_MINUTE: '100000000', SOCKETS_PER_ADDRESS: '0', SOCKET_SUBSCRIBES_PER_MINUTE: '0', LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => void (stderr = (stderr + chunk.toString()).slice(-2000)));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await untilReady(url, child, () => stderr);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

/**
 * Submits from 50 connections for `seconds`, spread round-robin over `processes` server processes on a fresh
 * database (migrated and seeded before any process starts, so they do not race to migrate). `clientDir`: a
 * built client, or the process would start a build of its own.
 */
export async function benchProcesses(baseUrl: string, processes: number, clientDir: string, seconds = 10): Promise<ProcessesFigures> {
  const database = await freshPostgresSchema(baseUrl);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'canvass-bench-seed-'));
  const servers: { url: string; stop(): Promise<void> }[] = [];
  try {
    const storage = await createStorage({ databaseUrl: database.url, dataDir });
    await seedTestData(storage);
    await storage.close();
    for (let i = 0; i < processes; i++) servers.push(await startProcess(database.url, clientDir));
    const result = await autocannon({
      // autocannon spreads connections round-robin over a list of URLs; @types/autocannon types only one.
      url: servers.map((s) => `${s.url}/v1/feedbacks`) as unknown as string,
      method: 'POST',
      connections: 50,
      duration: seconds,
      headers: { 'content-type': 'application/json', 'x-completed': 'true' },
      body: JSON.stringify(feedbackBody()),
    });
    return { processes, requestsPerSecond: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99, errors: result.errors + result.non2xx };
  } finally {
    for (const server of servers) await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}
