// Issue #24: `canvass backup` while clients submit, `canvass restore` into an empty DATA_DIR, and a server on the
// restored folder that has every feedback acknowledged before the backup began, and the uploads.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../server/harness';
import { feedbackBody, seedTestData } from '../server/fixtures';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a0b1b9e40000000049454e44ae426082', 'hex');
const CLIENTS = 20;

const canvass = (dataDir: string, ...args: string[]) =>
  run('npx', ['tsx', 'src/server/cli.ts', ...args], { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } });

describe('canvass backup and restore on SQLite', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'canvass-backup-test-'));
  const servers: TestServer[] = [];
  afterAll(async () => {
    for (const server of servers) await server.stop();
    rmSync(work, { recursive: true, force: true });
  });

  it('restores a backup taken under load to a server that has every feedback acknowledged before it began', async () => {
    const source = await startTestServer();
    servers.push(source);
    await seedTestData(source.storage);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'photo.png');
    const uploaded = (await (await fetch(`${source.url}/v2/storage/direct_uploads`, { method: 'POST', body: form })).json()) as { data: { url: string } };

    // Clients submit without pause before, during and after the backup; each acknowledgement is timed.
    const acknowledged: { id: string; at: number }[] = [];
    let submitting = true;
    const clients = Array.from({ length: CLIENTS }, async (_, client) => {
      for (let n = 0; submitting; n++) {
        const answer = await call(source, 'POST', '/v1/feedbacks', feedbackBody({ device_id: `device-${client}-${n}` }));
        if (answer.status === 200) acknowledged.push({ id: answer.json.id, at: Date.now() });
      }
    });
    await expect.poll(() => acknowledged.length, { timeout: 30_000 }).toBeGreaterThan(100);
    const backupStarted = Date.now();
    const file = path.join(work, 'canvass-backup.tar.gz');
    const { stdout } = await canvass(source.config.dataDir, 'backup', file);
    const backupEnded = Date.now();
    submitting = false;
    await Promise.all(clients);
    expect(stdout).toContain('Backed up the database and the uploads');
    expect(acknowledged.some((a) => a.at > backupStarted && a.at < backupEnded), 'clients were acknowledged while the backup ran').toBe(true);

    const restoredDir = path.join(work, 'restored');
    await canvass(restoredDir, 'restore', file);
    const restored = await startTestServer({ env: { DATA_DIR: restoredDir } });
    servers.push(restored);
    const before = acknowledged.filter((a) => a.at < backupStarted);
    const missing: string[] = [];
    for (const { id } of before) if (!(await restored.storage.feedbacks.get(id))?.completed) missing.push(id);
    expect(missing).toEqual([]);
    // Each feedback once: nothing the backup caught is half-written or doubled.
    const all = await restored.storage.feedbacks.list({ limit: 100_000, offset: 0 });
    expect(new Set(all.map((f) => f.id)).size).toBe(all.length);
    expect(all.length).toBeGreaterThanOrEqual(before.length);

    const served = await fetch(`${restored.url}${uploaded.data.url}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
  }, 180_000);

  it('refuses to restore over a data folder that holds a database, and changes nothing there', async () => {
    const server = await startTestServer();
    servers.push(server);
    await seedTestData(server.storage);
    const file = path.join(work, 'second.tar.gz');
    await canvass(server.config.dataDir, 'backup', file);
    const refused = await canvass(server.config.dataDir, 'restore', file).then(() => undefined, (error: { code: number; stderr: string }) => error);
    expect(refused?.code).toBe(1);
    expect(refused?.stderr).toContain('restore into an empty DATA_DIR');
    expect(await server.storage.nodes.get('node-1')).toBeDefined();
  }, 120_000);
});
