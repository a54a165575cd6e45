import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CODE, isShown, loadWidget, resetPage, standInFrameWindow } from './test-kit';

/**
 * Issue #21: once the page is idle the loader prepares the frame hidden, so a click shows the first question
 * without a network round trip. jsdom has no requestIdleCallback: the loader's fallback timer stands for it.
 */
const IDLE_FALLBACK_MS = 1500;

const stored = () => JSON.parse(localStorage.getItem(`canvass:${CODE}`) ?? '{}') as Record<string, unknown>;
const visits = (fetchMock: Awaited<ReturnType<typeof loadWidget>>['fetchMock']) => fetchMock.mock.calls.filter(([url]) => String(url).includes('/customers/visit'));

function connection(value: { saveData?: boolean; effectiveType?: string }) {
  Object.defineProperty(navigator, 'connection', { value, configurable: true });
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => {
  delete (navigator as { connection?: unknown }).connection;
  resetPage();
});

describe('preparing the frame when the page is idle (issue #21)', () => {
  it('loads the frame hidden once idle: not shown, no display recorded, no visit, no event for the host page', async () => {
    const { iframe, fetchMock, eventTypes, frameContainer } = await loadWidget();
    expect(iframe()).toBeNull();
    vi.advanceTimersByTime(IDLE_FALLBACK_MS);
    const frame = iframe()!;
    expect(frame.src).toContain(`/widget?code=${CODE}`);
    // The frame is told it was prepared, so its web vitals count from the opening, not from this load.
    expect(new URL(frame.src).searchParams.has('prepared')).toBe(true);
    // Hidden by its container (display: none): out of the tab order and the accessibility tree.
    expect(isShown(frame)).toBe(false);
    expect(frameContainer.hidden).toBe(true);
    expect(eventTypes()).toEqual([]);
    expect(visits(fetchMock)).toHaveLength(0);
    expect(stored()).not.toHaveProperty('displayedBefore');
  });

  it('opening the prepared frame shows it, tells it CV_OPENED and records the display then, once per opening', async () => {
    const { iframe, launcher, fetchMock, eventTypes, isOpen } = await loadWidget();
    vi.advanceTimersByTime(IDLE_FALLBACK_MS);
    const prepared = iframe()!;
    const frame = standInFrameWindow(prepared);
    frame.send({ type: 'CV_READY' });
    launcher.click();
    expect(isOpen()).toBe(true);
    expect(iframe()).toBe(prepared);
    expect(frame.messages().map((m) => m.type)).toContain('CV_OPENED');
    expect(stored()).toMatchObject({ displayedBefore: true, firstNow: expect.any(Number) });
    expect(visits(fetchMock)).toHaveLength(1);
    launcher.click();
    launcher.click();
    expect(eventTypes()).toEqual(['PSN_WIDGET_OPENED', 'PSN_WIDGET_CLOSED', 'PSN_WIDGET_OPENED']);
  });

  it('a click while the prepared frame still loads shows it, and tells it CV_OPENED once it is ready', async () => {
    const { iframe, launcher, isOpen } = await loadWidget();
    vi.advanceTimersByTime(IDLE_FALLBACK_MS);
    const prepared = iframe()!;
    const frame = standInFrameWindow(prepared);
    launcher.click();
    expect(isOpen()).toBe(true);
    expect(iframe()).toBe(prepared);
    expect(frame.messages()).toEqual([]);
    frame.send({ type: 'CV_READY' });
    await vi.runAllTimersAsync();
    expect(frame.messages().filter((m) => m.type === 'CV_OPENED')).toHaveLength(1);
    expect(frame.messages().map((m) => m.type)).toContain('CV_INIT');
  });

  it.each([
    ['the visitor saves data', { saveData: true }],
    ['the connection is 2G', { effectiveType: '2g' }],
    ['the connection is slow 2G', { effectiveType: 'slow-2g' }],
  ])('prepares nothing when %s: the click loads the frame', async (_, network) => {
    connection(network);
    const { iframe, launcher } = await loadWidget();
    vi.advanceTimersByTime(IDLE_FALLBACK_MS * 4);
    expect(iframe()).toBeNull();
    launcher.click();
    expect(iframe()).not.toBeNull();
    // Loaded on the click: seen from its own start, so its vitals count from there.
    expect(new URL(iframe()!.src).searchParams.has('prepared')).toBe(false);
  });

  it('prepares on a 3G or faster connection, and not when the page opts out with prewarm: false', async () => {
    connection({ saveData: false, effectiveType: '3g' });
    const fast = await loadWidget();
    vi.advanceTimersByTime(IDLE_FALLBACK_MS);
    expect(fast.iframe()).not.toBeNull();
    resetPage();
    vi.useFakeTimers();
    const optedOut = await loadWidget({}, { prewarm: false });
    vi.advanceTimersByTime(IDLE_FALLBACK_MS * 4);
    expect(optedOut.iframe()).toBeNull();
  });

  it('never for a widget that may not show on this page; a single-page app moving to an address where it may, prepares it then', async () => {
    const { iframe } = await loadWidget({ enabled_urls: ['/checkout'] });
    vi.advanceTimersByTime(IDLE_FALLBACK_MS * 4);
    expect(iframe()).toBeNull();
    history.pushState({}, '', '/checkout');
    expect(iframe()).not.toBeNull();
    expect(isShown(iframe())).toBe(false);
  });

  it('never inside the multiple-feedback period after a feedback from this browser', async () => {
    localStorage.setItem(`canvass:${CODE}`, JSON.stringify({ lastFeedbackAt: Date.now() - 1000 }));
    const { iframe } = await loadWidget({ prevent_multiple_feedback: true, multiple_feedback_delay_period: 3600 });
    vi.advanceTimersByTime(IDLE_FALLBACK_MS * 4);
    expect(iframe()).toBeNull();
  });

  it('a prepared frame that loads and never says CV_READY is dropped: the click opens a new one, as without preparing', async () => {
    const { iframe, launcher, isOpen } = await loadWidget();
    vi.advanceTimersByTime(IDLE_FALLBACK_MS);
    const failed = iframe()!;
    // Its document loaded (an error page, say) and its scripts never answered.
    failed.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(5000);
    expect(iframe()).toBeNull();
    expect(document.querySelector('[data-canvass-widget]')).toHaveAttribute('data-frame', 'none');
    launcher.click();
    expect(isOpen()).toBe(true);
    expect(iframe()).not.toBe(failed);
    expect(iframe()).not.toBeNull();
  });

  it('keeps a frame that answered, and one the visitor already opened, however long it took', async () => {
    const { iframe } = await loadWidget();
    vi.advanceTimersByTime(IDLE_FALLBACK_MS);
    const ready = iframe()!;
    standInFrameWindow(ready).send({ type: 'CV_READY' });
    // CV_INIT goes out after the (absent) visit, a microtask later.
    await Promise.resolve();
    ready.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(5000);
    expect(iframe()).toBe(ready);
    resetPage();
    vi.useFakeTimers();
    const cold = await loadWidget({}, { prewarm: false });
    cold.launcher.click();
    const opened = cold.iframe()!;
    opened.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(5000);
    expect(cold.iframe()).toBe(opened);
  });

  it('a press on the launcher starts a frame not prepared yet, hidden, even when the page opted out; its click shows it', async () => {
    const { iframe, launcher, isOpen, eventTypes } = await loadWidget({}, { prewarm: false });
    launcher.dispatchEvent(new Event('pointerdown'));
    const pressed = iframe()!;
    expect(new URL(pressed.src).searchParams.has('prepared')).toBe(true);
    expect(isOpen()).toBe(false);
    // A press is not an opening: nothing is recorded until the click.
    expect(eventTypes()).toEqual([]);
    expect(stored()).not.toHaveProperty('displayedBefore');
    const frame = standInFrameWindow(pressed);
    launcher.click();
    expect(isOpen()).toBe(true);
    expect(iframe()).toBe(pressed);
    expect(eventTypes()).toEqual(['PSN_WIDGET_OPENED']);
    frame.send({ type: 'CV_READY' });
    await vi.runAllTimersAsync();
    expect(frame.messages().filter((m) => m.type === 'CV_OPENED')).toHaveLength(1);
    // Pressing to close loads nothing more.
    launcher.dispatchEvent(new Event('pointerdown'));
    launcher.click();
    expect(isOpen()).toBe(false);
    expect(iframe()).toBe(pressed);
  });
});
