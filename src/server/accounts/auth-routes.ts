import type { FastifyInstance } from 'fastify';
import { ApiError } from '../api-error';
import type { ServerContext } from '../context';
import { ERROR_RESPONSE, ref } from '../manage/schema-registry';
import { sha256 } from '../services/tokens';
import { audit } from './audit';
import { authenticate } from './authenticate';
import { hashPassword, passwordMatches, passwordProblem } from './passwords';
import { clearSessionCookie, startSession } from './session-cookie';
import { clearAccountLimit, recordFailedSignIn, refuseIfLocked } from './sign-in-limits';
import { userView } from './views';
import type { Role } from './roles';

const errors = { 400: ERROR_RESPONSE, 401: ERROR_RESPONSE, 403: ERROR_RESPONSE, 404: ERROR_RESPONSE, 409: ERROR_RESPONSE, 429: ERROR_RESPONSE };
const tags = ['auth'];

/** Sign-in, setup and invitation acceptance take guesses: a tighter per-address limit than other POSTs. */
const guessLimited = (context: ServerContext) => ({ rateLimit: { max: context.config.signInRatePerMinute, timeWindow: 60_000 } });

/**
 * Signing in and out, the first owner's setup, accepting an invitation and one's own session (issue #17), under
 * /v1/auth/. Everything else about accounts is in the management API (/v1/manage/users, tokens, invitations).
 */
