import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HostEvent } from './settings';
import { loadWidget, resetPage } from './test-kit';

afterEach(resetPage);

const visitBodies = (fetchMock: Awaited<ReturnType<typeof loadWidget>>['fetchMock']) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes('/customers/visit')).map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('window.Canvass, the host page API', () => {
  it('is the widget the snippet loaded', async () => {
    const { widget } = await loadWidget();
    expect(window.Canvass).toBe(widget);
  });

  it('open() and close() open and close the widget', async () => {
    const { isOpen, eventTypes } = await loadWidget();
    window.Canvass!.open();
    expect(isOpen()).toBe(true);
    window.Canvass!.close();
    expect(isOpen()).toBe(false);
    expect(eventTypes()).toEqual(['PSN_WIDGET_OPENED', 'PSN_WIDGET_CLOSED']);
  });

  it('hide() closes the widget and hides the launcher until show()', async () => {
    const { widget, isOpen, launcherShown, eventTypes } = await loadWidget();
    widget.open();
    widget.hide();
    expect(isOpen()).toBe(false);
    expect(launcherShown()).toBe(false);
    widget.open();
    expect(isOpen()).toBe(false);
    widget.show();
    expect(launcherShown()).toBe(true);
    expect(eventTypes()).toEqual(['PSN_WIDGET_OPENED', 'PSN_WIDGET_CLOSED', 'PSN_WIDGET_HID']);
  });

  it('show() does not override the configuration', async () => {
    const { widget, launcherShown } = await loadWidget({ is_visible: false });
    widget.show();
    expect(launcherShown()).toBe(false);
  });

  it('setCustomer() is the customer of the next visit', async () => {
    const { widget, fetchMock } = await loadWidget({ node_id: 'node-1' }, { customer: { external_id: 'anonymous' } });
    widget.setCustomer({ external_id: 'u-42', name: 'Ayşe' });
    widget.open();
    expect(visitBodies(fetchMock)).toEqual([{ node_id: 'node-1', external_id: 'u-42', name: 'Ayşe' }]);
  });

  it('on() delivers events of one type, or all with "*", until unsubscribed', async () => {
    const { widget } = await loadWidget();
    const opened: HostEvent[] = [];
    const all: string[] = [];
    const stop = widget.on('PSN_WIDGET_OPENED', (event) => opened.push(event));
    widget.on('*', (event) => all.push(event.type));
    widget.open();
    stop();
    widget.close();
    widget.open();
    expect(opened).toEqual([{ type: 'PSN_WIDGET_OPENED' }]);
    expect(all).toEqual(['PSN_WIDGET_OPENED', 'PSN_WIDGET_CLOSED', 'PSN_WIDGET_OPENED']);
  });

  it('keeps delivering to other listeners when one throws', async () => {
    const { widget, eventTypes } = await loadWidget();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    widget.on('PSN_WIDGET_OPENED', () => {
      throw new Error('page bug');
    });
    widget.open();
    expect(eventTypes()).toEqual(['PSN_WIDGET_OPENED']);
    expect(error).toHaveBeenCalled();
  });

  it('dispatches every event as a canvass:event CustomEvent on window', async () => {
    const { widget } = await loadWidget();
    const details: unknown[] = [];
    const listener = (event: Event) => details.push((event as CustomEvent).detail);
    addEventListener('canvass:event', listener);
    widget.open();
    removeEventListener('canvass:event', listener);
    expect(details).toEqual([{ type: 'PSN_WIDGET_OPENED' }]);
  });

  it('destroy() removes the widget and restores the page', async () => {
    document.body.style.overflow = 'auto';
    const { widget } = await loadWidget({ modal_mode: true });
    widget.open();
    widget.destroy();
    expect(document.querySelector('[data-canvass-widget]')).toBeNull();
    expect(document.body.style.overflow).toBe('auto');
  });
});

describe('channel in widget events (SPEC 7)', () => {
  const web_channel = { id: 'web-1', name: 'Shop' };

  it('carries channel_id and channel_name when enabled_domains is set', async () => {
    const { widget, events } = await loadWidget({ enabled_domains: ['example.com'], web_channel });
    const details: unknown[] = [];
    addEventListener('canvass:event', (event) => details.push((event as CustomEvent).detail), { once: true });
    widget.open();
    expect(events).toEqual([{ type: 'PSN_WIDGET_OPENED', channel_id: 'web-1', channel_name: 'Shop' }]);
    expect(details).toEqual(events);
  });

  it('carries no channel when enabled_domains is empty or absent', async () => {
    const empty = await loadWidget({ enabled_domains: [], web_channel });
    empty.widget.open();
    expect(empty.events).toEqual([{ type: 'PSN_WIDGET_OPENED' }]);
    resetPage();
    const absent = await loadWidget({ web_channel });
    absent.widget.open();
    expect(absent.events).toEqual([{ type: 'PSN_WIDGET_OPENED' }]);
  });
});
