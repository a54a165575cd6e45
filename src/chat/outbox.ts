import { catchError, concatMap, defer, EMPTY, from, map, of, takeWhile, type Observable } from 'rxjs';
import { STORE_KEYS, type KeyValueStore } from '../storage/local-store';

/** A chat message not yet accepted by the server, as kept across reloads. */
export interface OutboxMessage {
  clientId: string;
  body: string;
}

/**
 * A chat's outgoing messages kept until the server accepts them (issue #16), in local storage, or inside a widget
 * frame without storage in the loader-held store (src/widget/frame/host-held-store.ts). Text only: an attachment
 * cannot be stored, so a message with one stays in this page's memory. client_id makes each resend idempotent.
 */
export function chatOutbox(store: KeyValueStore, feedbackId: string) {
  const key = STORE_KEYS.chatOutbox(feedbackId);
  const list = (): OutboxMessage[] => {
    const stored = store.get<OutboxMessage[]>(key);
    return Array.isArray(stored) ? stored.filter((m) => typeof m?.clientId === 'string' && typeof m.body === 'string') : [];
  };
  return {
    list,
    add(message: OutboxMessage) {
      if (!list().some((m) => m.clientId === message.clientId)) store.set(key, [...list(), message]);
    },
    remove(clientId: string) {
      const rest = list().filter((m) => m.clientId !== clientId);
      if (rest.length) store.set(key, rest);
      else store.remove(key);
    },
  };
}

export type SendOutcome<T> = { clientId: string; sent: T } | { clientId: string; error: unknown; retryable: boolean };

/** Network failures, server errors and rate limits pass; a refusal (4xx) will not change by trying again. */
export const isRetryable = (error: unknown): boolean => {
  const status = (error as { status?: unknown })?.status;
  return typeof status !== 'number' || status === 0 || status >= 500 || status === 429;
};

/**
 * Sends waiting messages one after another in their order, so the agent reads them as written; stops after the
 * first that cannot go now (offline, server down), leaving it and the later ones for the next attempt. A refused one
 * is reported and the rest go on.
 */
export function sendInOrder<M extends { clientId: string }, T>(messages: readonly M[], send: (message: M) => Promise<T>): Observable<SendOutcome<T>> {
  if (messages.length === 0) return EMPTY;
  return from(messages).pipe(
    concatMap((message) =>
      defer(() => send(message)).pipe(
        map((sent): SendOutcome<T> => ({ clientId: message.clientId, sent })),
        catchError((error: unknown) => of<SendOutcome<T>>({ clientId: message.clientId, error, retryable: isRetryable(error) })),
      ),
    ),
    takeWhile((outcome) => !('error' in outcome && outcome.retryable), true),
  );
}
