import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from './schema';

export type { paths } from './schema';

/**
 * The console's one way to the management API: a client typed by the OpenAPI document (`npm run api:types`), never a
 * hand-written copy of its types. In the browser the session cookie rides along; `csrfToken()` gives the token every
 * state-changing call carries. Scripts and tests pass `headers` (an API token) instead.
 */
export function createApiClient(options: { baseUrl?: string; csrfToken?: () => string | undefined; headers?: Record<string, string> } = {}) {
  const client = createClient<paths>({ baseUrl: options.baseUrl ?? '', credentials: 'same-origin', headers: options.headers });
  const csrf: Middleware = {
    onRequest({ request }) {
      const token = options.csrfToken?.();
      if (token && !['GET', 'HEAD'].includes(request.method)) request.headers.set('x-csrf-token', token);
      return request;
    },
  };
  client.use(csrf);
  return client;
}

export type ApiClient = ReturnType<typeof createApiClient>;
