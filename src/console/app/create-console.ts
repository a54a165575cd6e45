import { createConsoleApi } from '../api/console-api';
import { createAuthModel } from '../auth/model';
import { createPasswordResetModel } from '../auth/password-reset-model';
import { createAuditModel } from '../audit/model';
import { createChatsModel } from '../chats/model';
import { createFlowsModel } from '../flows/model';
import { createNodesModel } from '../nodes/model';
import { createNoticesModel } from '../notices/model';
import { createPeopleModel } from '../people/model';
import { createResultsModel } from '../results/model';
import { createRouter, type BrowserHistory } from '../routing/model';
import { guardNavigation } from '../routing/navigation-guard';
import { createSessionModel } from '../session/model';
import { createTokensModel } from '../tokens/model';
import { createWebhooksModel } from '../webhooks/model';
import { createWidgetsModel } from '../widgets/model';

export interface ConsoleOptions {
  /** '' in the browser (same origin); tests pass the mocked server's address. */
  baseUrl?: string;
  browser?: BrowserHistory;
  memory?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

/** The console's models, wired once: one API client, one session, one router, one model a feature. */
export function createConsole(options: ConsoleOptions = {}) {
  // The client reads the session's CSRF token and reports 401s to it; the session is made from the client (the
  // callbacks run only once calls are made, after both exist).
  const api = createConsoleApi({
    baseUrl: options.baseUrl,
    csrfToken: () => session.$session.getState()?.csrf_token,
    onUnauthorized: () => session.unauthorized(),
  });
  const session = createSessionModel(api, options.memory);
  const router = createRouter(options.browser);
  guardNavigation(router, session);
  return {
    api,
    session,
    router,
    auth: createAuthModel(api, session, router),
    passwordReset: createPasswordResetModel(api),
    flows: createFlowsModel(api),
    results: createResultsModel(api),
    nodes: createNodesModel(api),
    widgets: createWidgetsModel(api),
    chats: createChatsModel(api),
    people: createPeopleModel(api),
    tokens: createTokensModel(api),
    webhooks: createWebhooksModel(api),
    audit: createAuditModel(api),
    notices: createNoticesModel(api),
  };
}

export type Console = ReturnType<typeof createConsole>;
