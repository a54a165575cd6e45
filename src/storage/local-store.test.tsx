import { afterEach, describe, expect, it, vi } from 'vitest';

describe('the page store', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('keeps values in localStorage when the page may use it', async () => {
    const { pageStore } = await import('./local-store');
    pageStore().set('canvass-test', { a: 1 });
    expect(JSON.parse(localStorage.getItem('canvass-test')!)).toEqual({ a: 1 });
    localStorage.removeItem('canvass-test');
  });

  it('where storage is refused (a cross-site frame), is one memory the whole page shares', async () => {
    vi.stubGlobal('localStorage', { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); }, removeItem: () => { throw new Error('denied'); } });
    const { pageStore } = await import('./local-store');
    pageStore().merge('widget', { previous: ['feedback-1'] });
    // What the flow remembered is what the previous-feedbacks list reads, though neither can reach localStorage.
    expect(pageStore().get('widget')).toEqual({ previous: ['feedback-1'] });
  });
});
