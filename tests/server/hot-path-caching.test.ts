// Issue #21: the answers every respondent and every host page ask for are kept ready (serialized, compressed) and
// carry what browsers and CDNs need to keep them: ETag, 304, Cache-Control, Vary. As caches and respondents see them.
import { generateKeyPairSync, sign } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, drivers, startTestServer, type TestServer } from './harness';
import { seedTestData, TEST_NODE } from './fixtures';
import { setupOwner, withSession, type Session } from './accounts-helpers';

/** The loader and a flow page, as the build writes them (the loader large enough to be worth compressing). */
const LOADER = `(()=>{${'const launcher=document.createElement("button");'.repeat(40)}})();`;

function miniatureClient(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'canvass-hot-'));
  mkdirSync(path.join(dir, 'client'));
  mkdirSync(path.join(dir, 'widget', 'loader'), { recursive: true });
  writeFileSync(path.join(dir, 'client', 'flow.html'), `<!DOCTYPE html><html lang=en><meta charset=utf-8><title>Canvass</title><body><div id=root></div><script type=module src=/flow.js></script>`);
  writeFileSync(path.join(dir, 'widget', 'loader', 'loader.js'), LOADER);
  return dir;
}

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET without fetch's own decoding, so the bytes on the wire and their encoding can be checked. */
function rawGet(server: TestServer, address: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    request(`${server.url}${address}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    }).on('error', reject).end();
  });
}

const decoded = (raw: Raw) => {
  const encoding = raw.headers['content-encoding'];
  return (encoding === 'br' ? brotliDecompressSync(raw.body) : encoding === 'gzip' ? gunzipSync(raw.body) : raw.body).toString('utf8');
};

describe.each(drivers)('hot paths as caches and respondents see them, on %s', (driver) => {
  let server: TestServer;
  let clientDir: string;
  let owner: Session;
  beforeAll(async () => {
    clientDir = miniatureClient();
    server = await startTestServer({ driver, env: { CLIENT_DIR: clientDir } });
    await seedTestData(server.storage);
    owner = await setupOwner(server);
  });
  afterAll(async () => {
    await server.stop();
    rmSync(clientDir, { recursive: true, force: true });
  });

  /** Each encoding of `address` decodes to the same text, with an ETag of its own that a revalidation accepts. */
  async function checkEncodings(address: string): Promise<string> {
    const plain = await rawGet(server, address);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accept, encoding] of [['br', 'br'], ['gzip', 'gzip'], ['gzip, deflate, br', 'br'], ['br;q=0, gzip', 'gzip']] as const) {
      const compressed = await rawGet(server, address, { 'accept-encoding': accept });
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(compressed.body.length).toBeLessThan(plain.body.length);
      expect(decoded(compressed)).toBe(plain.body.toString('utf8'));
      expect(compressed.headers.etag).not.toBe(plain.headers.etag);
      const revalidated = await rawGet(server, address, { 'accept-encoding': accept, 'if-none-match': String(compressed.headers.etag) });
      expect(revalidated.status).toBe(304);
      expect(revalidated.body.length).toBe(0);
    }
    return plain.body.toString('utf8');
  }

  describe('GET /v1/nodes/{id}', () => {
    it('sends an ETag, a Cache-Control a CDN may keep, Vary: Accept-Encoding, and a 304 for the answer held', async () => {
      const first = await rawGet(server, '/v1/nodes/node-1');
      expect(first.status).toBe(200);
      expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
      expect(first.headers.vary).toBe('Accept-Encoding');
      expect(first.headers.etag).toMatch(/^"[\w-]{20,}"$/);
      const revalidated = await rawGet(server, '/v1/nodes/node-1', { 'if-none-match': String(first.headers.etag) });
      expect(revalidated.status).toBe(304);
      expect(revalidated.headers.etag).toBe(first.headers.etag);
      // A client holding an older answer, among others, still gets the whole current one.
      const other = await rawGet(server, '/v1/nodes/node-1', { 'if-none-match': '"an-older-answer", W/"another"' });
      expect(other.status).toBe(200);
    });

    it('compressed with brotli or gzip, decodes to the very same answer', async () => {
      const text = await checkEncodings('/v1/nodes/node-1');
      expect(JSON.parse(text)).toEqual((await call(server, 'GET', '/v1/nodes/node-1')).json);
      expect(JSON.parse(text).flow.id).toBe('flow-1');
    });

    it('a node changed through the manage API answers with its change and a new ETag at once', async () => {
      await server.storage.nodes.put({ ...TEST_NODE, id: 'node-edit', name: 'Before' });
      const before = await rawGet(server, '/v1/nodes/node-edit');
      const tag = (await call(server, 'GET', '/v1/manage/nodes/node-edit', undefined, withSession(owner))).headers.get('etag')!;
      const put = await call(server, 'PUT', '/v1/manage/nodes/node-edit', { ...TEST_NODE, id: 'node-edit', name: 'After' }, { ...withSession(owner), 'if-match': tag });
      expect(put.status).toBe(200);
      const after = await rawGet(server, '/v1/nodes/node-edit', { 'if-none-match': String(before.headers.etag) });
      expect(after.status).toBe(200);
      expect(JSON.parse(after.body.toString('utf8')).name).toBe('After');
      expect(after.headers.etag).not.toBe(before.headers.etag);
    });

    it('a published flow changes its nodes\' answers and ETags at once', async () => {
      await server.storage.flows.put({ id: 'flow-edit', name: 'Flow', languages: [{ id: 1, code: 'en', name: 'English' }], states: [{ id: 's1', isInitialState: true, elements: [] }], transitions: [] }, server.clock.now);
      await server.storage.nodes.put({ ...TEST_NODE, id: 'node-flow-edit', flow_id: 'flow-edit' });
      const before = await rawGet(server, '/v1/nodes/node-flow-edit');
      await server.storage.flows.put({ id: 'flow-edit', name: 'Flow, renamed', languages: [{ id: 1, code: 'en', name: 'English' }], states: [{ id: 's1', isInitialState: true, elements: [] }], transitions: [] }, server.clock.now);
      const after = await rawGet(server, '/v1/nodes/node-flow-edit', { 'if-none-match': String(before.headers.etag) });
      expect(after.status).toBe(200);
      expect(JSON.parse(after.body.toString('utf8')).flow.name).toBe('Flow, renamed');
    });

    it('a node that checks signatures answers each respondent by their own verdict, and keeps it out of shared caches', async () => {
      const { publicKey, privateKey } = generateKeyPairSync('ed25519');
      await server.storage.nodes.put({ ...TEST_NODE, id: 'node-signed', use_signature_verify: true, public_key: publicKey.export({ type: 'spki', format: 'pem' }).toString() });
      const address = (responses: string, signature: string) => `/v1/nodes/node-signed?responses=${encodeURIComponent(responses)}&signature=${encodeURIComponent(signature)}`;
      const mine = JSON.stringify({ 'q-text': 'mine' });
      const signed = address(mine, sign(null, Buffer.from(mine), privateKey).toString('base64'));
      const forged = address(JSON.stringify({ 'q-text': 'theirs' }), sign(null, Buffer.from(mine), privateKey).toString('base64'));

      const good = await rawGet(server, signed);
      expect(good.headers['cache-control']).toBe('private, no-cache');
      expect(JSON.parse(good.body.toString('utf8'))).toMatchObject({ signature_valid: true, flow: { id: 'flow-1' } });
      // The forger presents the valid respondent's ETag: no 304, and their own verdict without the flow.
      const bad = await rawGet(server, forged, { 'if-none-match': String(good.headers.etag) });
      expect(bad.status).toBe(200);
      const badAnswer = JSON.parse(bad.body.toString('utf8'));
      expect(badAnswer.signature_valid).toBe(false);
      expect(badAnswer.flow).toBeUndefined();
      expect(JSON.parse((await rawGet(server, signed)).body.toString('utf8')).signature_valid).toBe(true);
      // The answer names no respondent's responses: only the verdict differs.
      expect(good.body.toString('utf8')).not.toContain('mine');
    });

    it('is kept by caches only until its activation window closes', async () => {
      await server.storage.nodes.put({ ...TEST_NODE, id: 'node-ending', activation_end_date: new Date(server.clock.now + 30_000).toISOString() });
      expect((await rawGet(server, '/v1/nodes/node-ending')).headers['cache-control']).toBe('public, max-age=30');
    });
  });

  describe('GET /v1/web_widgets/code/{code}', () => {
    it('varies by Origin and Accept-Encoding, and a widget changed through the manage API has a new ETag at once', async () => {
      await server.storage.widgets.put({ code: 'PSN-HOTEDIT', node_id: 'node-1', enabled_domains: [], primary_color: '#0a7d58' });
      const address = '/v1/web_widgets/code/PSN-HOTEDIT?t=1';
      const before = await rawGet(server, address, { origin: 'https://shop.example' });
      expect(before.headers.vary).toBe('Origin, Accept-Encoding');
      expect(before.headers['access-control-allow-origin']).toBe('https://shop.example');
      const current = await call(server, 'GET', '/v1/manage/widgets/PSN-HOTEDIT', undefined, withSession(owner));
      const put = await call(server, 'PUT', '/v1/manage/widgets/PSN-HOTEDIT', { ...current.json, primary_color: '#7b2cbf' }, { ...withSession(owner), 'if-match': current.headers.get('etag')! });
      expect(put.status).toBe(200);
      const after = await rawGet(server, address, { origin: 'https://shop.example', 'if-none-match': String(before.headers.etag) });
      expect(after.status).toBe(200);
      expect(JSON.parse(decoded(after)).primary_color).toBe('#7b2cbf');
      expect(after.headers.etag).not.toBe(before.headers.etag);
    });
  });

  describe('GET /loader.js', () => {
    it('is sent compressed from memory with an ETag, a short public lifetime, and a 304 for the copy held', async () => {
      const first = await rawGet(server, '/loader.js');
      expect(first.status).toBe(200);
      expect(first.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(first.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=600');
      expect(first.headers.vary).toBe('Accept-Encoding');
      expect(await checkEncodings('/loader.js')).toBe(LOADER);
    });
  });

  describe('GET /feedback', () => {
    it('sends the page compressed with an ETag; the browser asks each time and gets a 304 while nothing changed', async () => {
      const first = await rawGet(server, '/feedback?node_id=node-1', { 'accept-encoding': 'br' });
      expect(first.headers['cache-control']).toBe('no-cache');
      expect(decoded(first)).toContain('"flow-1"');
      await checkEncodings('/feedback?node_id=node-1');
    });

    it('gives each respondent their own preloaded responses, never another\'s, and keeps none of them', async () => {
      const page = async (answer: string) => decoded(await rawGet(server, `/feedback?node_id=node-1&responses=${encodeURIComponent(JSON.stringify({ 'q-text': answer }))}`, { 'accept-encoding': 'br' }));
      const first = await page('first respondent');
      const second = await page('second respondent');
      expect(first).toContain('first respondent');
      expect(second).toContain('second respondent');
      expect(second).not.toContain('first respondent');
      const raw = await rawGet(server, `/feedback?node_id=node-1&responses=${encodeURIComponent('{}')}`);
      expect(raw.headers.etag).toBeUndefined();
    });
  });
});
