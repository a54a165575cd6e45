import { afterEach, describe, expect, it, vi } from 'vitest';
import { CODE, loadWidget, resetPage, standInFrameWindow } from './test-kit';

afterEach(resetPage);

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const HOUR_S = 3600;
const HOUR_MS = HOUR_S * 1000;

describe('visibility (SPEC 4.6)', () => {
  it('shows the launcher by default', async () => {
    const { launcherShown } = await loadWidget();
    expect(launcherShown()).toBe(true);
  });

  it('shows nothing, and does not open from the page, when is_visible is false', async () => {
    const { widget, launcherShown, isOpen, eventTypes } = await loadWidget({ is_visible: false });
    expect(launcherShown()).toBe(false);
    widget.open();
    expect(isOpen()).toBe(false);
    expect(eventTypes()).toEqual([]);
  });

  it('hides on a mobile user agent when enabled_on_mobile is false, and shows there otherwise', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    expect((await loadWidget({ enabled_on_mobile: false })).launcherShown()).toBe(false);
    resetPage();
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    expect((await loadWidget({ enabled_on_mobile: true })).launcherShown()).toBe(true);
  });

  it('hide_widget hides only the launcher: the page can still open the widget', async () => {
    const { widget, launcherShown, isOpen } = await loadWidget({ hide_widget: true });
    expect(launcherShown()).toBe(false);
    widget.open();
    expect(isOpen()).toBe(true);
  });
});

describe('enabled_urls (SPEC 4.6), re-checked when a single-page app changes its address', () => {
  it('shows only where the address matches a pattern, case-insensitively, following pushState and replaceState', async () => {
    const { launcherShown } = await loadWidget({ enabled_urls: ['/checkout'] });
    expect(launcherShown()).toBe(false);
    history.pushState({}, '', '/CHECKOUT/step-1');
    expect(launcherShown()).toBe(true);
    history.replaceState({}, '', '/home');
    expect(launcherShown()).toBe(false);
  });

  it('follows the back button (popstate) and hash links (hashchange)', async () => {
    const { launcherShown } = await loadWidget({ enabled_urls: ['/help', '#contact'] });
    history.pushState({}, '', '/help');
    history.pushState({}, '', '/shop');
    expect(launcherShown()).toBe(false);
    history.back();
    await vi.waitFor(() => expect(launcherShown()).toBe(true));
    history.back();
    await vi.waitFor(() => expect(launcherShown()).toBe(false));
    location.hash = 'contact';
    await vi.waitFor(() => expect(launcherShown()).toBe(true));
  });

  it('closes an open widget when the address leaves the patterns, and tells the host page it hid', async () => {
    history.replaceState({}, '', '/checkout');
    const { launcher, isOpen, eventTypes } = await loadWidget({ enabled_urls: ['^https?://[^/]+/checkout'] });
    launcher.click();
    history.pushState({}, '', '/home');
    expect(isOpen()).toBe(false);
    expect(eventTypes()).toEqual(['PSN_WIDGET_OPENED', 'PSN_WIDGET_CLOSED', 'PSN_WIDGET_HID']);
  });

  it('keeps the page’s own history working', async () => {
    await loadWidget({ enabled_urls: ['/a'] });
    history.pushState({ step: 2 }, '', '/a/2');
    expect(location.pathname).toBe('/a/2');
    expect(history.state).toEqual({ step: 2 });
  });
});

describe('display once (SPEC 4.6), with a fake clock', () => {
  it('opens by itself only once within display_once_delay_period, then posts only PSN_WIDGET_DISPLAYED_BEFORE', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z'), toFake: ['Date'] });
    const first = await loadWidget({ display_once: true, display_once_delay_period: HOUR_S });
    first.widget.open();
    expect(first.isOpen()).toBe(true);
    first.widget.close();
    first.widget.open();
    expect(first.isOpen()).toBe(false);
    expect(first.eventTypes()).toEqual(['PSN_WIDGET_OPENED', 'PSN_WIDGET_CLOSED', 'PSN_WIDGET_DISPLAYED_BEFORE']);

    // The next page of the site, still within the period.
    first.widget.destroy();
    delete window.Canvass;
    vi.setSystemTime(Date.now() + HOUR_MS - 1000);
    const later = await loadWidget({ display_once: true, display_once_delay_period: HOUR_S });
    later.widget.open();
    expect(later.isOpen()).toBe(false);
    expect(later.eventTypes()).toEqual(['PSN_WIDGET_DISPLAYED_BEFORE']);

    vi.setSystemTime(Date.now() + 1000);
    later.widget.open();
    expect(later.isOpen()).toBe(true);
    // A new period starts with this display.
    later.widget.close();
    vi.setSystemTime(Date.now() + HOUR_MS - 1);
    later.widget.open();
    expect(later.isOpen()).toBe(false);
  });

  it('never opens by itself again without a delay period, but a visitor’s click on the launcher still opens it', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z'), toFake: ['Date'] });
    const { widget, launcher, isOpen } = await loadWidget({ display_once: true });
    widget.open();
    widget.close();
    vi.setSystemTime(Date.now() + 365 * 24 * HOUR_MS);
    widget.open();
    expect(isOpen()).toBe(false);
    launcher.click();
    expect(isOpen()).toBe(true);
  });
});

describe('multiple-feedback period (SPEC 4.6), with a fake clock', () => {
  async function sendFeedback(widget: Awaited<ReturnType<typeof loadWidget>>) {
    widget.launcher.click();
    const frame = standInFrameWindow(widget.iframe()!);
    frame.send({ type: 'PSN_FEEDBACK_SUBMITTED' });
  }

  it('after a feedback, the widget stays open for its thank-you, then hides until the period has passed, across pages', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z'), toFake: ['Date'] });
    const config = { prevent_multiple_feedback: true, multiple_feedback_delay_period: HOUR_S };
    const first = await loadWidget(config);
    await sendFeedback(first);
    expect(first.isOpen()).toBe(true);
    expect(JSON.parse(localStorage.getItem(`canvass:${CODE}`)!)).toMatchObject({ lastFeedbackAt: Date.now() });
    first.widget.close();
    expect(first.launcherShown()).toBe(false);
    expect(first.eventTypes()).toEqual(['PSN_WIDGET_OPENED', 'PSN_FEEDBACK_SUBMITTED', 'PSN_WIDGET_CLOSED', 'PSN_WIDGET_HID']);

    first.widget.destroy();
    delete window.Canvass;
    vi.setSystemTime(Date.now() + HOUR_MS - 1);
    const nextPage = await loadWidget(config);
    expect(nextPage.launcherShown()).toBe(false);
    nextPage.widget.open();
    expect(nextPage.isOpen()).toBe(false);

    nextPage.widget.destroy();
    delete window.Canvass;
    vi.setSystemTime(Date.now() + 1);
    expect((await loadWidget(config)).launcherShown()).toBe(true);
  });

  it('lets the visitor give feedback again when prevent_multiple_feedback is off', async () => {
    const widget = await loadWidget({ prevent_multiple_feedback: false });
    await sendFeedback(widget);
    widget.widget.close();
    expect(widget.launcherShown()).toBe(true);
  });
});
