import type { FastifyInstance } from 'fastify';
import { ApiError, notFound } from '../api-error';
import type { ServerContext } from '../context';
import { audit } from '../accounts/audit';
import { authenticate, requirePermission } from '../accounts/authenticate';
import { roleWithin, type Role } from '../accounts/roles';
import { auditView, invitationView, tokenView, userView } from '../accounts/views';
import { newSecret, sha256 } from '../services/tokens';
import { mailInvitation } from '../messaging/invitation-mail';
import type { MailLanguage } from '../messaging/mail-templates';
import { expectedRevision, staleWrite, withEtag } from './preconditions';
import { ERROR_RESPONSE, ref } from './schema-registry';

const A = 'manage-account.schema.json';
const errors = { 400: ERROR_RESPONSE, 401: ERROR_RESPONSE, 403: ERROR_RESPONSE, 404: ERROR_RESPONSE, 409: ERROR_RESPONSE, 412: ERROR_RESPONSE, 428: ERROR_RESPONSE };
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 128 } } };
const noContent = { 204: { type: 'null' } };
const API_TOKEN_PREFIX = 'cvs_';

/** Users, invitations, API tokens and the audit log under /v1/manage/ (issue #17). */
export function accountRoutes(app: FastifyInstance, context: ServerContext): void {
  const { storage, clock, config } = context;
  const accounts = storage.accounts;
  const owners = { onRequest: requirePermission(context, 'users:manage') };
  const anyone = { onRequest: requirePermission(context, 'tokens:own') };

  app.get('/v1/manage/users', { ...owners, schema: { tags: ['users'], summary: 'Every account', response: { 200: ref(A, 'userList'), ...errors } } },
    async () => (await accounts.users.list()).map(userView));

  app.get<{ Params: { id: string } }>('/v1/manage/users/:id', { ...owners, schema: { tags: ['users'], summary: 'One account', params: idParams, response: { 200: ref(A, 'user'), ...errors } } },
    async (request, reply) => {
      const user = await accounts.users.get(request.params.id);
      if (!user) throw notFound('User');
      return withEtag(reply, user.revision, userView(user));
    });

  app.patch<{ Params: { id: string }; Body: { display_name?: string; role?: Role } }>('/v1/manage/users/:id', {
    ...owners,
    schema: { tags: ['users'], summary: 'Rename an account or change its role (If-Match: its revision)', params: idParams, body: ref(A, 'userChange'), response: { 200: ref(A, 'user'), ...errors } },
  }, async (request, reply) => {
    const expected = expectedRevision(request);
    const user = await accounts.users.get(request.params.id);
    if (!user) throw notFound('User');
    if (user.revision !== expected) throw staleWrite(userView(user), user.revision);
    if (user.role === 'owner' && request.body.role && request.body.role !== 'owner' && (await accounts.users.countOwners()) <= 1) {
      throw new ApiError(409, 'last_owner', 'The last owner cannot give up the owner role');
    }
    const updated = await accounts.users.update(user.id, { displayName: request.body.display_name?.trim(), role: request.body.role }, expected, clock());
    if (updated === undefined) throw notFound('User');
    if (updated === 'stale') {
      const current = await accounts.users.get(user.id);
      throw current ? staleWrite(userView(current), current.revision) : notFound('User');
    }
    const principal = await authenticate(request, context);
    await audit(context, principal, 'user.updated', 'user', user.id, { ...request.body });
    return withEtag(reply, updated.revision, userView(updated));
  });

  app.delete<{ Params: { id: string } }>('/v1/manage/users/:id', {
    ...owners,
    schema: { tags: ['users'], summary: 'Remove an account: its sessions and API tokens end at once', params: idParams, response: { ...noContent, ...errors } },
  }, async (request, reply) => {
    const user = await accounts.users.get(request.params.id);
    if (!user) throw notFound('User');
    if (user.role === 'owner' && (await accounts.users.countOwners()) <= 1) throw new ApiError(409, 'last_owner', 'The last owner cannot be removed');
    await accounts.users.remove(user.id);
    await context.realtime.endUserSockets?.(user.id);
    await audit(context, await authenticate(request, context), 'user.removed', 'user', user.id, { email: user.email, role: user.role });
    return reply.status(204).send();
  });

  app.get('/v1/manage/invitations', { ...owners, schema: { tags: ['users'], summary: 'Invitations, newest first', response: { 200: ref(A, 'invitationList'), ...errors } } },
    async () => (await accounts.invitations.list()).map(invitationView));

  app.post<{ Body: { email: string; role: Role; expires_in_hours?: number; language?: MailLanguage } }>('/v1/manage/invitations', {
    ...owners,
    schema: { tags: ['users'], summary: 'Invite someone by email with a role: the link is emailed, and the answer carries it, once', body: ref(A, 'invitationInput'), response: { 201: ref(A, 'invitation'), ...errors } },
  }, async (request, reply) => {
    const { email, role, expires_in_hours: hours = 72 } = request.body;
    if (await accounts.users.byEmail(email)) throw new ApiError(409, 'email_taken', 'An account with this email exists');
    const token = newSecret();
    const principal = await authenticate(request, context);
    const invitation = await accounts.invitations.create({ email, role, tokenHash: sha256(token), createdBy: principal.userId ?? 'unknown', expiresAt: clock() + hours * 3_600_000, now: clock() });
    await audit(context, principal, 'invitation.created', 'invitation', invitation.id, { email: invitation.email, role });
    const url = `${config.publicUrl}/console/invite?token=${token}`;
    const mailed = await mailInvitation(context, { invitation, url, inviter: principal.displayName, language: request.body.language });
    return reply.status(201).send({ ...invitationView(invitation), url, mailed });
  });

  app.delete<{ Params: { id: string } }>('/v1/manage/invitations/:id', {
    ...owners,
    schema: { tags: ['users'], summary: 'Withdraw an invitation', params: idParams, response: { ...noContent, ...errors } },
  }, async (request, reply) => {
    if (!(await accounts.invitations.remove(request.params.id))) throw notFound('Invitation');
    await audit(context, await authenticate(request, context), 'invitation.withdrawn', 'invitation', request.params.id);
    return reply.status(204).send();
  });

  /** Owners see and revoke every token; everyone else only their own (another's is "not found"). */
  const visibleToken = async (principal: Awaited<ReturnType<typeof authenticate>>, id: string) => {
    const token = await accounts.tokens.get(id);
    if (!token || (principal.role !== 'owner' && token.userId !== principal.userId)) throw notFound('Token');
    return token;
  };

  app.get('/v1/manage/tokens', { ...anyone, schema: { tags: ['tokens'], summary: 'API tokens (an owner sees every account\'s)', response: { 200: ref(A, 'tokenList'), ...errors } } },
    async (request) => {
      const principal = await authenticate(request, context);
      return (await accounts.tokens.list(principal.role === 'owner' ? undefined : principal.userId ?? '')).map(tokenView);
    });

  app.post<{ Body: { name: string; role: Role; expires_at?: string } }>('/v1/manage/tokens', {
    ...anyone,
    schema: { tags: ['tokens'], summary: 'Create an API token: the secret is in this answer only', body: ref(A, 'tokenInput'), response: { 201: ref(A, 'token'), ...errors } },
  }, async (request, reply) => {
    const principal = await authenticate(request, context);
    if (!principal.userId) throw new ApiError(403, 'forbidden', 'AGENT_TOKEN cannot create tokens; sign in with an account');
    if (!roleWithin(request.body.role, principal.role)) throw new ApiError(403, 'forbidden', `A ${principal.role} cannot create a token with the ${request.body.role} role`);
    const expiresAt = request.body.expires_at === undefined ? null : Date.parse(request.body.expires_at);
    if (expiresAt !== null && !(expiresAt > clock())) throw new ApiError(400, 'invalid_request', 'expires_at must be a time in the future');
    const secret = `${API_TOKEN_PREFIX}${newSecret()}`;
    const token = await accounts.tokens.create({ name: request.body.name.trim(), tokenHash: sha256(secret), role: request.body.role, userId: principal.userId, expiresAt, now: clock() });
    await audit(context, principal, 'token.created', 'token', token.id, { name: token.name, role: token.role });
    return reply.status(201).send({ ...tokenView(token), token: secret });
  });

  app.delete<{ Params: { id: string } }>('/v1/manage/tokens/:id', {
    ...anyone,
    schema: { tags: ['tokens'], summary: 'Revoke an API token', params: idParams, response: { ...noContent, ...errors } },
  }, async (request, reply) => {
    const principal = await authenticate(request, context);
    const token = await visibleToken(principal, request.params.id);
    await accounts.tokens.remove(token.id);
    await audit(context, principal, 'token.revoked', 'token', token.id, { name: token.name });
    return reply.status(204).send();
  });

  app.get<{ Querystring: { limit?: number; cursor?: string } }>('/v1/manage/audit', {
    onRequest: requirePermission(context, 'audit:read'),
    schema: {
      tags: ['audit'], summary: 'Who changed which flow, node, widget, user or token, and when; newest first',
      querystring: { type: 'object', additionalProperties: false, properties: { limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 }, cursor: { type: 'string', maxLength: 200 } } },
      response: { 200: ref(A, 'auditPage'), ...errors },
    },
  }, async (request) => {
    const limit = request.query.limit ?? 50;
    const entries = await accounts.audit.list({ limit, before: decodeCursor(request.query.cursor) });
    const last = entries[entries.length - 1];
    return { entries: entries.map(auditView), next_cursor: entries.length === limit && last ? encodeCursor(last.at, last.id) : null };
  });
}

export const encodeCursor = (at: number, id: string) => Buffer.from(JSON.stringify([at, id])).toString('base64url');

export function decodeCursor(cursor: string | undefined): { at: number; id: string } | undefined {
  if (cursor === undefined) return undefined;
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (typeof at === 'number' && typeof id === 'string') return { at, id };
  } catch {
    // Falls through to the refusal.
  }
  throw new ApiError(400, 'invalid_request', 'cursor is not one this API gave out');
}
