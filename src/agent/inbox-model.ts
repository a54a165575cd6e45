import { createEffect, createEvent, createStore, sample, type Event, type Store } from 'effector';
import type { ChatStatus } from '../types/schemas';
import type { AgentApi, InboxItem, InboxQuery, InboxView } from './agent-api';

const PAGE = 30;
/** A refresh keeps what the agent has scrolled to, up to the server's largest page. */
const MAX_PAGE = 100;

/**
 * The inbox (issue #22): one view (mine, unassigned, all) and one status, searched by words, a page at a time
 * with the server's keyset cursor. A socket's chat_updated refreshes it in place.
 */
export function createInboxModel(api: AgentApi, $ready: Store<boolean>, left: Event<unknown>) {
  const viewChosen = createEvent<InboxView>();
  const statusChosen = createEvent<ChatStatus>();
  const searched = createEvent<string>();
  const moreRequested = createEvent();
  const refreshed = createEvent();
  /** The open chat was read: its count clears here at once (the server's answer brings the total). */
  const chatRead = createEvent<string>();

  const $view = createStore<InboxView>('all').on(viewChosen, (_, view) => view);
  const $status = createStore<ChatStatus>('open').on(statusChosen, (_, status) => status);
  const $search = createStore('').on(searched, (_, search) => search);

  const loadFx = createEffect((query: InboxQuery) => api.inbox(query));
  const moreFx = createEffect((query: InboxQuery) => api.inbox(query));
  const markReadFx = createEffect((id: string) => api.markRead(id));

  const $items = createStore<InboxItem[]>([])
    .on(loadFx.doneData, (_, page) => page.items)
    .on(moreFx.doneData, (items, page) => [...items, ...page.items.filter((item) => !items.some((known) => known.feedback_id === item.feedback_id))])
    .on(chatRead, (items, id) => items.map((item) => (item.feedback_id === id ? { ...item, unread: 0 } : item)))
    .reset(left);
  const $nextCursor = createStore<string | null>(null)
    .on(loadFx.doneData, (_, page) => page.next_cursor)
    .on(moreFx.doneData, (_, page) => page.next_cursor)
    .reset(left);
  const $unreadChats = createStore(0)
    .on(loadFx.doneData, (_, page) => page.unread_chats)
    .on(markReadFx.doneData, (_, read) => read.unread_chats)
    .reset(left);
  const $failed = createStore(false).on(loadFx.fail, () => true).on(loadFx.done, () => false);

  const $query = { ready: $ready, view: $view, status: $status, search: $search, items: $items };
  // A new view, status or search starts from the top; a refresh reloads as many as are shown.
  sample({
    clock: [viewChosen, statusChosen, searched],
    source: $query,
    filter: ({ ready }) => ready,
    fn: ({ view, status, search }): InboxQuery => ({ view, status, search, limit: PAGE }),
    target: loadFx,
  });
  sample({
    clock: refreshed,
    source: $query,
    filter: ({ ready }) => ready,
    fn: ({ view, status, search, items }): InboxQuery => ({ view, status, search, limit: Math.min(MAX_PAGE, Math.max(PAGE, items.length)) }),
    target: loadFx,
  });
  sample({
    clock: moreRequested,
    source: { ...$query, cursor: $nextCursor },
    filter: ({ ready, cursor }) => ready && cursor !== null,
    fn: ({ view, status, search, cursor }): InboxQuery => ({ view, status, search, cursor, limit: PAGE }),
    target: moreFx,
  });
  sample({ clock: chatRead, target: markReadFx });

  return {
    viewChosen, statusChosen, searched, moreRequested, refreshed, chatRead,
    $view, $status, $search, $items, $nextCursor, $unreadChats, $failed,
    failures: [loadFx.failData, moreFx.failData, markReadFx.failData],
    loading: loadFx.pending,
  };
}
