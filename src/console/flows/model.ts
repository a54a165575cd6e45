import type { ApiClient } from '../api/client';
import { expectOk } from '../api/api-failure';
import { createResource } from '../app/request-state';

/** The flows list (read-only until the flow editor arrives): GET /v1/manage/flows. */
export function createFlowsModel(api: ApiClient) {
  return createResource(() => expectOk(api.GET('/v1/manage/flows', { params: { query: {} } })));
}
