import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeCustomAttributes } from '../../lib/base64-attributes';
import { CANVASS_ORIGIN, loadWidget, resetPage, standInFrameWindow } from './test-kit';

afterEach(resetPage);

async function openWidget(...args: Parameters<typeof loadWidget>) {
  const widget = await loadWidget(...args);
  widget.launcher.click();
  return { ...widget, frame: standInFrameWindow(widget.iframe()!) };
}

describe('messages from the frame (src/widget/protocol.ts, issue #5)', () => {
  it('closes on the frame’s CV_CLOSE (its close button, Escape inside it) and returns focus to the launcher', async () => {
    const { frame, isOpen, root, launcher, eventTypes } = await openWidget();
    frame.send({ type: 'CV_CLOSE' });
    expect(isOpen()).toBe(false);
    expect(root.activeElement).toBe(launcher);
    expect(eventTypes()).toEqual(['PSN_WIDGET_OPENED', 'PSN_WIDGET_CLOSED']);
  });

  it('ignores messages from another origin, even from the frame’s window', async () => {
    const { frame, isOpen, eventTypes } = await openWidget();
    frame.send({ type: 'CV_CLOSE' }, { origin: 'https://evil.example' });
    frame.send({ type: 'PSN_FEEDBACK_SUBMITTED' }, { origin: 'https://evil.example' });
    expect(isOpen()).toBe(true);
    expect(eventTypes()).toEqual(['PSN_WIDGET_OPENED']);
  });

  it('ignores messages from any other window, even at the Canvass origin', async () => {
    const { frame, isOpen, eventTypes } = await openWidget();
    frame.send({ type: 'CV_CLOSE' }, { source: window });
    frame.send({ type: 'PSN_END_OF_FLOW' }, { source: null });
    expect(isOpen()).toBe(true);
    expect(eventTypes()).toEqual(['PSN_WIDGET_OPENED']);
  });

  it('ignores unknown types and anything that is not a JSON message', async () => {
    const { frame, isOpen, eventTypes } = await openWidget();
    for (const message of [{ type: 'CV_HACK' }, { type: 'PSN_SOMETHING' }, { kind: 'CV_CLOSE' }, 'CV_CLOSE', '{not json']) frame.send(message);
    frame.window.dispatchEvent(new MessageEvent('message', { data: { type: 'CV_CLOSE' }, origin: CANVASS_ORIGIN, source: frame.window }));
    dispatchEvent(new MessageEvent('message', { data: { type: 'CV_CLOSE' }, origin: CANVASS_ORIGIN, source: frame.window }));
    expect(isOpen()).toBe(true);
    expect(eventTypes()).toEqual(['PSN_WIDGET_OPENED']);
  });

  it('relays the flow’s events to the host page, with their data', async () => {
    const { frame, eventTypes, events } = await openWidget();
    frame.send({ type: 'PSN_REDIRECT_TO_STORE' });
    frame.send({ type: 'PSN_END_OF_FLOW' });
    frame.send({ type: 'PSN_FEEDBACK_SUBMITTED', feedback_id: 'f-1' });
    expect(eventTypes()).toEqual(['PSN_WIDGET_OPENED', 'PSN_REDIRECT_TO_STORE', 'PSN_END_OF_FLOW', 'PSN_FEEDBACK_SUBMITTED']);
    expect(events[3]).toEqual({ type: 'PSN_FEEDBACK_SUBMITTED', feedback_id: 'f-1' });
  });

  it('does not let the frame fake the loader’s own widget events', async () => {
    const { frame, eventTypes } = await openWidget();
    frame.send({ type: 'PSN_WIDGET_CLOSED' });
    frame.send({ type: 'PSN_WIDGET_HID' });
    expect(eventTypes()).toEqual(['PSN_WIDGET_OPENED']);
  });

  it('sizes the frame from CV_RESIZE, between 250 px and min(600, window height − 2 × margin − launcher)', async () => {
    vi.stubGlobal('innerHeight', 900);
    const { frame, frameContainer } = await openWidget();
    frame.send({ type: 'CV_RESIZE', height: 380 });
    expect(frameContainer.style.height).toBe('380px');
    frame.send({ type: 'CV_RESIZE', height: 5000 });
    expect(frameContainer.style.height).toBe('600px');
    frame.send({ type: 'CV_RESIZE', height: 90 });
    expect(frameContainer.style.height).toBe('250px');
    frame.send({ type: 'CV_RESIZE', height: 'tall' });
    expect(frameContainer.style.height).toBe('250px');
    vi.stubGlobal('innerHeight', 600);
    frame.send({ type: 'CV_RESIZE', height: 560 });
    expect(frameContainer.style.height).toBe('500px');
  });
});

describe('messages to the frame', () => {
  const settings = { customer: { external_id: 'u-42' }, customAttributes: { plan: 'pro', seats: 3 }, language: 'tr', securityToken: 'token-123' };

  it('answers CV_READY with CV_INIT — page address, customer with its visit id, attributes, language, token — to the Canvass origin only', async () => {
    history.replaceState({}, '', '/pricing?ref=mail');
    const { frame } = await openWidget({}, settings);
    frame.send({ type: 'CV_READY' });
    await vi.waitFor(() => expect(frame.messages().map((m) => m.type)).toContain('CV_INIT'));
    const init = frame.messages().find((m) => m.type === 'CV_INIT')!;
    expect(init).toMatchObject({
      hostUrl: `${location.origin}/pricing?ref=mail`,
      customer: { external_id: 'u-42', id: 'customer-7' },
      language: 'tr',
      securityToken: 'token-123',
      targetOrigin: CANVASS_ORIGIN,
    });
    expect(decodeCustomAttributes(init.customAttributes)).toEqual({ plan: 'pro', seats: '3' });
    expect(frame.messages().every((message) => message.targetOrigin === CANVASS_ORIGIN)).toBe(true);
  });

  it('tells a ready frame when the widget opens and closes', async () => {
    const { frame, widget } = await openWidget();
    frame.send({ type: 'CV_READY' });
    await vi.waitFor(() => expect(frame.messages().map((m) => m.type)).toContain('CV_INIT'));
    widget.close();
    widget.open();
    expect(frame.messages().map((m) => m.type)).toEqual(['CV_INIT', 'CV_CLOSED', 'CV_OPENED']);
  });

  it('posts nothing to a frame that has not said CV_READY (its window still holds about:blank; issue #16 item 5)', async () => {
    const { frame, widget } = await openWidget();
    widget.close();
    widget.open();
    expect(frame.messages()).toEqual([]);
  });

  it('sends a changed customer or attributes to a ready frame once the widget is closed', async () => {
    const { frame, widget } = await openWidget({}, { customer: { id: 'c-1' } });
    frame.send({ type: 'CV_READY' });
    await vi.waitFor(() => expect(frame.messages().filter((m) => m.type === 'CV_INIT')).toHaveLength(1));
    widget.setCustomer({ id: 'c-2', external_id: 'u-2' });
    widget.setCustomAttributes({ plan: 'team' });
    expect(frame.messages().filter((m) => m.type === 'CV_INIT')).toHaveLength(1);
    widget.close();
    const inits = frame.messages().filter((m) => m.type === 'CV_INIT');
    expect(inits).toHaveLength(2);
    expect(inits[1]).toMatchObject({ customer: { id: 'c-2', external_id: 'u-2' } });
    expect(decodeCustomAttributes(inits[1]!.customAttributes)).toEqual({ plan: 'team' });
  });
});
