// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Metric } from 'web-vitals';

// The library measures in a real browser; here each vital reports once, right away, as it would on a real page.
const values: Record<string, number> = { LCP: 2100, FCP: 900, CLS: 0.02, INP: 180, TTFB: 300 };
vi.mock('web-vitals', () => {
  const on = (name: string) => (report: (metric: Metric) => void) => report({ name, value: values[name] } as Metric);
  return { onLCP: on('LCP'), onFCP: on('FCP'), onCLS: on('CLS'), onINP: on('INP'), onTTFB: on('TTFB') };
});

const { startWebVitals } = await import('./start-web-vitals');

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => setVisibility('visible'));

describe('startWebVitals', () => {
  it('sends the five vitals in one beacon when the page is hidden, and nothing before', () => {
    const send = vi.fn();
    const stop = startWebVitals('/chat', send);
    expect(send).not.toHaveBeenCalled();
    setVisibility('hidden');
    expect(send).toHaveBeenCalledTimes(1);
    expect(JSON.parse(send.mock.calls[0]![0] as string)).toEqual({
      page: '/chat',
      vitals: [{ name: 'LCP', value: 2100 }, { name: 'FCP', value: 900 }, { name: 'CLS', value: 0.02 }, { name: 'INP', value: 180 }, { name: 'TTFB', value: 300 }],
    });
    stop();
  });

  it('sends what is left when the page is left', () => {
    const send = vi.fn();
    const stop = startWebVitals('/feedback', send);
    dispatchEvent(new Event('pagehide'));
    expect(send).toHaveBeenCalledTimes(1);
    stop();
  });

  it('counts a page first shown later (a prepared widget frame) from its showing, without the load nobody waited for', () => {
    const send = vi.fn();
    const stop = startWebVitals('/widget', send, 600);
    setVisibility('hidden');
    expect(JSON.parse(send.mock.calls[0]![0] as string)).toEqual({
      page: '/widget',
      vitals: [{ name: 'LCP', value: 1500 }, { name: 'FCP', value: 300 }, { name: 'CLS', value: 0.02 }, { name: 'INP', value: 180 }],
    });
    stop();
  });
});
