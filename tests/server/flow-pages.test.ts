// The pages of SPEC 2.1 as the server writes them: one built page per screen, a flow page carrying its node's
// answer and preloading its first state's question views (issue #9), and compressed answers.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from './harness';
import { seedTestData, TEST_FLOW } from './fixtures';

/** A built client in miniature: minified pages like Parcel's (no </head>), a view chunk map, one compressed script. */
function miniatureClient(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'canvass-pages-'));
  mkdirSync(path.join(dir, 'client'));
  for (const screen of ['flow', 'chat', 'widget']) {
    writeFileSync(path.join(dir, 'client', `${screen}.html`), `<!DOCTYPE html><html lang=en dir=ltr><meta charset=utf-8><title>Canvass</title><body><div id=root></div><script type=module src=/${screen}.js></script>`);
  }
  writeFileSync(path.join(dir, 'view-chunks.json'), JSON.stringify({ radio: ['/View.radio.js', '/View.radio.css'], matrix: ['/View.matrix.js'], text: ['/View.text.js'], stars: ['/View.stars.js'] }));
  const script = `export const screen = "${'flow '.repeat(400)}";`;
  writeFileSync(path.join(dir, 'flow.js'), script);
  writeFileSync(path.join(dir, 'flow.js.br'), brotliCompressSync(script));
  return dir;
}

const DATA_BLOCK = /<script type="application\/json" id="canvass-node">([^<]*)<\/script>/;

describe('flow, chat and widget pages', () => {
  let server: TestServer;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = miniatureClient();
    server = await startTestServer({ env: { CLIENT_DIR: clientDir } });
    await seedTestData(server.storage);
  });
  afterAll(async () => {
    await server.stop();
    rmSync(clientDir, { recursive: true, force: true });
  });

  const page = async (address: string) => {
    const answer = await fetch(`${server.url}${address}`);
    return { status: answer.status, type: answer.headers.get('content-type'), html: await answer.text() };
  };

  it('serves each screen its own page', async () => {
    expect((await page('/feedback?node_id=node-1')).html).toContain('src=/flow.js');
    expect((await page('/flow_preview?flow_id=flow-1')).html).toContain('src=/flow.js');
    expect((await page('/chat?feedback_id=f&token=t')).html).toContain('src=/chat.js');
    expect((await page('/widget?code=PSN-TEST001')).html).toContain('src=/widget.js');
  });

  it('carries the same node answer as GET /v1/nodes/{id}, for the page parameters', async () => {
    const { html } = await page('/feedback?node_id=node-1&lang=en');
    const embedded = JSON.parse(DATA_BLOCK.exec(html)![1]!);
    expect(embedded).toMatchObject({ node_id: 'node-1', signature: null, responses: null });
    expect(embedded.node).toEqual((await call(server, 'GET', '/v1/nodes/node-1')).json);
    expect(embedded.node.flow.id).toBe('flow-1');
  });

  it('preloads the views of the first state only, scripts as modules and styles as styles', async () => {
    const { html } = await page('/web_feedback?node_id=node-1');
    expect(html).toContain('<link rel="modulepreload" href="/View.radio.js">');
    // The server drew the first state (issue #21): its views' styles apply from the first paint.
    expect(html).toContain('<link rel="stylesheet" href="/View.radio.css">');
    expect(html).toContain('<link rel="modulepreload" href="/View.matrix.js">');
    expect(html).toContain('<link rel="modulepreload" href="/View.text.js">');
    expect(html).not.toContain('View.stars.js');
  });

  it('embeds nothing for an unknown node or a preview, whose page then asks the API', async () => {
    // A preview of a flow it may show draws its first state (tests/server/first-state-pages.test.ts).
    for (const address of ['/feedback?node_id=nope', '/feedback?node_id=node-1&isPreview=true', '/web_flow_preview?flow_id=flow-secret', '/chat?feedback_id=f&token=t']) {
      const { status, html } = await page(address);
      expect(status).toBe(200);
      expect(html).not.toMatch(DATA_BLOCK);
      expect(html).not.toContain('modulepreload');
    }
  });

  it('keeps hostile flow text inside the data block, where it never runs', async () => {
    const hostile = '</script><script>alert(1)</script><!-- $& $\' ';
    const flow = structuredClone(TEST_FLOW);
    flow.id = 'flow-hostile';
    flow.states[0]!.elements[0]!.question!.body = { en: hostile };
    await server.storage.flows.put(flow, 0);
    await server.storage.nodes.put({ id: 'node-hostile', name: 'Hostile', flow_id: 'flow-hostile', status: 'active', operating: true, operating_24_7: true });
    const { html } = await page('/feedback?node_id=node-hostile');
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(JSON.parse(DATA_BLOCK.exec(html)![1]!).node.flow.states[0].elements[0].question.body.en).toBe(hostile);
  });

  it('sends built files compressed as the build wrote them, and large answers compressed on the way', async () => {
    const raw = (address: string) =>
      new Promise<{ encoding: string | undefined; length: number }>((resolve, reject) => {
        const url = new URL(address, server.url);
        request(url, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
          let length = 0;
          response.on('data', (chunk: Buffer) => (length += chunk.length));
          response.on('end', () => resolve({ encoding: response.headers['content-encoding'], length }));
        }).on('error', reject).end();
      });
    const script = await raw('/flow.js');
    expect(script.encoding).toBe('br');
    expect(script.length).toBeLessThan(200);
    const node = await raw('/v1/nodes/node-1');
    expect(node.encoding).toBe('br');
    const plain = await fetch(`${server.url}/v1/nodes/node-1`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await plain.json()).id).toBe('node-1');
  });
});
