import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, drivers, startTestServer, type TestServer } from './harness';
import { seedTestData, TEST_FLOW } from './fixtures';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a0b1b9e40000000049454e44ae426082', 'hex');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function upload(server: TestServer, bytes: Buffer, name: string, type: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const response = await fetch(`${server.url}/v2/storage/direct_uploads`, { method: 'POST', body: form });
  return { status: response.status, json: await response.json() };
}

/** A stand-in for the provider's own endpoint: answers with whatever `respond` says. */
async function upstream(respond: (body: unknown) => { status: number; body?: unknown } | 'hang'): Promise<{ url: string; server: Server; received: unknown[] }> {
  const received: unknown[] = [];
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => {
      const body = JSON.parse(text || 'null');
      received.push(body);
      const answer = respond(body);
      if (answer === 'hang') return;
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, received };
}

describe.each(drivers)('uploads, SMS verification and dynamic requests on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver, env: { UPLOAD_MAX_BYTES: '20000' } });
    await seedTestData(server.storage);
  });
  afterAll(() => server.stop());
  const uploadFiles = () => readdirSync(path.join(server.config.dataDir, 'uploads'));

  describe('POST /v2/storage/direct_uploads (SPEC 7)', () => {
    it('stores a PNG and a PDF and serves back the same bytes', async () => {
      for (const [bytes, name, type] of [[PNG, 'photo.png', 'image/png'], [PDF, 'report.pdf', 'application/pdf']] as const) {
        const answer = await upload(server, bytes, name, type);
        expect(answer.status).toBe(200);
        expect(answer.json.data).toEqual({ url: expect.stringMatching(/^\/uploads\/[0-9a-f-]{36}\.(png|pdf)$/), id: expect.any(String) });
        const served = await fetch(`${server.url}${answer.json.data.url}`);
        expect(served.headers.get('content-type')).toBe(type);
        expect(served.headers.get('x-content-type-options')).toBe('nosniff');
        expect(Buffer.from(await served.arrayBuffer())).toEqual(bytes);
      }
    });

    it('refuses a file whose bytes are not an image or PDF, whatever its name and declared type', async () => {
      const before = uploadFiles().length;
      const answer = await upload(server, Buffer.from('MZ this is a program'), 'photo.png', 'image/png');
      expect(answer.status).toBe(415);
      expect(answer.json.message).toBe('Please upload an image or PDF file');
      expect(uploadFiles()).toHaveLength(before);
    });

    it('refuses an oversized file with 413 and keeps nothing of it', async () => {
      const before = uploadFiles().length;
      const big = Buffer.concat([PNG, Buffer.alloc(50_000)]);
      const answer = await upload(server, big, 'big.png', 'image/png');
      expect(answer.status).toBe(413);
      expect(uploadFiles()).toHaveLength(before);
    });

    it('stores a name with path separators as a generated file, the name kept only as text', async () => {
      const answer = await upload(server, PNG, '../../etc/passwd.png', 'image/png');
      expect(answer.status).toBe(200);
      const stored = await server.storage.uploads.get(answer.json.data.id);
      expect(stored?.originalName).toBe('passwd.png');
      expect(stored?.storedName).toMatch(/^[0-9a-f-]{36}\.png$/);
    });

    it('never serves a path outside the upload folder', async () => {
      expect((await fetch(`${server.url}/uploads/..%2F..%2Fpackage.json`)).status).toBe(404);
    });
  });

  describe('phone verification (SPEC 4.5)', () => {
    const send = () => call(server, 'POST', '/v1/customers/send_verification_token', { address: '+90 555 123 45 67', kind: 'sms', question_id: 'q-phone' });
    const code = () => /(\d{6})/.exec(server.sms.at(-1)!.text)![1]!;

    it('sends a code by SMS and verifies it once', async () => {
      const sent = await send();
      expect(sent.json).toEqual({ id: expect.any(String) });
      const verified = await call(server, 'POST', '/v1/customers/verify', { verification_id: sent.json.id, token: code() });
      expect(verified.json).toEqual({ address: '+90 555 123 45 67', token: expect.any(String) });
    });

    it('accepts the form encoding of SPEC 7', async () => {
      const response = await fetch(`${server.url}/v1/customers/send_verification_token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'address=%2B905551234567&kind=sms&question_id=q' });
      expect(response.status).toBe(200);
    });

    it('says a wrong code is wrong, and stops after five attempts', async () => {
      const sent = await send();
      const wrong = code() === '000000' ? '111111' : '000000';
      const first = await call(server, 'POST', '/v1/customers/verify', { verification_id: sent.json.id, token: wrong });
      expect(first.status).toBe(400);
      expect(first.json).toMatchObject({ error: 'verification_wrong_code', message: 'The verification code you entered is wrong.' });
      for (let i = 0; i < 4; i++) await call(server, 'POST', '/v1/customers/verify', { verification_id: sent.json.id, token: wrong });
      const blocked = await call(server, 'POST', '/v1/customers/verify', { verification_id: sent.json.id, token: code() });
      expect(blocked.json.error).toBe('verification_too_many_attempts');
    });

    it('refuses an expired code and a bad number', async () => {
      const sent = await send();
      server.clock.now += 11 * 60_000;
      expect((await call(server, 'POST', '/v1/customers/verify', { verification_id: sent.json.id, token: code() })).json.error).toBe('verification_expired');
      server.clock.now -= 11 * 60_000;
      expect((await call(server, 'POST', '/v1/customers/send_verification_token', { address: 'call me', kind: 'sms', question_id: 'q' })).status).toBe(400);
    });
  });

  describe('dynamic requests and the integration proxy (SPEC 7)', () => {
    it('fills questions from the endpoint a question names, dropping unknown ones', async () => {
      const endpoint = await upstream(() => ({ status: 200, body: { responses: [{ question_id: 'q-text', input: 'from CRM' }, { question_id: 'q-elsewhere', input: 'x' }] } }));
      try {
        const flow = structuredClone(TEST_FLOW);
        flow.id = 'flow-dyn';
        flow.states[0]!.elements[2]!.question!.extra = { request_url: endpoint.url };
        await server.storage.flows.put(flow, 0);
        const answer = await call(server, 'POST', '/v1/flows/flow-dyn/requests', { question_id: 'q-text', flow_id: 'flow-dyn', answer: 'A-42' });
        expect(answer.json).toEqual({ responses: [{ question_id: 'q-text', input: 'from CRM' }] });
        expect(endpoint.received).toEqual([{ question_id: 'q-text', flow_id: 'flow-dyn', answer: 'A-42' }]);
      } finally {
        endpoint.server.close();
      }
    });

    it('answers 502 when the endpoint fails or does not answer in time', async () => {
      const failing = await upstream(() => ({ status: 500 }));
      const silent = await upstream(() => 'hang');
      try {
        for (const [id, url] of [['flow-fail', failing.url], ['flow-slow', silent.url]] as const) {
          const flow = structuredClone(TEST_FLOW);
          flow.id = id;
          flow.states[0]!.elements[2]!.question!.extra = { request_url: url };
          await server.storage.flows.put(flow, 0);
          const answer = await call(server, 'POST', `/v1/flows/${id}/requests`, { question_id: 'q-text', answer: 'x' });
          expect(answer.status).toBe(502);
          expect(answer.json.error).toBe('upstream_failed');
        }
      } finally {
        failing.server.close();
        silent.server.closeAllConnections();
        silent.server.close();
      }
    }, 15000);

    it('refuses a question without request_url and an unknown question', async () => {
      expect((await call(server, 'POST', '/v1/flows/flow-1/requests', { question_id: 'q-text' })).status).toBe(400);
      expect((await call(server, 'POST', '/v1/flows/flow-1/requests', { question_id: 'nope' })).status).toBe(404);
    });

    it('forwards integration answers and returns failures as data', async () => {
      const endpoint = await upstream((body) => ((body as { body: Record<string, unknown> }).body.fail ? { status: 503 } : { status: 201, body: { stored: true } }));
      try {
        await server.storage.flows.put({ ...structuredClone(TEST_FLOW), id: 'flow-int', integrationUrl: endpoint.url }, 0);
        const ok = await call(server, 'POST', '/integration', { reference_id: 'q-text', flow_id: 'flow-int', body: { crm: 'x' } });
        expect(ok.json).toEqual({ ok: true, status: 201, data: { stored: true } });
        const failed = await call(server, 'POST', '/integration', { reference_id: 'q-text', flow_id: 'flow-int', body: { fail: true } });
        expect(failed.status).toBe(200);
        expect(failed.json).toMatchObject({ ok: false, error: { code: 'upstream_failed' } });
      } finally {
        endpoint.server.close();
      }
    });
  });
});
