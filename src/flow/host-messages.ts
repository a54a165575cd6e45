/**
 * SPEC 7: messages to the parent window are JSON with a type plus data fields and an optional delay; the
 * target origin is the host's when known (issue #5), any otherwise.
 */
export interface HostMessenger {
  post(type: string, data?: Record<string, unknown>, delayMs?: number): void;
}

export function createHostMessenger(target: Window | null = globalThis.parent !== globalThis.window ? globalThis.parent : null, origin = '*'): HostMessenger {
  return {
    post(type, data = {}, delayMs = 0) {
      if (!target) return;
      const send = () => target.postMessage(JSON.stringify({ type, ...data }), origin);
      if (delayMs > 0) setTimeout(send, delayMs);
      else send();
    },
  };
}
