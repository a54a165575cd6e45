/**
 * Local storage with a memory fallback (SPEC 3.8: "If storage is unavailable the cache falls back to memory"):
 * private modes and sandboxed frames throw on access, and the flow must still work there.
 */
export interface KeyValueStore {
  get<T>(key: string): T | undefined;
  set(key: string, value: unknown): void;
  remove(key: string): void;
  /** SPEC 3.8 widget stores: the stored object merged with new values. */
  merge<T extends object>(key: string, patch: Partial<T>): T;
}

function probe(): Storage | undefined {
  try {
    const storage = globalThis.localStorage;
    const key = '__canvass_probe__';
    storage.setItem(key, key);
    storage.removeItem(key);
    return storage;
  } catch {
    return undefined;
  }
}

/** A page's store, which also says whether it outlives the page and tells who listens what changed. */
export interface PageStore extends KeyValueStore {
  /** False when storage is refused and only the memory copy holds: it is gone when the page closes. */
  readonly persistent: boolean;
  /** Every key written on this page (the memory copy's keys). */
  keys(): string[];
  /** Calls `listener` with the key after each write; returns the function that stops it. */
  watch(listener: (key: string) => void): () => void;
}

export function createStore(backing: Storage | undefined = probe()): PageStore {
  const memory = new Map<string, string>();
  const listeners = new Set<(key: string) => void>();
  const read = (key: string) => {
    try {
      return backing ? backing.getItem(key) : (memory.get(key) ?? null);
    } catch {
      return memory.get(key) ?? null;
    }
  };
  const write = (key: string, text: string | null) => {
    if (text === null) memory.delete(key);
    else memory.set(key, text);
    try {
      if (text === null) backing?.removeItem(key);
      else backing?.setItem(key, text);
    } catch {
      // Quota or access errors: the memory copy keeps this page working.
    }
    for (const listener of listeners) listener(key);
  };
  const store: PageStore = {
    persistent: backing !== undefined,
    keys: () => [...memory.keys()],
    watch(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    get<T>(key: string) {
      const text = read(key);
      if (text === null) return undefined;
      try {
        return JSON.parse(text) as T;
      } catch {
        return undefined;
      }
    },
    set: (key, value) => write(key, JSON.stringify(value)),
    remove: (key) => write(key, null),
    merge<T extends object>(key: string, patch: Partial<T>) {
      const next = { ...(store.get<T>(key) ?? {}), ...patch } as T;
      store.set(key, next);
      return next;
    },
  };
  return store;
}

/** SPEC 3.8 local storage keys. */
export const STORE_KEYS = {
  deviceId: 'DEVICE_ID',
  incompleteSurveys: 'INCOMPLETE_SURVEYS',
  feedbackQueue: 'FEEDBACK_QUEUE',
  session: 'CANVASS_SESSION',
  clientId: 'CANVASS_CLIENT_ID',
  previousFeedbacks: 'PREVIOUS_FEEDBACKS',
  lastFeedbackSubmitDate: 'LAST_FEEDBACK_SUBMIT_DATE',
  flowDraft: (flowId: string) => `FLOW/${flowId}`,
  nodeFlags: (nodeId: string) => `NODE/${nodeId}`,
  widget: (code: string) => `WIDGET/${code}`,
  cache: (key: string) => `CANVASS_CACHE/${key}`,
  /** Chat messages not yet accepted by the server (issue #16), per chat. */
  chatOutbox: (feedbackId: string) => `CHAT_OUTBOX/${feedbackId}`,
} as const;

let page: PageStore | undefined;

/**
 * The page's one store. Where storage is unavailable (a sandboxed or cross-site frame that refuses it), each store
 * would keep its own memory copy, and what the flow remembers (the widget's previous feedbacks, say) would be
 * invisible to the rest of the page; the parts of one page therefore share this one.
 */
export function pageStore(): PageStore {
  return (page ??= createStore());
}

