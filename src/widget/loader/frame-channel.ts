import { FRAME_MESSAGES, HOST_EVENTS, readMessage, type FrameMessageType, type HostEventType, type HostMessageType } from '../protocol';

const KNOWN: readonly (FrameMessageType | HostEventType)[] = [...FRAME_MESSAGES, ...HOST_EVENTS];

export type FrameMessage = { type: FrameMessageType | HostEventType } & Record<string, unknown>;

/**
 * The loader's side of src/widget/protocol.ts (issue #5): a message counts only when it comes from the widget's own
 * iframe window, from the Canvass origin, and has a known type; anything else is ignored.
 */
export function listenToFrame(origin: string, frameWindow: () => Window | null, handle: (message: FrameMessage) => void, signal: AbortSignal): void {
  addEventListener(
    'message',
    (event) => {
      const source = frameWindow();
      if (!source || event.source !== source || event.origin !== origin) return;
      const message = readMessage(event.data, KNOWN);
      if (message) handle(message);
    },
    { signal },
  );
}

/** Posts to the frame at the Canvass origin only, never '*': another page loaded in its place cannot read it. */
export function postToFrame(frame: Window | null, origin: string, type: HostMessageType, data: Record<string, unknown> = {}): void {
  frame?.postMessage(JSON.stringify({ ...data, type }), origin);
}
