import { STORE_KEYS, type KeyValueStore } from '../../storage/local-store';

/** A feedback this browser gave through a widget that opened a chat (SPEC 2.4 previous feedbacks). */
export interface PreviousFeedback {
  feedbackId: string;
  token: string;
  createdAt: number;
  title: string;
}

const key = (code: string) => `${STORE_KEYS.previousFeedbacks}/${code}`;

export function previousFeedbacks(store: KeyValueStore, code: string): PreviousFeedback[] {
  const list = store.get<PreviousFeedback[]>(key(code));
  return Array.isArray(list) ? [...list].sort((a, b) => b.createdAt - a.createdAt) : [];
}

export function rememberFeedback(store: KeyValueStore, code: string, feedback: PreviousFeedback): void {
  const list = previousFeedbacks(store, code).filter((f) => f.feedbackId !== feedback.feedbackId);
  store.set(key(code), [feedback, ...list].slice(0, 50));
}
