// Issue #21: /feedback and /web_feedback carry their first state drawn by the server, kept per node and flow object
// of the read cache, and escaped as React escapes; pages with nothing to draw are as before.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Flow, NodeConfig } from '../../src/types/schemas';
import { plugins } from '../../plugins';
import { renderedFirstStates } from '../../src/server/pages/rendered-first-states';
import { UNTHEMED } from '../../src/lib/page-theme';
import { nodePageTheme } from '../../src/lib/node-page-theme';
import type { EmbeddedNode } from '../../src/lib/embedded-node';
import type { StoredNode } from '../../src/server/storage/storage';
import { XSS_PAYLOADS } from '../reliability/xss-payloads';
import { sha256 } from '../../src/server/services/tokens';
import { startTestServer, type TestServer } from './harness';
import { seedTestData, TEST_FLOW, TEST_NODE } from './fixtures';

function miniatureClient(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'canvass-first-state-'));
  mkdirSync(path.join(dir, 'client'));
  // A classic script like the early-tap holder (client/early-taps.ts), which a drawn page carries inline.
  writeFileSync(path.join(dir, 'client', 'flow.html'), '<!DOCTYPE html><html lang=en dir=ltr><meta charset=utf-8><script src=/early.js></script><title>Canvass</title><body><div id=root></div><script type=module src=/flow.js></script>');
  writeFileSync(path.join(dir, 'early.js'), 'window.early=[];\n//# sourceMappingURL=early.js.map');
  writeFileSync(path.join(dir, 'view-chunks.json'), JSON.stringify({ radio: ['/View.radio.js', '/View.radio.css'] }));
  writeFileSync(path.join(dir, 'View.radio.css'), '.cv-radio{color:#123}\n/*# sourceMappingURL=View.radio.css.map */');
  return dir;
}

/** The root's markup of a page, drawn or empty. */
const rootOf = (html: string) => /<div id="?root"?( data-first-state="")?>([\s\S]*)<\/div><script type=module/.exec(html)!;

