// Issue #25 finding 4: anonymous uploads cannot fill the disk. Files nothing uses are deleted after a grace period
// (moved with the test clock), an address has an hourly byte quota, and uploads stop while the disk is nearly full.
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { drivers, startTestServer, type TestServer } from '../server/harness';
import { feedbackBody, seedTestData } from '../server/fixtures';

const HOUR = 3_600_000;
/** A PNG signature and header, padded to `bytes` (the type check reads the header only). */
const png = (bytes: number) => {
  const header = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
  return Buffer.concat([header, Buffer.alloc(Math.max(0, bytes - header.length))]);
};

async function upload(server: TestServer, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), 'photo.png');
  const answer = await fetch(`${server.url}/v2/storage/direct_uploads`, { method: 'POST', body: form });
  return { status: answer.status, body: (await answer.json()) as { data?: { url: string; id: string }; code?: number; error?: string; message?: string } };
}

describe.each(drivers)('anonymous uploads on %s', (driver) => {
  let server: TestServer;
  afterEach(() => server?.stop());
  const storedFiles = () => {
    const folder = path.join(server.config.dataDir, 'uploads');
    return existsSync(folder) ? readdirSync(folder).filter((name) => !name.startsWith('.')) : [];
  };

  it('deletes a file no feedback names once its grace period passed, and keeps one a feedback names', async () => {
    server = await startTestServer({ driver, env: { UPLOAD_ORPHAN_HOURS: '24' } });
    await seedTestData(server.storage);
    const used = (await upload(server, png(100))).body.data!;
    const orphan = (await upload(server, png(100))).body.data!;
    const feedback = feedbackBody({ responses: [{ question_id: 'q-text', body: `See ${used.url}` }] });
    expect((await fetch(`${server.url}/v1/feedbacks`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(feedback) })).status).toBe(200);

    server.clock.now += 23 * HOUR;
    expect(await server.sweepOrphanUploads()).toBe(0);
    expect((await fetch(`${server.url}${orphan.url}`)).status).toBe(200);

    server.clock.now += 2 * HOUR;
    expect(await server.sweepOrphanUploads()).toBe(1);
    expect((await fetch(`${server.url}${orphan.url}`)).status).toBe(404);
    expect(await server.storage.uploads.get(orphan.id)).toBeUndefined();
    expect((await fetch(`${server.url}${used.url}`)).status).toBe(200);
    expect(storedFiles()).toEqual([used.url.split('/').pop()]);
  });

  it('refuses an address its next upload once it sent the hourly quota, with a code, and takes it again an hour later', async () => {
    server = await startTestServer({ driver, env: { UPLOAD_QUOTA_MB_PER_HOUR: '1' } });
    expect((await upload(server, png(600_000))).status).toBe(200);
    expect((await upload(server, png(600_000))).status).toBe(200);
    const refused = await upload(server, png(100));
    expect(refused).toEqual({ status: 429, body: { code: 10430, error: 'upload_quota_exceeded', message: expect.stringContaining('1 MB') } });
    expect(storedFiles()).toHaveLength(2);
    server.clock.now += HOUR + 1;
    expect((await upload(server, png(100))).status).toBe(200);
  });

  it('refuses uploads with 507 while the disk has less free space than the floor, storing nothing', async () => {
    server = await startTestServer({ driver, env: { UPLOAD_MIN_FREE_MB: String(1024 ** 3) } });
    const refused = await upload(server, png(100));
    expect(refused).toEqual({ status: 507, body: { code: 10507, error: 'insufficient_storage', message: expect.stringMatching(/no room/) } });
    expect(storedFiles()).toEqual([]);
  });
});
