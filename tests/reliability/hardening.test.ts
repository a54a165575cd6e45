// Issue #25 finding 13: hardening found by the red-team pass. Each check fails on the code before it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCell } from '../../src/server/services/export-feedbacks';
import { drivers, startTestServer, type TestServer } from '../server/harness';
import { seedTestData } from '../server/fixtures';

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

  it(`limits POST /v1/web_vitals per address (${VITALS_LIMIT * 4} a minute here)`, async () => {
    const beacon = JSON.stringify({ page: '/feedback', vitals: [{ name: 'LCP', value: 1200 }] });
    const statuses: number[] = [];
    for (let i = 0; i <= VITALS_LIMIT * 4; i++) {
      statuses.push((await fetch(`${server.url}/v1/web_vitals`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: beacon })).status);
    }
    expect(statuses).toEqual([...Array<number>(VITALS_LIMIT * 4).fill(204), 429]);
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
