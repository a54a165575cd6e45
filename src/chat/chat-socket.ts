import { Observable } from 'rxjs';
import { io, type ManagerOptions, type SocketOptions } from 'socket.io-client';
import type { ReplyCreated } from '../types/schemas';
import { REALTIME_DEFAULTS } from '../lib/constants';

export type ChatSocketEvent =
  /** Joined the chat's room; after a reconnect too, so the screen fetches what it missed meanwhile. */
  | { kind: 'subscribed' }
  | { kind: 'reply'; body: ReplyCreated }
  | { kind: 'disconnected' }
  | { kind: 'refused' };

/** SPEC 9 realtime defaults. Polling first, then the upgrade to websocket (SPEC 7 names both orders). */
const SOCKET_OPTIONS: Partial<ManagerOptions & SocketOptions> = {
  transports: ['polling', 'websocket'],
  timeout: REALTIME_DEFAULTS.timeout,
  reconnectionDelay: REALTIME_DEFAULTS.reconnectionDelay,
  reconnectionDelayMax: REALTIME_DEFAULTS.reconnectionDelayMax,
  randomizationFactor: REALTIME_DEFAULTS.randomizationFactor,
  reconnectionAttempts: REALTIME_DEFAULTS.reconnectionAttempts,
};

/**
 * A chat's realtime stream (SPEC 7): connects, subscribes to the room with roomId "chat", re-subscribes on every
 * reconnect, and emits the room's reply_created bodies. Unsubscribing leaves the room and closes the socket.
 */
export function chatSocket$(url: string, feedbackId: string, token: string, options = SOCKET_OPTIONS): Observable<ChatSocketEvent> {
  return new Observable<ChatSocketEvent>((subscriber) => {
    const socket = io(url, options);
    socket.on('connect', () => {
      socket.emit('subscribe', { roomId: 'chat', feedbackId, token }, (answer?: { ok: boolean }) => {
        subscriber.next(answer?.ok ? { kind: 'subscribed' } : { kind: 'refused' });
      });
    });
    socket.on('reply_created', (body: ReplyCreated) => subscriber.next({ kind: 'reply', body }));
    socket.on('disconnect', () => subscriber.next({ kind: 'disconnected' }));
    return () => {
      if (socket.connected) socket.emit('unsubscribe', { roomId: 'chat', feedbackId });
      socket.close();
    };
  });
}
