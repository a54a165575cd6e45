import { afterEach, describe, expect, it, vi } from 'vitest';
import { boot } from './boot';
import type { CanvassGlobal } from './stub';
import { CODE, isShown, resetPage, snippetScript, stubCanvassServer } from './test-kit';

afterEach(resetPage);

/** The stub of the README's snippet, exactly as a host page runs it before the loader arrives. */
function pasteStub() {
  // The snippet's own text, as pasted.
  new Function(`(function (w, c) {
    c = w.Canvass = w.Canvass || function () { (c.q = c.q || []).push(arguments); };
    c.ready = c.ready || new Promise(function (r) { c.r = r; });
  })(window);`)();
  return window.Canvass as unknown as CanvassGlobal & ((...args: unknown[]) => void);
}

const frameShown = () => isShown(document.querySelector('[data-canvass-widget]')!.shadowRoot!.querySelector('.f'));

describe('window.Canvass before the loader (the snippet stub, issue #16)', () => {
  it('replays the calls queued before the loader in their order, and then answers calls directly', async () => {
    stubCanvassServer();
    const stub = pasteStub();
    const seen: string[] = [];
    stub('on', '*', (event: { type: string }) => seen.push(event.type));
    stub('open');
    stub('close');
    stub('open');
    const ready = vi.fn();
    void stub.ready.then(ready);
    const readyEvents: unknown[] = [];
    addEventListener('canvass:ready', (event) => readyEvents.push((event as CustomEvent).detail), { once: true });

    await boot(snippetScript());
    expect(seen).toEqual(['PSN_WIDGET_OPENED', 'PSN_WIDGET_CLOSED', 'PSN_WIDGET_OPENED']);
    expect(frameShown()).toBe(true);
    await vi.waitFor(() => expect(ready).toHaveBeenCalledWith(true));
    expect(readyEvents).toEqual([{ shown: true }]);

    // The same function, now the widget's: both call styles work.
    window.Canvass!('close');
    expect(frameShown()).toBe(false);
    window.Canvass!.open();
    expect(frameShown()).toBe(true);
    expect(seen).toEqual(['PSN_WIDGET_OPENED', 'PSN_WIDGET_CLOSED', 'PSN_WIDGET_OPENED', 'PSN_WIDGET_CLOSED', 'PSN_WIDGET_OPENED']);
  });

  it('without the stub (an older snippet) still publishes a ready promise', async () => {
    stubCanvassServer();
    await boot(snippetScript());
    await expect(window.Canvass!.ready).resolves.toBe(true);
  });

  it('on a refused domain stays callable, does nothing, and warns once', async () => {
    stubCanvassServer({}, () => new Response(JSON.stringify({ error: 'domain_not_allowed' }), { status: 403 }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stub = pasteStub();
    stub('open');
    stub('on', 'PSN_WIDGET_OPENED', () => undefined);
    const readyEvents: unknown[] = [];
    addEventListener('canvass:ready', (event) => readyEvents.push((event as CustomEvent).detail), { once: true });

    expect(await boot(snippetScript())).toBeNull();
    await expect(stub.ready).resolves.toBe(false);
    expect(readyEvents).toEqual([{ shown: false }]);
    expect(document.querySelector('[data-canvass-widget]')).toBeNull();
    // Both styles, after the loader too: nothing throws, nothing shows.
    window.Canvass!('open');
    window.Canvass!.open();
    window.Canvass!.setCustomer({ external_id: 'u-1' });
    const stop = window.Canvass!.on('*', () => undefined);
    stop();
    window.Canvass!.destroy();
    expect(document.querySelector('[data-canvass-widget]')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(/Canvass/);
  });

  it('a second snippet on the page leaves the first widget\'s API in place', async () => {
    stubCanvassServer();
    await boot(snippetScript());
    const first = window.Canvass;
    expect(await boot(snippetScript(CODE))).toBeNull();
    expect(window.Canvass).toBe(first);
    expect(document.querySelectorAll('[data-canvass-widget]')).toHaveLength(1);
  });
});
