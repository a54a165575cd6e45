import { afterEach, describe, expect, it, vi } from 'vitest';
import { boot } from './boot';
import { CANVASS_ORIGIN, CODE, loadWidget, resetPage, snippetScript, stubCanvassServer } from './test-kit';

const widgetOnPage = () => document.querySelector('[data-canvass-widget]');

afterEach(resetPage);

describe('loading from the snippet (SPEC 4.6, 5, 8)', () => {
  it('loads nothing and warns once when the code is not PSN- plus 7 characters', async () => {
    const fetchMock = stubCanvassServer();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const code of ['PSN-SHORT', 'PSN-TOOLONG1', 'ABC-DEMO001', '']) {
      expect(await boot(snippetScript(code))).toBeNull();
    }
    expect(await boot(null)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(widgetOnPage()).toBeNull();
    expect(warn).toHaveBeenCalledTimes(5);
    expect(warn.mock.calls[0]![0]).toMatch(/PSN-/);
  });

  it('fetches the configuration from the origin the loader came from, with the visitor and the security token', async () => {
    const { fetchMock } = await loadWidget({}, { customer: { external_id: 'u-42', user_id: 'user 9' }, securityToken: 'secret-token' });
    const url = new URL(String(fetchMock.mock.calls[0]![0]));
    expect(url.origin + url.pathname).toBe(`${CANVASS_ORIGIN}/v1/web_widgets/code/${CODE}`);
    // SPEC 7's timestamp, changing once a minute so caches may answer page views within it (issue #21).
    const t = Number(url.searchParams.get('t'));
    expect(t % 60_000).toBe(0);
    expect(Date.now() - t).toBeGreaterThanOrEqual(0);
    expect(Date.now() - t).toBeLessThan(60_000);
    expect(url.searchParams.get('external_id')).toBe('u-42');
    expect(url.searchParams.get('user_id')).toBe('user 9');
    expect(url.searchParams.get('security_token')).toBe('secret-token');
    expect(widgetOnPage()).not.toBeNull();
    expect(window.Canvass).toBeDefined();
  });

  it('asks for the host page\'s widget language, so the launcher is named in it', async () => {
    const { fetchMock } = await loadWidget({}, { language: 'ar' });
    expect(new URL(String(fetchMock.mock.calls[0]![0])).searchParams.get('lang')).toBe('ar');
  });

  it('says "Domain Not Allowed" on the console and shows no widget when the server refuses the page', async () => {
    stubCanvassServer({}, () => new Response(JSON.stringify({ error: 'domain_not_allowed', message: 'Domain Not Allowed' }), { status: 403 }));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await boot(snippetScript())).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Domain Not Allowed'));
    expect(widgetOnPage()).toBeNull();
    // Still callable for the page's own code (issue #16), see stub.test.tsx.
    expect(window.Canvass?.loaded).toBe(false);
  });

  it.each([
    ['a server error', () => new Response('oops', { status: 500 })],
    ['an unknown code', () => new Response(JSON.stringify({ error: 'not_found' }), { status: 404 })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a configuration that is not JSON', () => new Response('<html>', { status: 200 })],
  ])('shows nothing and warns with the widget load error after %s', async (_case, answer) => {
    stubCanvassServer({}, answer);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await boot(snippetScript())).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Something went wrong while loading the widget'), expect.anything());
    expect(error).not.toHaveBeenCalled();
    expect(widgetOnPage()).toBeNull();
  });

  it('draws one widget when the snippet is pasted twice', async () => {
    stubCanvassServer();
    await Promise.all([boot(snippetScript()), boot(snippetScript())]);
    expect(document.querySelectorAll('[data-canvass-widget]')).toHaveLength(1);
  });

  it('starts from the pasted script tag and reads window.CanvassSettings', async () => {
    const fetchMock = stubCanvassServer();
    window.CanvassSettings = { customer: { external_id: 'u-42' } };
    snippetScript();
    vi.resetModules();
    await import('./loader');
    await vi.waitFor(() => expect(widgetOnPage()).not.toBeNull());
    expect(String(fetchMock.mock.calls[0]![0])).toContain('external_id=u-42');
  });
});
