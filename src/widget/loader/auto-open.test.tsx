import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadWidget, resetPage } from './test-kit';

afterEach(resetPage);

/** The pointer leaving the page: a mouseout no element receives, from `target`. */
function leavePage(clientX: number, clientY: number, { target = document.body as Element, relatedTarget = null as Element | null } = {}) {
  target.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientX, clientY, relatedTarget }));
}

describe('auto-open after display_interval (SPEC 4.6), with fake timers', () => {
  it('opens by itself once the interval has passed', async () => {
    vi.useFakeTimers();
    const { isOpen, eventTypes } = await loadWidget({ display_interval: 10 });
    vi.advanceTimersByTime(9_999);
    expect(isOpen()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(isOpen()).toBe(true);
    expect(eventTypes()).toEqual(['PSN_WIDGET_OPENED']);
  });

  it('does nothing when the visitor already opened it', async () => {
    vi.useFakeTimers();
    const { launcher, eventTypes } = await loadWidget({ display_interval: 5 });
    launcher.click();
    vi.advanceTimersByTime(5_000);
    expect(eventTypes()).toEqual(['PSN_WIDGET_OPENED']);
  });

  it('only posts PSN_WIDGET_DISPLAYED_BEFORE within the display-once period', async () => {
    vi.useFakeTimers();
    const first = await loadWidget({ display_interval: 5, display_once: true, display_once_delay_period: 3600 });
    first.launcher.click();
    first.launcher.click();
    first.widget.destroy();
    delete window.Canvass;
    const next = await loadWidget({ display_interval: 5, display_once: true, display_once_delay_period: 3600 });
    vi.advanceTimersByTime(5_000);
    expect(next.isOpen()).toBe(false);
    expect(next.eventTypes()).toEqual(['PSN_WIDGET_DISPLAYED_BEFORE']);
  });

  it('does not open a widget hidden by its configuration', async () => {
    vi.useFakeTimers();
    const { isOpen, eventTypes } = await loadWidget({ display_interval: 1, enabled_urls: ['/nowhere'] });
    vi.advanceTimersByTime(1_000);
    expect(isOpen()).toBe(false);
    expect(eventTypes()).toEqual([]);
  });

  it('has no interval without display_interval', async () => {
    vi.useFakeTimers();
    const { isOpen } = await loadWidget({ display_interval: null });
    vi.advanceTimersByTime(3_600_000);
    expect(isOpen()).toBe(false);
  });
});

describe('exit intent (SPEC 4.6)', () => {
  it('opens when the pointer leaves through the top edge', async () => {
    const { isOpen, eventTypes } = await loadWidget({ display_on_exit: true });
    leavePage(400, 4);
    expect(isOpen()).toBe(true);
    expect(eventTypes()).toEqual(['PSN_WIDGET_OPENED']);
  });

  it('also counts a pointer reported just above the page', async () => {
    const { isOpen } = await loadWidget({ display_on_exit: true });
    leavePage(400, -2);
    expect(isOpen()).toBe(true);
  });

  it.each([
    ['50 px or more from the top', 400, 50, {}],
    ['within 50 px of the right edge (the scrollbar, the window buttons)', innerWidth - 40, 4, {}],
    ['through the left edge', 2, 30, {}],
    ['onto another element of the page', 400, 4, { relatedTarget: document.documentElement }],
  ])('ignores the pointer moving %s', async (_case, x, y, options) => {
    const { isOpen } = await loadWidget({ display_on_exit: true });
    leavePage(x, y, options);
    expect(isOpen()).toBe(false);
  });

  it.each(['input', 'select', 'fieldset'])('ignores a leave from a form control (%s: its own pop-up list)', async (tag) => {
    const { isOpen } = await loadWidget({ display_on_exit: true });
    const control = document.body.appendChild(document.createElement(tag));
    leavePage(400, 4, { target: control });
    expect(isOpen()).toBe(false);
  });

  it('does nothing without display_on_exit', async () => {
    const { isOpen } = await loadWidget();
    leavePage(400, 4);
    expect(isOpen()).toBe(false);
  });

  it('within the display-once period only posts PSN_WIDGET_DISPLAYED_BEFORE', async () => {
    const { widget, isOpen, eventTypes } = await loadWidget({ display_on_exit: true, display_once: true, display_once_delay_period: 3600 });
    leavePage(400, 4);
    widget.close();
    leavePage(400, 4);
    expect(isOpen()).toBe(false);
    expect(eventTypes()).toEqual(['PSN_WIDGET_OPENED', 'PSN_WIDGET_CLOSED', 'PSN_WIDGET_DISPLAYED_BEFORE']);
  });
});
