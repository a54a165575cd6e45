import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, startTestServer, type TestServer } from './harness';
import { unfinishedUpload } from './unfinished-upload';

const LIMIT = 20_000;
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a0b1b9e40000000049454e44ae426082', 'hex');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function upload(server: TestServer, bytes: Buffer, name: string, type: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const response = await fetch(`${server.url}/v2/storage/direct_uploads`, { method: 'POST', body: form });
  return { status: response.status, headers: response.headers, json: await response.json() };
}

describe.each(drivers)('POST /v2/storage/direct_uploads on %s (SPEC 7)', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver, env: { UPLOAD_MAX_BYTES: String(LIMIT) } });
  });
  afterAll(() => server.stop());
  const uploadsFolder = () => path.join(server.config.dataDir, 'uploads');
  const storedFiles = () => (existsSync(uploadsFolder()) ? readdirSync(uploadsFolder()).sort() : []);

  it('stores a PNG and a PDF and serves back the same bytes with their type', async () => {
    for (const [bytes, name, type] of [[PNG, 'photo.png', 'image/png'], [PDF, 'report.pdf', 'application/pdf']] as const) {
      const answer = await upload(server, bytes, name, type);
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual({ data: { url: expect.stringMatching(/^\/uploads\/[0-9a-f-]{36}\.(png|pdf)$/), id: expect.any(String) } });
      const served = await fetch(`${server.url}${answer.json.data.url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(type);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await served.arrayBuffer())).toEqual(bytes);
      const record = await server.storage.uploads.get(answer.json.data.id);
      expect(record).toMatchObject({ originalName: name, contentType: type, size: bytes.length });
    }
  });

  // README "Decisions": /uploads/<name> stays a capability URL (the respondent's preview, chat attachments and
  // webhook payloads carry it), hardened so the address leaks no further than it was handed.
  it('serves an upload to whoever holds its address, kept out of shared caches, search engines and Referer headers', async () => {
    for (const [bytes, name, type, disposition] of [[PNG, 'photo.png', 'image/png', 'inline'], [PDF, 'report.pdf', 'application/pdf', 'attachment']] as const) {
      const answer = await upload(server, bytes, name, type);
      const served = await fetch(`${server.url}${answer.json.data.url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('cache-control')).toMatch(/^private\b/);
      expect(served.headers.get('x-robots-tag')).toContain('noindex');
      expect(served.headers.get('referrer-policy')).toBe('no-referrer');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('content-security-policy')).toContain('sandbox');
      // An image may show in the page that embeds it; anything else downloads rather than opening in our origin.
      expect(served.headers.get('content-disposition')).toBe(`${disposition}; filename="${answer.json.data.url.split('/').pop()}"`);
    }
  });

  it('types a file by its bytes: a PNG sent as "scan.pdf" with application/pdf is stored as a PNG', async () => {
    const answer = await upload(server, PNG, 'scan.pdf', 'application/pdf');
    expect(answer.status).toBe(200);
    expect(answer.json.data.url).toMatch(/\.png$/);
  });

  it('refuses a text file named photo.png and declared image/png with 415, keeping nothing', async () => {
    const before = storedFiles();
    const answer = await upload(server, Buffer.from('just some words, not a picture\n'), 'photo.png', 'image/png');
    expect(answer.status).toBe(415);
    // SPEC 5 "File: Please upload an image or PDF file."
    expect(answer.json).toMatchObject({ error: 'unsupported_media_type', message: 'Please upload an image or PDF file' });
    expect(storedFiles()).toEqual(before);
  });

  it('refuses an SVG, which can carry script, even though it is an image', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await upload(server, svg, 'logo.svg', 'image/svg+xml')).status).toBe(415);
  });

  it('accepts a file of exactly the size limit', async () => {
    const answer = await upload(server, Buffer.concat([PNG, Buffer.alloc(LIMIT - PNG.length)]), 'edge.png', 'image/png');
    expect(answer.status).toBe(200);
  });

  it('refuses an oversized file with 413 while it is still arriving, and keeps nothing of it', async () => {
    const before = storedFiles();
    const { status, connection, body } = await unfinishedUpload(`${server.url}/v2/storage/direct_uploads`, { fileField: 'file', bytes: Buffer.concat([PNG, Buffer.alloc(2 * LIMIT)]) });
    expect(status).toBe(413);
    expect(JSON.parse(body)).toMatchObject({ error: 'payload_too_large', message: expect.stringContaining(String(LIMIT)) });
    // The client is told to stop sending rather than have the rest read and thrown away.
    expect(connection).toBe('close');
    expect(storedFiles()).toEqual(before);
  });

  it('answers 413 to an ordinary browser-style upload of twice the limit', async () => {
    const before = storedFiles();
    const answer = await upload(server, Buffer.concat([PNG, Buffer.alloc(2 * LIMIT)]), 'big.png', 'image/png');
    expect(answer.status).toBe(413);
    expect(storedFiles()).toEqual(before);
    // The server still serves the next upload.
    expect((await upload(server, PNG, 'small.png', 'image/png')).status).toBe(200);
  });

  it('stores a file named with ../ under a generated name, keeping the name only as text', async () => {
    const answer = await upload(server, PNG, '../../etc/passwd.png', 'image/png');
    expect(answer.status).toBe(200);
    const record = await server.storage.uploads.get(answer.json.data.id);
    expect(record?.originalName).toBe('passwd.png');
    expect(record?.storedName).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(storedFiles()).toContain(record?.storedName);
    expect(existsSync(path.join(server.config.dataDir, '..', 'etc'))).toBe(false);
    expect(storedFiles().every((name) => /^[0-9a-f-]{36}\.(png|pdf)$/.test(name))).toBe(true);
  });

  it('never serves a path outside the upload folder', async () => {
    for (const name of ['..%2F..%2Fpackage.json', '..%2Fcanvass.db', 'passwd.png']) {
      expect((await fetch(`${server.url}/uploads/${name}`)).status).toBe(404);
    }
  });

  it('explains what is wrong with a form without a file, a file in another field, or a request that is not a form', async () => {
    const form = (name: string, value: string | Blob) => {
      const f = new FormData();
      f.append(name, value);
      return f;
    };
    const empty = await fetch(`${server.url}/v2/storage/direct_uploads`, { method: 'POST', body: form('note', 'x') });
    expect(empty.status).toBe(400);
    const elsewhere = await fetch(`${server.url}/v2/storage/direct_uploads`, { method: 'POST', body: form('attachment', new Blob([new Uint8Array(PNG)], { type: 'image/png' })) });
    expect(elsewhere.status).toBe(400);
    expect((await elsewhere.json()).message).toMatch(/"file"/);
    const json = await fetch(`${server.url}/v2/storage/direct_uploads`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(json.status).toBe(415);
    expect((await json.json()).message).toMatch(/multipart/);
  });
});
