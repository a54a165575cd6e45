import { fastifyCookie } from '@fastify/cookie';
import type { ServerContext } from '../context';
import { principalFromSession, principalFromToken, SESSION_COOKIE } from './authenticate';
import type { Principal } from './principal';
import { roleMay, type Permission } from './roles';

export interface SocketCredentials {
  /** `auth.token` of the handshake: an API token or AGENT_TOKEN. */
  token: unknown;
  /** The handshake's Cookie header (the console's session). */
  cookie: string | undefined;
}

/** The /agent namespace's door: a token or the session cookie of an account whose role may work on chats. */
export const agentPrincipal = (credentials: SocketCredentials, context: ServerContext) => socketPrincipal(credentials, context, 'chats:read');

/** The /results namespace's door (issue #19): an account whose role may read feedbacks. */
export const resultsPrincipal = (credentials: SocketCredentials, context: ServerContext) => socketPrincipal(credentials, context, 'feedbacks:read');

async function socketPrincipal(credentials: SocketCredentials, context: ServerContext, permission: Permission): Promise<Principal | undefined> {
  try {
    let principal: Principal | undefined;
    if (typeof credentials.token === 'string' && credentials.token !== '') principal = await principalFromToken(credentials.token, context);
    else {
      const sessionId = credentials.cookie ? fastifyCookie.parse(credentials.cookie)[SESSION_COOKIE] : undefined;
      if (sessionId) principal = (await principalFromSession(sessionId, context)).principal;
    }
    return principal && roleMay(principal.role, permission) ? principal : undefined;
  } catch {
    return undefined;
  }
}
