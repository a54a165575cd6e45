import { STORE_KEYS, type PageStore } from '../../storage/local-store';
import type { SubmitJob } from '../../flow/submit-queue';
import type { HostChannel } from './host-channel';
import type { KeepMessage } from '../protocol';

/**
 * What must outlive the page even where the frame may not store (issue #16): the device, partial feedbacks in
 * progress, feedbacks not yet sent, the previous-chats menu and chat messages not yet sent. Drafts stay in memory.
 */
const isHeldKey = (key: string) =>
  key === STORE_KEYS.deviceId ||
  key === STORE_KEYS.incompleteSurveys ||
  key === STORE_KEYS.feedbackQueue ||
  key.startsWith(`${STORE_KEYS.previousFeedbacks}/`) ||
  key.startsWith(STORE_KEYS.chatOutbox(''));

/** Below readMessage's 100,000 characters, with room for the rest of CV_INIT. */
const HELD_MAX_CHARS = 60_000;

/**
 * When the frame's own storage is refused (Chromium, Safari and Firefox refuse or partition it in cross-site frames),
 * the loader keeps the held keys in the host page's storage: `kept` from CV_INIT fills this page's store, and each
 * change of a held key hands the whole set back (CV_KEEP). A feedback kept that way is sent by the next frame with
 * the same Idempotency-Key, so it arrives once. With working storage this does nothing.
 *
 * The host page can write its own storage, so what comes back is checked: held keys only, and queued feedbacks
 * only for this widget's node.
 */
export function holdInHost(store: PageStore, channel: Pick<HostChannel, 'embedded' | 'post'>, kept: unknown, nodeId: string): () => void {
  if (store.persistent || !channel.embedded) return () => undefined;
  for (const [key, value] of Object.entries(kept && typeof kept === 'object' ? kept : {})) {
    if (!isHeldKey(key) || store.get(key) !== undefined) continue;
    if (key === STORE_KEYS.feedbackQueue) {
      const jobs = Array.isArray(value) ? (value as SubmitJob[]).filter((job) => job?.nodeId === nodeId && typeof job.key === 'string') : [];
      if (jobs.length) store.set(key, jobs);
    } else store.set(key, value);
  }
  const handBack = () => {
    // Unsent feedbacks first; whatever would pass HELD_MAX_CHARS stays in memory, so both messages stay readable.
    const keys = store.keys().filter(isHeldKey).sort((a, b) => Number(b === STORE_KEYS.feedbackQueue) - Number(a === STORE_KEYS.feedbackQueue));
    const kept: Record<string, unknown> = {};
    let size = 0;
    for (const key of keys) {
      const value = store.get(key);
      const length = JSON.stringify(value ?? null).length + key.length;
      if (value === undefined || size + length > HELD_MAX_CHARS) continue;
      kept[key] = value;
      size += length;
    }
    const message: Omit<KeepMessage, 'type'> = { kept, unsent: (store.get<SubmitJob[]>(STORE_KEYS.feedbackQueue) ?? []).length > 0 };
    channel.post('CV_KEEP', message);
  };
  return store.watch((key) => isHeldKey(key) && handBack());
}