describe('hosted flow pages with their first state drawn', () => {
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

  const page = async (address: string) => (await fetch(`${server.url}${address}`)).text();
  const EARLY_HASH = `'sha256-${createHash('sha256').update('window.early=[];').digest('base64')}'`;

  it('draws the first state in the language asked for, with the document language, title and the views\' styles', async () => {
    for (const route of ['/feedback', '/web_feedback']) {
      const html = await page(`${route}?node_id=node-1&lang=tr`);
      const root = rootOf(html);
      expect(root[1]).toBe(' data-first-state=""');
      expect(root[2]).toContain('Mood?');
      expect(root[2]).toContain('data-question-id="q-mood"');
      // Turkish interface strings: the Next button.
      expect(root[2]).toContain('>İleri<');
      expect(html).toContain('<html lang="tr" dir="ltr">');
      expect(html).toContain('<title>Test flow</title>');
      // Styled from the first paint with no second request: the view's styles written into the page, and its link
      // kept for the view's chunk to find, matching no media so that it blocks nothing.
      expect(html).toContain('<style>.cv-radio{color:#123}\n</style><link rel="stylesheet" href="/View.radio.css" media="not all">');
      // The early-tap script runs as the parser reaches it, before the state it guards can be tapped: inline, allowed
      // by its hash alone (no 'unsafe-inline'); the policy asked for below is a repeat's, of the page inlined once.
      expect(html).toContain('<script>window.early=[];</script>');
      const policy = (await fetch(`${server.url}${route}?node_id=node-1&lang=tr`)).headers.get('content-security-policy')!;
      expect(policy).toMatch(new RegExp(`script-src 'self' ${EARLY_HASH.replace(/[+/]/g, '\\$&')}`));
      expect(policy).not.toContain('unsafe-inline\' \'sha');
      // The node's data block at the end, after the drawn state and the page's scripts, not in the head before them.
      expect(html).toMatch(/<\/script><script type="application\/json" id="canvass-node">\{"node_id":"node-1"[^<]*<\/script>$/);
    }
  });

  it('a page asked for again and again follows an edited node, an edited flow and a rebuilt page at once', async () => {
    // Its own node and flow, so the other tests' pages stay as they are.
    const flow = structuredClone(TEST_FLOW);
    flow.id = 'flow-kept';
    await server.storage.flows.put(flow, 0);
    await server.storage.nodes.put({ ...TEST_NODE, id: 'node-kept', flow_id: 'flow-kept', name: 'Kept node' });
    const address = '/feedback?node_id=node-kept&lang=en';
    const first = await page(address);
    expect(rootOf(first)[2]).toContain('Mood?');
    expect(await page(address)).toBe(first);

    const edited = structuredClone(flow);
    edited.states[0]!.elements[0]!.question!.body = { en: 'Mood today?' };
    await server.storage.flows.put(edited, 1);
    const afterFlowEdit = await page(address);
    expect(rootOf(afterFlowEdit)[2]).toContain('Mood today?');
    expect(afterFlowEdit).toContain('Mood today?"');

    await server.storage.nodes.put({ ...TEST_NODE, id: 'node-kept', flow_id: 'flow-kept', name: 'Renamed node' });
    const afterNodeEdit = await page(address);
    expect(JSON.parse(/id="canvass-node">([^<]*)</.exec(afterNodeEdit)![1]!).node.name).toBe('Renamed node');

    // A new build of the page is served within the server's one-second recheck of built files, without a restart.
    const built = path.join(clientDir, 'client', 'flow.html');
    const before = readFileSync(built, 'utf8');
    try {
      writeFileSync(built, before.replace('<title>', '<meta name=rebuilt content=yes><title>'));
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const rebuilt = await page(address);
      expect(rebuilt).toContain('<meta name=rebuilt content=yes>');
      expect(rootOf(rebuilt)[2]).toContain('Mood today?');
    } finally {
      writeFileSync(built, before);
    }
  });

  it('draws a themed node in its theme and hands the page that same theme with the node, so the page needs no theme code', async () => {
    await server.storage.nodes.put({ ...TEST_NODE, id: 'node-themed', primary_color: '#7DD3FC', theme: { color_scheme: 'auto', layout: 'full_bleed' } });
    const html = await page('/feedback?node_id=node-themed&lang=en');
    const embedded = JSON.parse(/<script type="application\/json" id="canvass-node">([^<]*)<\/script>$/.exec(html)![1]!) as EmbeddedNode;
    expect(embedded.theme).toEqual(nodePageTheme(embedded.node));
    expect(embedded.theme!.stylesheet).toContain('@media (prefers-color-scheme: dark)');
    // The colour was made readable: the page is told why (a preview's console shows it).
    expect(embedded.theme!.notes.length).toBeGreaterThan(0);
    const root = rootOf(html)[2]!;
    expect(root).toContain(`<style>${embedded.theme!.stylesheet}</style>`);
    expect(root).toContain('cv-themed cv-layout--full-bleed');
    // A node without colours: no stylesheet drawn, none handed over.
    const plain = await page('/feedback?node_id=node-1&lang=en');
    expect(JSON.parse(/id="canvass-node">([^<]*)<\/script>$/.exec(plain)![1]!).theme).toEqual({ stylesheet: null, notes: [] });
    expect(rootOf(plain)[2]).not.toContain('<style>');
  });

  it('draws nothing where there is nothing to draw: unknown node, preview, wrong signature, no flow, a node styled by its own stylesheet', async () => {
    await server.storage.nodes.put({ ...TEST_NODE, id: 'node-signed', use_signature_verify: true, signature_secret: 's3cret' } as StoredNode);
    await server.storage.nodes.put({ ...TEST_NODE, id: 'node-styled', css_url_react: 'https://customer.example/feedback.css' } as StoredNode);
    await server.storage.nodes.put({ ...TEST_NODE, id: 'node-passive', status: 'passive' });
    const hidden = structuredClone(TEST_FLOW);
    hidden.id = 'flow-hidden';
    await server.storage.flows.put(hidden, 0);
    const addresses = [
      '/feedback?node_id=nope', '/feedback?node_id=node-1&isPreview=true', '/feedback?node_id=node-signed&signature=wrong', '/feedback?node_id=node-passive',
      // Drawn in the default look, it would switch to the node's own once the browser fetched its stylesheet.
      '/feedback?node_id=node-styled',
      // A flow no node shows, without its preview token, or with a wrong one: the API refuses it, so nothing is drawn.
      '/flow_preview?flow_id=flow-hidden', '/web_flow_preview?flow_id=flow-hidden&preview_token=wrong', '/web_flow_preview?flow_id=nope',
    ];
    for (const address of addresses) {
      const html = await page(address);
      expect(rootOf(html)[0], address).toBe('<div id=root></div><script type=module');
      expect(html, address).not.toContain('<style>');
      expect(html, address).toContain('<script src=/early.js></script>');
      expect(html, address).toContain('<html lang=en dir=ltr>');
    }
    // Not drawn, but its node answer still comes with the page, so the browser asks the API for nothing.
    const styled = await page('/feedback?node_id=node-styled');
    expect(styled).toContain('"css_url_react":"https://customer.example/feedback.css"');
  });

  it('draws a preview for whom may see its flow: a node shows it, or the address holds its preview token', async () => {
    const draft = structuredClone(TEST_FLOW);
    draft.id = 'flow-draft';
    draft.states[0]!.elements[0]!.question!.body = { en: 'Draft mood?' };
    await server.storage.flows.put(draft, 0);
    // As POST /v1/manage/flow_previews stores it for an editor.
    const token = 'a-preview-token';
    await server.storage.flowPreviews.add({ tokenHash: sha256(token), flowId: 'flow-draft', expiresAt: Date.now() + 3_600_000, now: Date.now() });
    for (const address of ['/flow_preview?flow_id=flow-1&lang=en', `/web_flow_preview?flow_id=flow-draft&preview_token=${token}&lang=en`]) {
      const html = await page(address);
      expect(rootOf(html)[1], address).toBe(' data-first-state=""');
      expect(html).toContain('<style>.cv-radio{color:#123}\n</style><link rel="stylesheet" href="/View.radio.css" media="not all">');
    }
    expect(await page(`/web_flow_preview?flow_id=flow-draft&preview_token=${token}&lang=en`)).toContain('Draft mood?');
  });

  it('renders hostile flow text as text: nothing of it becomes markup', async () => {
    const flow = structuredClone(TEST_FLOW);
    flow.id = 'flow-xss';
    const elements = flow.states[0]!.elements;
    elements.unshift(...XSS_PAYLOADS.map((payload, i) => ({ id: `e-xss-${i}`, type: 'label' as const, body: { en: payload.text } })));
    const radio = elements.find((e) => e.question?.style === 'radio')!.question!;
    radio.body = { en: XSS_PAYLOADS[0]!.text };
    radio.options = XSS_PAYLOADS.slice(0, 10).map((payload, i) => ({ id: `o-xss-${i}`, body: { en: payload.text } }));
    await server.storage.flows.put(flow, 0);
    await server.storage.nodes.put({ ...TEST_NODE, id: 'node-xss', name: '</title><script>__xss("title")</script>', flow_id: 'flow-xss' });
    const html = await page('/feedback?node_id=node-xss');
    const root = rootOf(html)[2]!;
    // Every payload is in the page, as text.
    for (const payload of XSS_PAYLOADS) expect(root, payload.text).toContain(payload.marker);
    expect(root).not.toMatch(/<(script|img|iframe|object|embed|base|meta|link|style|template|video|audio|source|marquee|details|body|math|form|svg onload|noscript)\b/i);
    // No tag carries a handler or a script address (the texts above may spell them out, escaped).
    for (const tag of root.match(/<[a-z][^>]*>/gi)!) {
      expect(tag).not.toMatch(/\son[a-z]+=/i);
      expect(tag).not.toMatch(/(href|src|action|formaction)="\s*(javascript|data|vbscript)/i);
    }
    // The page's scripts: its early-tap holder, its data block and its entry, nothing else.
    expect(html.match(/<script/g)).toHaveLength(3);
    expect(html).toContain('<title>Test flow</title>');
  });
});

describe('rendered first states are kept per node and flow object', () => {
  const flow = TEST_FLOW as Flow;
  const answer = (stored: StoredNode, shown: Flow = flow): NodeConfig => ({ ...stored, flow: shown, signature_valid: null });
  const counting = () => {
    const drawn: string[] = [];
    const states = renderedFirstStates({
      plugins,
      providerSites: { en: '', tr: '' },
      draw: async ({ lang }) => {
        drawn.push(lang ?? '');
        return { html: `<p>${drawn.length}</p>`, lang: 'en', dir: 'ltr', title: 'T' };
      },
    });
    return { drawn, states };
  };

  it('one render per (node object, flow object, language, preloaded answers), however many requests', async () => {
    const { drawn, states } = counting();
    const stored = { ...TEST_NODE };
    const request = { stored, storedFlow: flow, answer: answer(stored), lang: 'en', responses: undefined, now: 0, theme: UNTHEMED };
    await Promise.all([states(request), states(request), states({ ...request, answer: answer(stored) })]);
    expect(drawn).toEqual(['en']);
    await states({ ...request, lang: 'tr' });
    await states({ ...request, responses: '{"q-mood":["o-good"]}' });
    expect(drawn).toHaveLength(3);
    // The read cache hands out a new object when the node or its flow changed: rendered anew.
    const changed = { ...stored, name: 'Renamed' };
    await states({ ...request, stored: changed, answer: answer(changed) });
    await states({ ...request, storedFlow: structuredClone(flow) });
    expect(drawn).toHaveLength(5);
  });

  it('nothing for a node answer without a flow or with a failed signature, and a random first state for each request', async () => {
    const { drawn, states } = counting();
    const stored = { ...TEST_NODE };
    expect(await states({ stored, storedFlow: flow, answer: { ...answer(stored), flow: undefined }, lang: 'en', responses: undefined, now: 0, theme: UNTHEMED })).toBeUndefined();
    expect(await states({ stored, storedFlow: flow, answer: { ...answer(stored), signature_valid: false }, lang: 'en', responses: undefined, now: 0, theme: UNTHEMED })).toBeUndefined();
    expect(drawn).toEqual([]);
    const random = structuredClone(flow);
    random.states[0]!.elements[0]!.question!.style = 'random';
    const request = { stored, storedFlow: random, answer: answer(stored, random), lang: 'en', responses: undefined, now: 0, theme: UNTHEMED };
    await states(request);
    await states(request);
    expect(drawn).toHaveLength(2);
  });
});
