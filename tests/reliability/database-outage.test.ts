// Issue #8: PostgreSQL unreachable for ~10 s. The server answers 503 with a JSON body that says so, does not
// crash, serves again by itself when the database is back, and the clients' retried submits arrive exactly once.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresUrl } from '../server/harness';
import { startServerProcess, type ServerProcess } from './server-process';
import { retryUnanswered, submitOnce } from './submit-clients';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';
import { countByMarker, createTestDatabase, type TestDatabase } from './test-database';

/** npm run soak sets a longer outage. */
const OUTAGE_MS = Number(process.env.OUTAGE_MS ?? 10_000);
/** Respondents who finish during the outage, each browser retrying its submit under its key. */
const QUEUED_SUBMITS = 30;

interface Seen {
  status: number;
  body: unknown;
  retryAfter: string | null;
}

/** One call with a deadline: an answer that does not come within 5 s is recorded as status 0. */
async function observe(url: string, init?: RequestInit): Promise<Seen> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(5000) });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // kept as text: the assertion shows it
    }
    return { status: response.status, body, retryAfter: response.headers.get('retry-after') };
  } catch {
    return { status: 0, body: 'no answer within 5 s', retryAfter: null };
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a0b1b9e40000000049454e44ae426082', 'hex');

async function uploadImage(url: string): Promise<Seen> {
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'photo.png');
  return observe(`${url}/v2/storage/direct_uploads`, { method: 'POST', body: form });
}

describe.runIf(postgresUrl)(`PostgreSQL unreachable for ${OUTAGE_MS / 1000} s`, { timeout: 90_000 + 2 * OUTAGE_MS }, () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let server: ServerProcess;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const target = new URL(database.databaseUrl!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    server = await startServerProcess({ dataDir: database.dataDir, databaseUrl: proxy.proxiedUrl(database.databaseUrl!) });
  });
  afterAll(async () => {
    await server?.kill();
    await proxy?.close();
    await database?.drop();
  });

  it('answers 503 with a JSON reason, stays up, recovers without a restart, and loses or doubles no queued submit', async () => {
    expect((await observe(`${server.url}/v1/nodes/node-1`)).status).toBe(200);
    const pid = server.child.pid;

    await proxy.cut();
    const cutAt = Date.now();
    const keys = Array.from({ length: QUEUED_SUBMITS }, (_, i) => `outage-${i}`);
    const queued = retryUnanswered(server.url, keys, 200);

    const duringOutage: Seen[] = [];
    const probes = new Map<string, 'stored' | 'refused' | 'no-answer'>();
    while (Date.now() - cutAt < OUTAGE_MS) {
      duringOutage.push(await observe(`${server.url}/v1/nodes/node-1`));
      // A submit without retry: one the server acknowledged must be stored, one it refused must leave nothing.
      const key = `probe-${duringOutage.length}`;
      probes.set(key, (await submitOnce(server.url, key, 5000)).kind);
      await pause(250);
    }
    expect(server.child.exitCode, server.stderr()).toBeNull();
    // An upload the database cannot record is refused, and its file is not left behind on disk.
    const upload = await uploadImage(server.url);
    const uploadsFolder = path.join(database.dataDir, 'uploads');
    const filesLeft = existsSync(uploadsFolder) ? readdirSync(uploadsFolder) : [];

    await proxy.restore();
    const restoredAt = Date.now();
    await expect.poll(async () => (await observe(`${server.url}/v1/nodes/node-1`)).status, { timeout: 30_000, interval: 200 }).toBe(200);
    const recoveredInMs = Date.now() - restoredAt;
    const stored = await queued;

    // The database was away: nothing hung and nothing answered 500; every refusal said why, in JSON.
    expect(duringOutage.filter((seen) => seen.status !== 503 && seen.status !== 200)).toEqual([]);
    expect([...probes.values()]).not.toContain('no-answer');
    const unavailable = duringOutage.filter((seen) => seen.status === 503);
    expect(unavailable.length).toBeGreaterThan(0);
    for (const seen of unavailable) {
      expect(seen.body).toEqual({ code: 10503, error: 'unavailable', message: expect.stringMatching(/unavailable/i) });
      expect(seen.retryAfter).toMatch(/^\d+$/);
    }
    expect(upload.status).toBe(503);
    expect(filesLeft).toEqual([]);
    expect((await uploadImage(server.url)).status).toBe(200);
    // The same process serves again: no restart was needed.
    expect(server.child.pid).toBe(pid);
    expect(server.child.exitCode).toBeNull();

    const counts = countByMarker(await database.feedbacks());
    for (const key of keys) expect(counts.get(key), key).toBe(1);
    expect(stored.size).toBe(keys.length);
    for (const [key, outcome] of probes) expect(counts.get(key) ?? 0, `${key} answered ${outcome}`).toBe(outcome === 'stored' ? 1 : 0);

    console.info(`[outage] cut for ${OUTAGE_MS} ms: ${unavailable.length}/${duringOutage.length} node reads answered 503, ` +
      `probes ${[...probes.values()].filter((k) => k === 'refused').length} refused / ${probes.size}; ` +
      `serving again ${recoveredInMs} ms after the restore; ${keys.length} queued submits stored once each`);
  });
});
