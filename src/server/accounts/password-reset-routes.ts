import type { FastifyInstance } from 'fastify';
import { ApiError } from '../api-error';
import type { ServerContext } from '../context';
import { ERROR_RESPONSE, ref } from '../manage/schema-registry';
import { mailLanguage, passwordResetMail, type MailLanguage } from '../messaging/mail-templates';
import { sendQuietly } from '../messaging/send-quietly';
import { newSecret, sha256 } from '../services/tokens';
import { audit } from './audit';
import { hashPassword, passwordProblem } from './passwords';
import { clearAccountLimit } from './sign-in-limits';

const A = 'manage-account.schema.json';
const errors = { 400: ERROR_RESPONSE, 404: ERROR_RESPONSE, 429: ERROR_RESPONSE };
const tags = ['auth'];
const RESET_TTL_MINUTES = 30;
const HOUR_MS = 3_600_000;
/** Links one account may be sent in an hour: enough for a lost mail, too few to flood a mailbox. */
const RESETS_PER_ACCOUNT_PER_HOUR = 3;

/**
 * "Forgot password?" (issue #20): an emailed link, valid once for 30 minutes, that sets a new password and ends every
 * session of the account. Asking answers the same whether or not the address has an account, and sends after
 * answering, so neither the answer nor its timing tells who has one.
 */
export function passwordResetRoutes(app: FastifyInstance, context: ServerContext): void {
  const { storage, clock, config } = context;
  const limited = { rateLimit: { max: config.signInRatePerMinute, timeWindow: 60_000 } };

  app.post<{ Body: { email: string; language?: MailLanguage } }>('/v1/auth/password-reset', {
    config: limited,
    schema: { tags, summary: 'Email a link that sets a new password; answers the same whether or not the account exists', body: ref(A, 'passwordResetRequest'), response: { 202: ref(A, 'passwordResetAccepted'), ...errors } },
  }, async (request, reply) => {
    const { email, language } = request.body;
    sendLinkIfAccount(email, language).catch((error: unknown) => request.log.error({ err: error }, 'a password reset link could not be made'));
    return reply.status(202).send({ accepted: true });
  });

  /** Runs after the answer: whether an account exists changes nothing the asker sees, not even the answer's timing. */
  async function sendLinkIfAccount(email: string, asked: MailLanguage | undefined): Promise<void> {
    const now = clock();
    const user = await storage.accounts.users.byEmail(email);
    if (!user || (await storage.messaging.passwordResets.countSince(user.id, now - HOUR_MS)) >= RESETS_PER_ACCOUNT_PER_HOUR) return;
    const token = newSecret();
    await storage.messaging.passwordResets.create({ tokenHash: sha256(token), userId: user.id, expiresAt: now + RESET_TTL_MINUTES * 60_000, now });
    const chosen = (await storage.messaging.mailChoices.get(user.id))?.language;
    sendQuietly(context, passwordResetMail({
      to: user.email,
      language: mailLanguage(asked ?? chosen),
      url: `${config.publicUrl}/console/reset-password?token=${token}`,
      minutes: RESET_TTL_MINUTES,
      publicUrl: config.publicUrl,
    }), 'password-reset');
  }

  app.get<{ Querystring: { token: string } }>('/v1/auth/password-reset', {
    config: limited,
    schema: { tags, summary: 'Whether a password reset link is still valid', querystring: { type: 'object', required: ['token'], properties: { token: { type: 'string', maxLength: 256 } } }, response: { 200: ref(A, 'linkStatus'), ...errors } },
  }, async (request) => ({ valid: await storage.messaging.passwordResets.valid(sha256(request.query.token), clock()) }));

  app.post<{ Body: { token: string; password: string } }>('/v1/auth/password-reset/complete', {
    config: limited,
    schema: { tags, summary: 'Set a new password with a reset link; the link stops working and every session of the account ends', body: ref(A, 'passwordResetComplete'), response: { 204: { type: 'null' }, ...errors } },
  }, async (request, reply) => {
    // A weak password is refused before the link is used, so the person can try another with the same link.
    const problem = await passwordProblem(request.body.password);
    if (problem) throw new ApiError(400, 'weak_password', problem);
    const userId = await storage.messaging.passwordResets.use(sha256(request.body.token), clock());
    const user = userId === undefined ? undefined : await storage.accounts.users.get(userId);
    if (!user) throw new ApiError(404, 'reset_link_invalid', 'This link has expired or was used; ask for a new one');
    await storage.accounts.users.update(user.id, { passwordHash: await hashPassword(request.body.password) }, undefined, clock());
    await storage.accounts.sessions.removeForUser(user.id);
    await context.realtime.endUserSockets?.(user.id);
    // Whoever holds the mailbox may sign in again at once, even if guesses had locked the account.
    await clearAccountLimit(context, user.email);
    await audit(context, { userId: user.id, displayName: user.displayName }, 'user.password_reset', 'user', user.id);
    return reply.status(204).send();
  });
}
