import { afterEach, describe, expect, it, vi } from 'vitest';
import { CANVASS_ORIGIN, CODE, loadWidget, resetPage } from './test-kit';

afterEach(resetPage);

const stored = () => JSON.parse(localStorage.getItem(`canvass:${CODE}`) ?? '{}') as Record<string, unknown>;
const visits = (fetchMock: Awaited<ReturnType<typeof loadWidget>>['fetchMock']) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes('/customers/visit')).map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init?.body)) as unknown }));

describe('opening and closing (SPEC 4.6)', () => {
  it('opens on a click, tells the host page, and remembers the display on this browser', async () => {
    const { launcher, isOpen, eventTypes } = await loadWidget();
    launcher.click();
    expect(isOpen()).toBe(true);
    expect(eventTypes()).toEqual(['PSN_WIDGET_OPENED']);
    expect(stored()).toMatchObject({ displayedBefore: true, firstNow: expect.any(Number) });
    launcher.click();
    expect(isOpen()).toBe(false);
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    expect(eventTypes()).toEqual(['PSN_WIDGET_OPENED', 'PSN_WIDGET_CLOSED']);
  });

  it('records a customer visit with the node and the visitor on the first opening only', async () => {
    const { launcher, fetchMock } = await loadWidget({ node_id: 'node-9' }, { customer: { external_id: 'u-42', email: 'a@example.com', identity_hash: 'abc123' }, securityToken: 'token-1' });
    launcher.click();
    // The code and token let the server check the visit like the configuration; the hash verifies the customer.
    expect(visits(fetchMock)[0]).toEqual({ url: `${CANVASS_ORIGIN}/v2/web_widgets/node-9/customers/visit?code=${CODE}&security_token=token-1`, body: { node_id: 'node-9', external_id: 'u-42', email: 'a@example.com', identity_hash: 'abc123' } });
    launcher.click();
    launcher.click(); // reopened while the visit is still on its way
    expect(visits(fetchMock)).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    launcher.click();
    launcher.click();
    expect(visits(fetchMock)).toHaveLength(1);
  });

  it('records no visit when the host page already knows the customer id', async () => {
    const { launcher, fetchMock } = await loadWidget({}, { customer: { id: 'customer-1' } });
    launcher.click();
    await Promise.resolve();
    expect(visits(fetchMock)).toHaveLength(0);
  });

  it('keeps working when localStorage refuses (private modes), remembering for the page', async () => {
    const refuse = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
    const { widget, launcher, isOpen, eventTypes } = await loadWidget({ display_once: true });
    launcher.click();
    expect(isOpen()).toBe(true);
    widget.close();
    widget.open();
    expect(isOpen()).toBe(false);
    expect(eventTypes()).toContain('PSN_WIDGET_DISPLAYED_BEFORE');
  });

  it('returns focus to the launcher on Escape', async () => {
    const { launcher, root, isOpen } = await loadWidget();
    launcher.click();
    root.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    expect(isOpen()).toBe(false);
    expect(root.activeElement).toBe(launcher);
  });
});

describe('modal mode', () => {
  it('puts an overlay behind the frame and locks the page scroll; clicking the overlay closes and restores it', async () => {
    document.body.style.overflow = 'scroll';
    const { launcher, overlay, isOpen, eventTypes, root } = await loadWidget({ modal_mode: true });
    expect(overlay).not.toBeVisible();
    launcher.click();
    expect(overlay.hidden).toBe(false);
    expect(document.body.style.overflow).toBe('hidden');
    overlay.click();
    expect(isOpen()).toBe(false);
    expect(overlay.hidden).toBe(true);
    expect(document.body.style.overflow).toBe('scroll');
    expect(eventTypes()).toEqual(['PSN_WIDGET_OPENED', 'PSN_WIDGET_CLOSED']);
    expect(root.activeElement).toBe(launcher);
  });

  it('has no overlay and leaves the page scroll alone in plain mode', async () => {
    const { launcher, overlay } = await loadWidget();
    launcher.click();
    expect(overlay.hidden).toBe(true);
    expect(document.body.style.overflow).toBe('');
  });
});
