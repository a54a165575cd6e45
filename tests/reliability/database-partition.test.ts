// Issue #8: harder database failures than database-outage.test.ts (which cuts the connections while they are
// idle):
//  - a pooled pg client with a query in flight loses its connection (network reset, PostgreSQL restart): the server
//    must stay up (each client gets an 'error' listener when it connects);
//  - the network silently drops packets: requests must answer 503 instead of waiting forever (the pool's connection
//    and query time limits).
import { afterEach, describe, expect, it } from 'vitest';
import { postgresUrl } from '../server/harness';
import { startServerProcess, type ServerProcess } from './server-process';
import { newLedger, submitUntilStopped } from './submit-clients';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';
import { countByMarker, createTestDatabase, type TestDatabase } from './test-database';

describe.runIf(postgresUrl)('PostgreSQL failing under load', { timeout: 90_000 }, () => {
  let database: TestDatabase | undefined;
  let proxy: TcpProxy | undefined;
  let server: ServerProcess | undefined;
  afterEach(async () => {
    await server?.kill();
    await proxy?.close();
    await database?.drop();
  });

  async function startBehindProxy(env: Record<string, string> = {}): Promise<ServerProcess> {
    database = await createTestDatabase('postgres');
    const target = new URL(database.databaseUrl!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    server = await startServerProcess({ dataDir: database.dataDir, databaseUrl: proxy.proxiedUrl(database.databaseUrl!), env });
    return server;
  }

  it('stays up when the connections drop while submits are in flight, and keeps what it acknowledged', async () => {
    const running = await startBehindProxy();
    const ledger = newLedger();
    let stopped = false;
    const storm = submitUntilStopped(running.url, { clients: 20, prefix: 'drop', ledger, stop: () => stopped });
    await expect.poll(() => ledger.acknowledged.size, { timeout: 30_000, interval: 5 }).toBeGreaterThanOrEqual(20);
    await proxy!.cut();
    // Submits keep coming during the cut; the server must answer them (503), not die.
    const during = await fetch(`${running.url}/v1/nodes/no-such-node`).then((r) => r.status, () => 0);
    await proxy!.restore();
    stopped = true;
    await storm;
    expect(running.child.exitCode, running.stderr().slice(-2000)).toBeNull();
    expect([404, 503]).toContain(during);
    const counts = countByMarker(await database!.feedbacks());
    for (const key of ledger.acknowledged.keys()) expect(counts.get(key), key).toBe(1);
  });

  it('answers 503 within 15 s while the network silently drops every packet', async () => {
    // A 3 s query limit leaves room for a loaded CI machine; the default (10 s) is the same code path.
    const running = await startBehindProxy({ DATABASE_QUERY_TIMEOUT_MS: '3000' });
    expect((await fetch(`${running.url}/v1/nodes/no-such-node`)).status).toBe(404);
    proxy!.blackhole();
    // An unknown node is never in a read cache: this needs the database.
    const status = await fetch(`${running.url}/v1/nodes/another-unknown-node`, { signal: AbortSignal.timeout(15_000) }).then((r) => r.status, () => 0);
    expect(status, 'no answer within 15 s').toBe(503);
    // The database went away while the process still made its first-run setup link: it says so and serves on.
    expect(running.child.exitCode, running.stderr().slice(-2000)).toBeNull();
  });
});
