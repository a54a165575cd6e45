// Issue #24: two server processes on one PostgreSQL, each with a DATA_DIR of its own (as on two machines), make
// one service: a file uploaded through one answers from the other (uploads in an S3-compatible store, here a
// real S3-protocol server on loopback), and the agent token an earlier release generated into one process's
// DATA_DIR is accepted by the other (kept in the database).
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, startTestServer, type TestServer } from '../server/harness';
import { startLocalS3, type LocalS3 } from './s3-server';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a0b1b9e40000000049454e44ae426082', 'hex');

async function upload(server: TestServer, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'photo.png');
  const response = await fetch(`${server.url}/v2/storage/direct_uploads`, { method: 'POST', body: form });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { url: string } }).data.url;
}

const agentCall = (server: TestServer, token: string) => fetch(`${server.url}/v1/agent/chats`, { headers: { authorization: `Bearer ${token}` } });

describe.runIf(drivers.includes('postgres'))('two processes on one PostgreSQL with separate data folders', () => {
  const LEGACY_TOKEN = 'token-an-earlier-release-generated-0123456789';
  const dataDirA = mkdtempSync(path.join(os.tmpdir(), 'canvass-a-'));
  let s3: LocalS3;
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    s3 = await startLocalS3();
    writeFileSync(path.join(dataDirA, 'agent-token'), `${LEGACY_TOKEN}\n`);
    // AGENT_TOKEN empty: the processes use the token kept in A's data folder, which only A has.
    a = await startTestServer({ driver: 'postgres', env: { ...s3.env, AGENT_TOKEN: '', DATA_DIR: dataDirA } });
    b = await startTestServer({ driver: 'postgres', env: { ...s3.env, AGENT_TOKEN: '', DATABASE_URL: a.config.databaseUrl! }, sharedSchema: true });
  });
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
    await s3?.stop();
    rmSync(dataDirA, { recursive: true, force: true });
  });

  it('serves a file uploaded through one process from the other (UPLOADS_URL=s3://...)', async () => {
    expect(a.config.dataDir).not.toBe(b.config.dataDir);
    const url = await upload(a, PNG);
    const served = await fetch(`${b.url}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
    expect((await fetch(`${b.url}/uploads/00000000-0000-0000-0000-000000000000.png`)).status).toBe(404);
  });

  it('accepts on the other process the agent token kept in one process\'s data folder, and no other token', async () => {
    expect(existsSync(path.join(b.config.dataDir, 'agent-token'))).toBe(false);
    expect([a.agentToken, b.agentToken]).toEqual([LEGACY_TOKEN, LEGACY_TOKEN]);
    expect((await agentCall(a, LEGACY_TOKEN)).status).toBe(200);
    expect((await agentCall(b, LEGACY_TOKEN)).status).toBe(200);
    expect((await agentCall(b, 'not-the-token-0123456789-abcdefghij')).status).toBe(401);
  });
});

describe('uploads in an S3-compatible store, one process on SQLite', () => {
  let s3: LocalS3;
  let server: TestServer;
  beforeAll(async () => {
    s3 = await startLocalS3();
    server = await startTestServer({ env: s3.env });
  });
  afterAll(async () => {
    await server?.stop();
    await s3?.stop();
  });

  it('keeps nothing in DATA_DIR/uploads and serves the file from the store', async () => {
    const url = await upload(server, PNG);
    const folder = `${server.config.dataDir}/uploads`;
    expect(existsSync(folder) ? readdirSync(folder) : []).toEqual([]);
    const served = await fetch(`${server.url}${url}`);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
  });
});
