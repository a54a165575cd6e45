import type { Permission } from '../../server/accounts/roles';

/** The console's sections: where each lives and the permission (src/server/accounts/roles.ts) that shows it. */
export const SECTIONS = [
  { name: 'flows', path: '/console/flows', permission: 'content:read' },
  { name: 'nodes', path: '/console/nodes', permission: 'content:read' },
  { name: 'widgets', path: '/console/widgets', permission: 'content:read' },
  { name: 'chats', path: '/console/chats', permission: 'chats:read' },
  { name: 'people', path: '/console/people', permission: 'users:manage' },
  { name: 'tokens', path: '/console/tokens', permission: 'tokens:own' },
  { name: 'webhooks', path: '/console/webhooks', permission: 'webhooks:manage' },
  { name: 'audit', path: '/console/audit', permission: 'audit:read' },
] as const satisfies readonly { name: string; path: string; permission: Permission }[];

export type SectionName = (typeof SECTIONS)[number]['name'];

export type ConsoleRoute =
  | { name: 'setup'; token: string }
  | { name: 'sign-in'; next: string | null }
  | { name: 'invitation'; token: string }
  /** "Forgot password?" and the emailed link's page (issue #20). */
  | { name: 'forgot-password' }
  | { name: 'reset-password'; token: string }
  | { name: 'home' }
  | { name: SectionName }
  // One node or widget opened from its section's list (the nav still marks the section).
  | { name: 'nodes'; id: string }
  | { name: 'widgets'; code: string }
  /** The flow editor (issue #18), under the flows section: its permission is the section's, editing needs content:write. */
  | { name: 'flow-editor'; id: string }
  /** A flow's results (issue #19), under the flows section; its filters are the address's query. */
  | { name: 'flow-results'; id: string }
  | { name: 'not-found' };

export interface ConsoleLocation {
  pathname: string;
  search: string;
}

export const HOME_PATH = '/console';
export const SIGN_IN_PATH = '/console/sign-in';
export const FORGOT_PASSWORD_PATH = '/console/forgot-password';

/** Pages a signed-out person may see; every other console address needs a session. */
export const isPublicRoute = (route: ConsoleRoute): boolean =>
  route.name === 'setup' || route.name === 'sign-in' || route.name === 'invitation' || route.name === 'forgot-password' || route.name === 'reset-password';

const decodedSegment = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

export function parseRoute({ pathname, search }: ConsoleLocation): ConsoleRoute {
  const path = pathname.replace(/\/+$/, '') || '/';
  const query = new URLSearchParams(search);
  if (path === HOME_PATH) return { name: 'home' };
  if (path === '/console/setup') return { name: 'setup', token: query.get('token') ?? '' };
  if (path === SIGN_IN_PATH) return { name: 'sign-in', next: safeNext(query.get('next')) };
  // The API's invitation links say /console/invite; /console/invitation is the same page.
  if (path === '/console/invite' || path === '/console/invitation') return { name: 'invitation', token: query.get('token') ?? '' };
  if (path === FORGOT_PASSWORD_PATH) return { name: 'forgot-password' };
  if (path === '/console/reset-password') return { name: 'reset-password', token: query.get('token') ?? '' };
  const item = /^\/console\/(nodes|widgets)\/([^/]+)$/.exec(path);
  const key = item ? decodedSegment(item[2]!) : null;
  if (item && key) return item[1] === 'nodes' ? { name: 'nodes', id: key } : { name: 'widgets', code: key };
  const results = /^\/console\/flows\/([^/]+)\/results$/.exec(path);
  const resultsOf = results ? decodedSegment(results[1]!) : null;
  if (resultsOf) return { name: 'flow-results', id: resultsOf };
  const editor = /^\/console\/flows\/([^/]+)$/.exec(path);
  const flowId = editor ? decodedSegment(editor[1]!) : null;
  if (flowId) return { name: 'flow-editor', id: flowId };
  const section = SECTIONS.find((candidate) => candidate.path === path);
  return section ? { name: section.name } : { name: 'not-found' };
}

export const nodePath = (id: string): string => `/console/nodes/${encodeURIComponent(id)}`;
export const widgetPath = (code: string): string => `/console/widgets/${encodeURIComponent(code)}`;

/** The agent console (src/agent/), a page of its own that sends signed-out people here to sign in. */
export const AGENT_CONSOLE_PATH = '/agent';

/** An address this console routes itself; anything else is another page of the site, loaded in full. */
export const isConsolePath = (path: string): boolean => /^\/console(?:[/?#]|$)/.test(path);

/**
 * Only a console address or the agent console of this site may follow sign-in: never another origin
 * (`//evil.example`, `/\evil`) nor any other path.
 */
export function safeNext(next: string | null): string | null {
  if (!next || next.includes('\\')) return null;
  const agentConsole = next === AGENT_CONSOLE_PATH || next.startsWith(`${AGENT_CONSOLE_PATH}?`);
  return isConsolePath(next) || agentConsole ? next : null;
}

export const signInPath = (next?: string): string => (next ? `${SIGN_IN_PATH}?next=${encodeURIComponent(next)}` : SIGN_IN_PATH);

export const flowEditorPath = (id: string): string => `/console/flows/${encodeURIComponent(id)}`;

export const flowResultsPath = (id: string, search = ''): string => `/console/flows/${encodeURIComponent(id)}/results${search}`;
