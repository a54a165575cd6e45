import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../api-error';
import type { ServerContext } from '../context';
import { secretsEqual, sha256 } from '../services/tokens';
import type { Principal } from './principal';
import { roleMay, type Permission } from './roles';

export const SESSION_COOKIE = 'canvass_session';
const CSRF_HEADER = 'x-csrf-token';

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal;
  }
}

/** Writes to last_seen_at at most this often: idle expiry needs minutes, not a write per request. */
const TOUCH_EVERY_MS = 60_000;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const unauthenticated = (message = 'Sign in or send an API token') => new ApiError(401, 'invalid_token', message);

/**
 * Resolves the caller from `Authorization: Bearer <API token | AGENT_TOKEN>` or the session cookie. A session is
 * read from its row on every request, so signing out or removing the user refuses it at once on every process.
 * A state-changing call made with the cookie must carry the session's CSRF token in X-CSRF-Token.
 */
export async function authenticate(request: FastifyRequest, context: ServerContext): Promise<Principal> {
  if (request.principal) return request.principal;
  const header = request.headers.authorization;
  if (header !== undefined) {
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token) throw unauthenticated('The Authorization header takes "Bearer <token>"');
    return (request.principal = await principalFromToken(token, context));
  }
  const sessionId = request.cookies?.[SESSION_COOKIE];
  if (!sessionId) throw unauthenticated();
  const { principal, csrfToken } = await principalFromSession(sessionId, context);
  if (!SAFE_METHODS.has(request.method) && !secretsEqual(request.headers[CSRF_HEADER], csrfToken)) {
    throw new ApiError(403, 'csrf_failed', 'The X-CSRF-Token header is missing or wrong; reload the page');
  }
  return (request.principal = principal);
}

/** An API token (stored as SHA-256) or AGENT_TOKEN; 401 when unknown, revoked, expired or its account is gone. */
export async function principalFromToken(token: string, context: ServerContext): Promise<Principal> {
  const { storage, clock, config } = context;
  const now = clock();
  if (config.agentToken && secretsEqual(token, config.agentToken)) {
    warnLegacyTokenOnce(context);
    return { kind: 'legacy-agent-token', role: 'agent', userId: null, displayName: 'Agent' };
  }
  const stored = await storage.accounts.tokens.byHash(sha256(token));
  const owner = stored && (stored.expiresAt === null || stored.expiresAt > now) ? await storage.accounts.users.get(stored.userId) : undefined;
  if (!stored || !owner) throw unauthenticated('The API token is unknown, revoked or expired');
  if (stored.lastUsedAt === null || now - stored.lastUsedAt > TOUCH_EVERY_MS) await storage.accounts.tokens.markUsed(stored.id, now);
  return { kind: 'token', role: stored.role, userId: owner.id, displayName: owner.displayName, tokenId: stored.id };
}

/** A session by the cookie's id: read from its row each time, ended when idle or too old, or its user is gone. */
export async function principalFromSession(sessionId: string, context: ServerContext): Promise<{ principal: Principal; csrfToken: string }> {
  const { storage, clock, config } = context;
  const now = clock();
  const sessionHash = sha256(sessionId);
  const session = await storage.accounts.sessions.get(sessionHash);
  if (!session || session.expiresAt <= now || session.lastSeenAt + config.sessionIdleMs <= now) {
    if (session) await storage.accounts.sessions.remove(sessionHash);
    throw unauthenticated('The session has ended; sign in again');
  }
  const user = await storage.accounts.users.get(session.userId);
  if (!user) throw unauthenticated('The session has ended; sign in again');
  if (now - session.lastSeenAt > TOUCH_EVERY_MS) await storage.accounts.sessions.touch(sessionHash, now);
  return { principal: { kind: 'session', role: user.role, userId: user.id, displayName: user.displayName, sessionHash }, csrfToken: session.csrfToken };
}

let warned = false;
function warnLegacyTokenOnce(context: ServerContext): void {
  if (warned) return;
  warned = true;
  context.log.warn('AGENT_TOKEN was used: it works as an agent-role API token for this release only; create API tokens or accounts instead (README "Accounts")');
}

/** A route guard: the caller must be signed in (or send a token) with a role that has `permission`. */
export function requirePermission(context: ServerContext, permission: Permission) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const principal = await authenticate(request, context);
    if (!roleMay(principal.role, permission)) throw new ApiError(403, 'forbidden', `The ${principal.role} role may not do this`);
  };
}
