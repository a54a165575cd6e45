// Issue #25 finding 13: hardening found by the red-team pass. Each check fails on the code before it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCell } from '../../src/server/services/export-feedbacks';
import { call, drivers, startTestServer, type TestServer } from '../server/harness';
import { seedTestData, TEST_FLOW } from '../server/fixtures';
import { createToken, setupOwner } from '../server/accounts-helpers';
import { importDocuments } from '../../src/server/services/import-documents';
import { plugins } from '../../plugins';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a0b1b9e40000000049454e44ae426082', 'hex');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const VITALS_LIMIT = 5;

describe.each(drivers)('hardening on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver, env: { RATE_LIMIT_PER_MINUTE: String(VITALS_LIMIT * 4) } });
    await seedTestData(server.storage);
  });
  afterAll(() => server?.stop());

  it('serves a PDF as a download and an image inline, both with a safe file name, and never to shared caches', async () => {
    for (const [bytes, name, disposition] of [[PNG, 'photo "x".png', 'inline'], [PDF, 'report.pdf', 'attachment']] as const) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)]), name);
      const stored = await (await fetch(`${server.url}/v2/storage/direct_uploads`, { method: 'POST', body: form })).json() as { data: { url: string } };
      const served = await fetch(`${server.url}${stored.data.url}`);
      expect(served.status).toBe(200);
      const storedName = stored.data.url.split('/').pop()!;
      expect(served.headers.get('content-disposition')).toBe(`${disposition}; filename="${storedName}"`);
      expect(served.headers.get('cache-control')).toMatch(/^private\b/);
    }
  });

  it('refuses a flow whose rule pattern could take exponential time, through the API and canvass import, storing nothing', async () => {
    const auth = { authorization: `Bearer ${(await createToken(server, await setupOwner(server), 'editor')).token}` };
    const rule = (value: string) => ({ fromStateId: 's1', toStateId: 'chat', rules: [{ elementId: 'e-mood', operator: 'regex', value }] });
    const hostile = { ...TEST_FLOW, id: 'redos', transitions: [TEST_FLOW.transitions![0]!, rule('^(a+)+$')] };
    const answer = await call(server, 'POST', '/v1/manage/flows', hostile, auth);
    expect(answer.status).toBe(400);
    expect(answer.json.problems).toEqual([{ path: 'transitions[1].rules[0].value', message: expect.stringContaining('exponential time') }]);
    const imported = await importDocuments(server.storage, hostile, plugins, server.clock.now);
    expect(imported.problems).toEqual([expect.stringContaining('transitions[1].rules[0].value')]);
    expect(await server.storage.manage.draft('redos')).toBeUndefined();
    expect(await server.storage.flows.get('redos')).toBeUndefined();
    // An ordinary pattern is still welcome.
    expect((await call(server, 'POST', '/v1/manage/flows', { ...hostile, id: 'fine', transitions: [rule('^(yes|evet)$')] }, auth)).status).toBe(201);
  });

  it(`limits POST /v1/web_vitals per address (${VITALS_LIMIT * 4} a minute here)`, async () => {
    const beacon = JSON.stringify({ page: '/feedback', vitals: [{ name: 'LCP', value: 1200 }] });
    const statuses: number[] = [];
    for (let i = 0; i <= VITALS_LIMIT * 4; i++) {
      statuses.push((await fetch(`${server.url}/v1/web_vitals`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: beacon })).status);
    }
    expect(statuses).toEqual([...Array<number>(VITALS_LIMIT * 4).fill(204), 429]);
  });
});

describe('the content security policy (finding 13)', () => {
  const directives = (policy: string) => new Map(policy.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));

  it('lets pages connect to this server only, and show images from it and the named image origins, not any https: site', async () => {
    const server = await startTestServer({ env: { PUBLIC_URL: 'https://feedback.example.com', IMAGE_ORIGINS: 'https://cdn.example.com' } });
    try {
      for (const page of ['/feedback?node_id=x', '/chat', '/widget']) {
        const policy = directives((await fetch(`${server.url}${page}`)).headers.get('content-security-policy') ?? '');
        expect(policy.get('connect-src'), page).toEqual(["'self'", 'wss://feedback.example.com']);
        expect(policy.get('img-src'), page).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.example.com']);
      }
    } finally {
      await server.stop();
    }
  });

  it('refuses an image origin that is not one at start, saying which', async () => {
    await expect(startTestServer({ env: { IMAGE_ORIGINS: 'cdn.example.com/logos' } })).rejects.toThrow(/IMAGE_ORIGINS .*cdn\.example\.com\/logos/);
  });
});

describe('CSV export cells a spreadsheet would read as formulas', () => {
  it.each([' =1+1', '\u00a0+1', '\u3000-1', '  @SUM(A1)', '\uff1d1+1', '\uff0b1', '\uff0d1', '\uff20SUM(A1)', '\t=1'])('neutralises %j', (value) => {
    expect(csvCell(value).replace(/^"|"$/g, '').startsWith("'")).toBe(true);
  });

  it('leaves ordinary text alone', () => {
    expect(csvCell('fine = good')).toBe('fine = good');
    expect(csvCell('A-1')).toBe('A-1');
  });
});
