// GET /healthz and GET /readyz against the real server: readiness follows the database through an outage and back,
// without a restart.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, describe, expect, it } from 'vitest';
import { call, freshPostgresSchema, postgresUrl, startTestServer, type TestServer } from '../server/harness';
import { startTcpProxy } from '../reliability/tcp-proxy';
import packageJson from '../../package.json';

const betterSqlite3 = createRequire(import.meta.url).resolve('better-sqlite3');

/**
 * Another process holding SQLite's write lock (a backup tool, a long import): the honest SQLite outage, since the
 * embedded database cannot be stopped apart from the server. Resolves once the lock is held.
 */
async function holdWriteLock(file: string): Promise<{ release(): Promise<void> }> {
  const script = `
    const Database = require(${JSON.stringify(betterSqlite3)});
    const db = new Database(${JSON.stringify(file)});
    db.exec('BEGIN IMMEDIATE');
    process.stdout.write('locked\\n');
    process.stdin.once('data', () => { db.exec('ROLLBACK'); db.close(); process.exit(0); });
  `;
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, ['-e', script]);
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`lock holder exited with ${code}`)));
  });
  return {
    release: () => new Promise<void>((resolve) => (child.once('exit', () => resolve()), child.stdin.write('go\n'))),
  };
}

describe('health endpoints (SQLite)', () => {
  let server: TestServer;
  afterAll(() => server?.stop());

  it('answers /healthz while the process is up', async () => {
    server = await startTestServer();
    const answer = await call(server, 'GET', '/healthz');
    expect(answer.status).toBe(200);
    // The release answering, as package.json (and CHANGELOG.md) name it.
    expect(answer.json).toEqual({ status: 'ok', version: packageJson.version });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('turns /readyz 503 while another process holds the database and 200 once it lets go', async () => {
    expect((await call(server, 'GET', '/readyz')).status).toBe(200);
    const lock = await holdWriteLock(path.join(server.config.dataDir, 'canvass.sqlite'));
    try {
      const locked = await call(server, 'GET', '/readyz');
      expect(locked.status).toBe(503);
      expect(locked.json).toEqual({ status: 'unavailable', database: 'locked' });
      expect(locked.headers.get('retry-after')).toBe('5');
      // Liveness is not readiness: the process itself is fine.
      expect((await call(server, 'GET', '/healthz')).status).toBe(200);
    } finally {
      await lock.release();
    }
    const back = await call(server, 'GET', '/readyz');
    expect(back.status).toBe(200);
    expect(back.json).toEqual({ status: 'ready' });
  });
});

describe.skipIf(!postgresUrl)('health endpoints (PostgreSQL)', () => {
  it('turns /readyz 503 when the database is cut away and 200 when it returns, without a restart', async () => {
    const database = await freshPostgresSchema(postgresUrl!);
    const target = new URL(database.url);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const throughProxy = new URL(database.url);
    throughProxy.hostname = '127.0.0.1';
    throughProxy.port = String(proxy.port);
    const server = await startTestServer({ driver: 'postgres', sharedSchema: true, env: { DATABASE_URL: throughProxy.toString() } });
    try {
      expect((await call(server, 'GET', '/readyz')).status).toBe(200);

      await proxy.cut();
      const down = await call(server, 'GET', '/readyz');
      expect(down.status).toBe(503);
      expect(down.json).toEqual({ status: 'unavailable', database: 'unreachable' });
      expect((await call(server, 'GET', '/healthz')).status).toBe(200);

      await proxy.restore();
      const up = await call(server, 'GET', '/readyz');
      expect(up.status).toBe(200);
      expect(up.json).toEqual({ status: 'ready' });
    } finally {
      await server.stop();
      await proxy.close();
      await database.drop();
    }
  });
});
