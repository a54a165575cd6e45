import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { newSecret, sha256 } from '../services/tokens';
import { SESSION_COOKIE } from './authenticate';
import type { StoredUser } from '../storage/account-storage';

/** Secure whenever the server is reached over https (PUBLIC_URL, or the proxy says so with TRUST_PROXY). */
const secureFor = (request: FastifyRequest, context: ServerContext) => context.config.publicUrl.startsWith('https:') || request.protocol === 'https';

/** Starts a session row and sets its cookie; returns the CSRF token the console sends back on writes. */
export async function startSession(request: FastifyRequest, reply: FastifyReply, context: ServerContext, user: StoredUser): Promise<string> {
  const id = newSecret();
  const csrfToken = newSecret();
  const now = context.clock();
  await context.storage.accounts.sessions.create({ idHash: sha256(id), userId: user.id, csrfToken, now, expiresAt: now + context.config.sessionMaxMs });
  reply.setCookie(SESSION_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureFor(request, context),
    maxAge: Math.floor(context.config.sessionMaxMs / 1000),
  });
  return csrfToken;
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, context: ServerContext): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: secureFor(request, context) });
}
