import { createApiClient, type ApiClient } from './client';

export interface ConsoleApiOptions {
  baseUrl?: string;
  /** The signed-in session's CSRF token, sent with every state-changing call. */
  csrfToken(): string | undefined;
  /** A management call answered 401: the session ended (signed out elsewhere, expired, or the account removed). */
  onUnauthorized(): void;
}

/**
 * The generated client as the browser console uses it. Only /v1/manage/ answers count as "the session ended": under
 * /v1/auth/ a 401 means wrong credentials or no session yet, which the screens handle themselves.
 */
export function createConsoleApi(options: ConsoleApiOptions): ApiClient {
  const client = createApiClient({ baseUrl: options.baseUrl, csrfToken: options.csrfToken });
  client.use({
    onResponse({ request, response }) {
      if (response.status === 401 && new URL(request.url).pathname.startsWith('/v1/manage/')) options.onUnauthorized();
      return response;
    },
  });
  return client;
}
