import { asyncScheduler, Observable, Subject, switchMap, throttleTime, timer } from 'rxjs';
import { io, type ManagerOptions, type SocketOptions } from 'socket.io-client';
import type { ReplyCreated } from '../types/schemas';
import { REALTIME_DEFAULTS } from '../lib/constants';

export type ChatSocketEvent =
  /** Joined the chat's room; after a reconnect too, so the screen fetches what it missed meanwhile. */
  | { kind: 'subscribed' }
  | { kind: 'reply'; body: ReplyCreated }
  | { kind: 'disconnected' }
  | { kind: 'refused' }
  /** An agent is typing (issue #22); `typingStopped` follows after a quiet spell. */
  | { kind: 'typing'; name: string }
  | { kind: 'typingStopped' };

/** How often the respondent's typing is told to agents at most, and how long an agent's typing shows after the last sign. */
const TYPING_SEND_MS = 2000;
const TYPING_SHOWN_MS = 4000;

/** Anything that calls back when the respondent types (the chat model's `typed` event). */
interface Typed {
  watch(listener: () => void): { unsubscribe(): void };
}

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
 * reconnect, and emits the room's reply_created bodies and an agent's typing; tells the room when `typed` fires (the
 * respondent typing, throttled). Unsubscribing leaves the room and closes the socket.
 */
export function chatSocket$(url: string, feedbackId: string, token: string, typed?: Typed, options = SOCKET_OPTIONS): Observable<ChatSocketEvent> {
  return new Observable<ChatSocketEvent>((subscriber) => {
    const socket = io(url, options);
    const typing = new Subject<string>();
    const shown = typing.pipe(switchMap((name) => {
      subscriber.next({ kind: 'typing', name });
      return timer(TYPING_SHOWN_MS);
    })).subscribe(() => subscriber.next({ kind: 'typingStopped' }));
    socket.on('typing', (event: { actor?: unknown; name?: unknown }) => {
      if (event?.actor === 'agent') typing.next(typeof event.name === 'string' ? event.name : '');
    });
    const own = new Subject<void>();
    const sending = own.pipe(throttleTime(TYPING_SEND_MS, asyncScheduler, { leading: true, trailing: true })).subscribe(() => socket.connected && socket.emit('typing', { feedbackId }));
    const unwatch = typed?.watch(() => own.next());
    socket.on('connect', () => {
      socket.emit('subscribe', { roomId: 'chat', feedbackId, token }, (answer?: { ok: boolean }) => {
        subscriber.next(answer?.ok ? { kind: 'subscribed' } : { kind: 'refused' });
      });
    });
    socket.on('reply_created', (body: ReplyCreated) => subscriber.next({ kind: 'reply', body }));
    socket.on('disconnect', () => subscriber.next({ kind: 'disconnected' }));
    return () => {
      unwatch?.unsubscribe();
      sending.unsubscribe();
      shown.unsubscribe();
      if (socket.connected) socket.emit('unsubscribe', { roomId: 'chat', feedbackId });
      socket.close();
    };
  });
}
