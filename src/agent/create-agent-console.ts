import { createAgentApi } from './agent-api';
import { createAgentModel } from './model';
import { createAgentSession } from './session-model';

/** The agent console's models, wired once: one API (with the session's CSRF token), the session, the chats. */
export function createAgentConsole(base = '') {
  // The API reads the CSRF token from the session, which is made from the API: the getter runs only at a call.
  const api = createAgentApi({ base, csrfToken: () => session.$session.getState()?.csrf_token });
  const session = createAgentSession(api);
  return { api, session, chats: createAgentModel(api, session) };
}

export type AgentConsoleApp = ReturnType<typeof createAgentConsole>;
