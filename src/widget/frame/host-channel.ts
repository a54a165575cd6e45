import type { HostMessenger } from '../../flow/host-messages';
import { HOST_MESSAGES, readMessage, type HostMessageType } from '../protocol';

/**
 * The frame's side of the loader protocol (src/widget/protocol.ts): posts only to the host origin named in the
 * address, and accepts only messages from the parent window at that origin, of known types.
 */
export function createHostChannel(hostOrigin: string | null, parent: Window | null = window.parent !== window ? window.parent : null) {
  const origin = hostOrigin && /^https?:\/\/[^/]+$/.test(hostOrigin) ? hostOrigin : null;
  const post = (type: string, data: Record<string, unknown> = {}) => {
    if (parent && origin) parent.postMessage(JSON.stringify({ type, ...data }), origin);
  };
  return {
    embedded: parent !== null && origin !== null,
    post,
    /** A HostMessenger for the flow: its SPEC 4.4 events go to the host page. */
    messenger: {
      post(type, data = {}, delayMs = 0) {
        if (delayMs > 0) setTimeout(() => post(type, data), delayMs);
        else post(type, data);
      },
    } satisfies HostMessenger,
    listen(handler: (message: { type: HostMessageType } & Record<string, unknown>) => void): () => void {
      const onMessage = (event: MessageEvent) => {
        if (!parent || event.source !== parent || event.origin !== origin) return;
        const message = readMessage(event.data, HOST_MESSAGES);
        if (message) handler(message);
      };
      addEventListener('message', onMessage);
      return () => removeEventListener('message', onMessage);
    },
  };
}

export type HostChannel = ReturnType<typeof createHostChannel>;
