// Issue #21: the widget frame's page (/widget) carries its first state drawn by the server, with the configuration
// and the node answer its calls would get, wherever those calls would succeed without the host's CV_INIT; other
// frames start empty and call the API, as before.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WidgetConfig } from '../../src/types/schemas';
import type { EmbeddedNode } from '../../src/lib/embedded-node';
import { XSS_PAYLOADS } from '../reliability/xss-payloads';
import { startTestServer, type TestServer } from './harness';
import { seedTestData, TEST_WIDGET } from './fixtures';

function miniatureClient(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'canvass-widget-frame-'));
  mkdirSync(path.join(dir, 'client'));
  writeFileSync(path.join(dir, 'client', 'widget.html'), '<!DOCTYPE html><html lang=en dir=ltr><meta charset=utf-8><title>Canvass</title><body><div id=root></div><script src=/early.js></script><script type=module src=/widget.js></script>');
  writeFileSync(path.join(dir, 'early.js'), 'window.early=[];');
  writeFileSync(path.join(dir, 'view-chunks.json'), JSON.stringify({ radio: ['/View.radio.js', '/View.radio.css'] }));
  writeFileSync(path.join(dir, 'View.radio.css'), '.cv-radio{color:#123}');
  return dir;
}

const HOST = 'https://shop.customer.example';

describe('the widget frame drawn by the server', () => {
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

  /** The frame's page as the loader's iframe asks for it from a host page (whose address is the Referer). */
  const frame = async (code: string, referer = `${HOST}/cart`) => {
    const response = await fetch(`${server.url}/widget?code=${code}&host_origin=${encodeURIComponent(HOST)}`, { headers: { referer } });
    return { html: await response.text(), policy: response.headers.get('content-security-policy') ?? '' };
  };
  /** The frame's root: drawn (marked for hydration) with its markup, or empty. */
  const root = (html: string) => {
    const drawn = /<div id="root" data-first-state="">([\s\S]*?)<\/div><script>/.exec(html);
    return { drawn: drawn !== null, markup: drawn?.[1] ?? (html.includes('<div id=root></div>') ? '' : undefined) };
  };
  const block = <T,>(html: string, id: string) => {
    const text = new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`).exec(html)?.[1];
    return text === undefined ? undefined : (JSON.parse(text) as T);
  };

  it('draws the header, the first state and the footer, with the configuration and the node its calls would get', async () => {
    const { html, policy } = await frame(TEST_WIDGET.code);
    const { drawn, markup } = root(html);
    expect(drawn).toBe(true);
    // The widget's colours, then its header named by its channel, as the frame draws them; in Turkish, the flow's
    // default (SPEC 3.9), as neither the widget nor the host names a language.
    expect(markup).toMatch(/^<div class="cv-widget"><style>:root \{[^<]*--cv-primary[^<]*<\/style><header class="cv-widget__header" aria-label="Geri bildirim"><span class="cv-widget__title">Web<\/span>/);
    expect(markup).toContain('data-question-id="q-mood"');
    expect(markup).toContain('<footer class="cv-widget__footer"');
    expect(html).toContain('<html lang="tr" dir="ltr">');
    // Styled from the first paint, and the early-tap holder inline, allowed by its hash.
    expect(html).toContain('<style>.cv-radio{color:#123}</style>');
    expect(html).toContain('<script>window.early=[];</script>');
    expect(policy).toContain(`'sha256-${createHash('sha256').update('window.early=[];').digest('base64')}'`);
    // The configuration as GET /v1/web_widgets/code/{code} answers it (no secrets), and the node answer.
    const config = block<WidgetConfig & { launcher_label: string }>(html, 'canvass-widget')!;
    const api = await (await fetch(`${server.url}/v1/web_widgets/code/${TEST_WIDGET.code}`, { headers: { origin: HOST } })).json();
    expect(config).toEqual(api);
    expect(block<EmbeddedNode>(html, 'canvass-node')).toMatchObject({ node_id: 'node-1', signature: null, responses: null, node: { id: 'node-1', flow: { id: 'flow-1' } } });
  });

  it('draws in the widget\'s language, and follows an edited widget at once', async () => {
    await server.storage.widgets.put({ ...TEST_WIDGET, code: 'PSN-LANG001', default_language_code: 'tr', web_channel: { id: 'web-2', name: 'Mağaza' } });
    const turkish = await frame('PSN-LANG001');
    expect(turkish.html).toContain('<html lang="tr" dir="ltr">');
    expect(root(turkish.html).markup).toContain('>Mağaza<');
    expect(root(turkish.html).markup).toContain('>İleri<');
    await server.storage.widgets.put({ ...TEST_WIDGET, code: 'PSN-LANG001', default_language_code: 'en', web_channel: { id: 'web-2', name: 'Shop' } });
    const english = await frame('PSN-LANG001');
    expect(english.html).toContain('<html lang="en" dir="ltr">');
    expect(root(english.html).markup).toContain('>Shop<');
    expect(block<WidgetConfig>(english.html, 'canvass-widget')?.default_language_code).toBe('en');
  });

  it('draws nothing, and embeds nothing, where the frame\'s own calls need the host: secure mode, a host outside enabled_domains, a node without a flow', async () => {
    await server.storage.widgets.put({ ...TEST_WIDGET, code: 'PSN-SAFE001', secure_mode: true, security_token: 'host-secret' });
    await server.storage.widgets.put({ ...TEST_WIDGET, code: 'PSN-GONE001', node_id: 'no-such-node' });
    const cases = [frame('PSN-SAFE001'), frame(TEST_WIDGET.code, 'https://elsewhere.example/'), frame('PSN-GONE001')];
    for (const { html } of await Promise.all(cases)) {
      expect(root(html)).toEqual({ drawn: false, markup: '' });
      expect(html).not.toContain('canvass-widget');
      expect(html).not.toContain('canvass-node');
      expect(html).not.toContain('host-secret');
    }
  });

  it('shows a hostile channel name as text', async () => {
    for (const [i, payload] of XSS_PAYLOADS.slice(0, 12).entries()) {
      const code = `PSN-XSS${String(i).padStart(4, '0')}`;
      await server.storage.widgets.put({ ...TEST_WIDGET, code, web_channel: { id: 'web-x', name: payload.text } });
      const { html } = await frame(code);
      const title = /<span class="cv-widget__title">([\s\S]*?)<\/span>/.exec(root(html).markup!)![1]!;
      // React's escaping: no tag or attribute of the payload survives as markup.
      expect(title).not.toMatch(/<[a-z!/]/i);
      expect(title.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&amp;/g, '&')).toBe(payload.text);
    }
  });
});
