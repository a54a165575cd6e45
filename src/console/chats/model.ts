import type { ApiClient } from '../api/client';
import { expectOk } from '../api/api-failure';
import { createResource } from '../app/request-state';

/** Recent chats of every status, newest first (GET /v1/manage/chats); conversations open in the agent console. */
export function createChatsModel(api: ApiClient) {
  return createResource(() => expectOk(api.GET('/v1/manage/chats', { params: { query: {} } })));
}