export function authRoutes(app: FastifyInstance, context: ServerContext): void {
  const { storage, clock } = context;
  const accounts = storage.accounts;

  const newPasswordHash = async (password: string) => {
    const problem = await passwordProblem(password);
    if (problem) throw new ApiError(400, 'weak_password', problem);
    return hashPassword(password);
  };

  app.post<{ Body: { email: string; password: string } }>('/v1/auth/sign-in', {
    config: guessLimited(context),
    schema: { tags, summary: 'Sign in with email and password; sets the session cookie', body: ref('manage-account.schema.json', 'signIn'), response: { 200: ref('manage-account.schema.json', 'session'), ...errors } },
  }, async (request, reply) => {
    const { email, password } = request.body;
    await refuseIfLocked(context, email, request.ip);
    const user = await accounts.users.byEmail(email);
    if (!(await passwordMatches(user?.passwordHash, password)) || !user) throw await recordFailedSignIn(context, email, request.ip);
    await clearAccountLimit(context, email);
    const csrfToken = await startSession(request, reply, context, user);
    return { user: userView(user), csrf_token: csrfToken };
  });

  app.post('/v1/auth/sign-out', {
    schema: { tags, summary: 'End this session at once, on every server process', response: { 204: { type: 'null' }, ...errors } },
  }, async (request, reply) => {
    const principal = await authenticate(request, context);
    if (principal.sessionHash) await accounts.sessions.remove(principal.sessionHash);
    clearSessionCookie(request, reply, context);
    return reply.status(204).send();
  });

  app.get('/v1/auth/session', {
    schema: { tags, summary: 'The signed-in account and the CSRF token of this session', response: { 200: ref('manage-account.schema.json', 'session'), ...errors } },
  }, async (request) => {
    const principal = await authenticate(request, context);
    if (!principal.sessionHash || !principal.userId) throw new ApiError(401, 'invalid_token', 'No session: API tokens have none');
    const [user, session] = await Promise.all([accounts.users.get(principal.userId), accounts.sessions.get(principal.sessionHash)]);
    if (!user || !session) throw new ApiError(401, 'invalid_token', 'The session has ended; sign in again');
    return { user: userView(user), csrf_token: session.csrfToken };
  });

  app.post<{ Body: { current_password: string; new_password: string } }>('/v1/auth/password', {
    config: guessLimited(context),
    schema: { tags, summary: 'Change one\'s own password; other sessions of the account end', body: ref('manage-account.schema.json', 'passwordChange'), response: { 204: { type: 'null' }, ...errors } },
  }, async (request, reply) => {
    const principal = await authenticate(request, context);
    if (principal.kind !== 'session' || !principal.userId) throw new ApiError(403, 'forbidden', 'Change a password in a signed-in session');
    const user = await accounts.users.get(principal.userId);
    const withHash = user && (await accounts.users.byEmail(user.email));
    if (!withHash || !(await passwordMatches(withHash.passwordHash, request.body.current_password))) throw new ApiError(403, 'sign_in_failed', 'The current password is wrong');
    await accounts.users.update(withHash.id, { passwordHash: await newPasswordHash(request.body.new_password) }, undefined, clock());
    await accounts.sessions.removeForUser(withHash.id);
    await startSession(request, reply, context, withHash);
    await audit(context, principal, 'user.password_changed', 'user', withHash.id);
    return reply.status(204).send();
  });

  app.get<{ Querystring: { token: string } }>('/v1/auth/setup', {
    config: guessLimited(context),
    schema: { tags, summary: 'Whether a first-run setup link is still valid', querystring: { type: 'object', required: ['token'], properties: { token: { type: 'string', maxLength: 256 } } }, response: { 200: ref('manage-account.schema.json', 'linkStatus'), ...errors } },
  }, async (request) => ({
    valid: (await accounts.users.countOwners()) === 0 && (await accounts.setupTokens.valid(sha256(request.query.token), clock())),
  }));

  app.post<{ Body: { token: string; email: string; display_name: string; password: string } }>('/v1/auth/setup', {
    config: guessLimited(context),
    schema: { tags, summary: 'Create the first owner with the one-time setup link; signs in', body: ref('manage-account.schema.json', 'setup'), response: { 201: ref('manage-account.schema.json', 'session'), ...errors } },
  }, async (request, reply) => {
    const { token, email, display_name: displayName, password } = request.body;
    const invalid = new ApiError(404, 'setup_link_invalid', 'This setup link has expired, was used or was replaced by a newer one; restart the server for a new one');
    if ((await accounts.users.countOwners()) > 0) throw invalid;
    const passwordHash = await newPasswordHash(password);
    if (!(await accounts.setupTokens.use(sha256(token), clock()))) throw invalid;
    const user = await accounts.users.create({ email, displayName: displayName.trim(), role: 'owner', passwordHash, now: clock() });
    if (user === 'email-taken') throw new ApiError(409, 'email_taken', 'An account with this email exists');
    await audit(context, { userId: user.id, displayName: user.displayName }, 'user.created_by_setup', 'user', user.id, { role: 'owner' });
    const csrfToken = await startSession(request, reply, context, user);
    return reply.status(201).send({ user: userView(user), csrf_token: csrfToken });
  });

  app.get<{ Querystring: { token: string } }>('/v1/auth/invitation', {
    config: guessLimited(context),
    schema: { tags, summary: 'The email and role of a valid invitation link', querystring: { type: 'object', required: ['token'], properties: { token: { type: 'string', maxLength: 256 } } }, response: { 200: ref('manage-account.schema.json', 'linkStatus'), ...errors } },
  }, async (request) => {
    const invitation = await accounts.invitations.byHash(sha256(request.query.token));
    if (!invitation || invitation.acceptedAt !== null || invitation.expiresAt <= clock()) return { valid: false };
    return { valid: true, email: invitation.email, role: invitation.role };
  });

  app.post<{ Body: { token: string; display_name: string; password: string } }>('/v1/auth/invitation/accept', {
    config: guessLimited(context),
    schema: { tags, summary: 'Accept an invitation: creates the account and signs in; the link then stops working', body: ref('manage-account.schema.json', 'acceptInvitation'), response: { 201: ref('manage-account.schema.json', 'session'), ...errors } },
  }, async (request, reply) => {
    const { token, display_name: displayName, password } = request.body;
    const invitation = await accounts.invitations.byHash(sha256(token));
    const invalid = new ApiError(404, 'invitation_invalid', 'This invitation has expired, was used or was withdrawn; ask for a new one');
    if (!invitation || invitation.acceptedAt !== null || invitation.expiresAt <= clock()) throw invalid;
    const passwordHash = await newPasswordHash(password);
    if (await accounts.users.byEmail(invitation.email)) throw new ApiError(409, 'email_taken', 'An account with this email exists');
    if (!(await accounts.invitations.accept(invitation.id, clock()))) throw invalid;
    const user = await accounts.users.create({ email: invitation.email, displayName: displayName.trim(), role: invitation.role as Role, passwordHash, now: clock() });
    if (user === 'email-taken') throw new ApiError(409, 'email_taken', 'An account with this email exists');
    await audit(context, { userId: user.id, displayName: user.displayName }, 'user.created_by_invitation', 'user', user.id, { role: user.role, invitation_id: invitation.id });
    const csrfToken = await startSession(request, reply, context, user);
    return reply.status(201).send({ user: userView(user), csrf_token: csrfToken });
  });
}
