import type { FastifyInstance } from 'fastify';
import { ApiError } from '../api-error';
import type { ServerContext } from '../context';
import { authenticate, requirePermission } from '../accounts/authenticate';
import { roleMay } from '../accounts/roles';
import { ERROR_RESPONSE, ref } from '../manage/schema-registry';
import type { DigestFrequency } from '../storage/messaging-repository';
import { mailLanguage, type MailLanguage } from './mail-templates';

const A = 'manage-account.schema.json';
const errors = { 400: ERROR_RESPONSE, 401: ERROR_RESPONSE, 403: ERROR_RESPONSE };

interface MailChoicesBody {
  new_chat_mail: boolean;
  language: MailLanguage;
  digests: { flow_id: string; frequency: DigestFrequency }[];
}

/**
 * One's own email notices (issue #20) at /v1/manage/me/mail: "a new chat is waiting" for people who may answer
 * chats, and a daily or weekly results digest per flow for people who may read results. Every role has the
 * route; what a role may not receive is refused by name.
 */
export function mailChoiceRoutes(app: FastifyInstance, context: ServerContext): void {
  const { storage, clock } = context;
  const signedIn = { onRequest: requirePermission(context, 'tokens:own') };

  const personOf = async (request: Parameters<typeof authenticate>[0]) => {
    const principal = await authenticate(request, context);
    if (!principal.userId) throw new ApiError(403, 'forbidden', 'AGENT_TOKEN has no email notices; sign in with an account');
    return { ...principal, userId: principal.userId };
  };

  const choicesOf = async (userId: string): Promise<MailChoicesBody> => {
    const [choices, digests] = await Promise.all([storage.messaging.mailChoices.get(userId), storage.messaging.digests.list(userId)]);
    return {
      new_chat_mail: choices?.newChatMail ?? false,
      language: mailLanguage(choices?.language),
      digests: digests.map((digest) => ({ flow_id: digest.flowId, frequency: digest.frequency })),
    };
  };

  app.get('/v1/manage/me/mail', {
    ...signedIn,
    schema: { tags: ['users'], summary: 'One\'s own email notices: new chats and results digests', response: { 200: ref(A, 'mailChoices'), ...errors } },
  }, async (request) => choicesOf((await personOf(request)).userId));

  app.put<{ Body: MailChoicesBody }>('/v1/manage/me/mail', {
    ...signedIn,
    schema: { tags: ['users'], summary: 'Set one\'s own email notices (the whole list of digests)', body: ref(A, 'mailChoices'), response: { 200: ref(A, 'mailChoices'), ...errors } },
  }, async (request) => {
    const person = await personOf(request);
    const { new_chat_mail: newChatMail, language, digests } = request.body;
    if (newChatMail && !roleMay(person.role, 'chats:read')) throw new ApiError(403, 'forbidden', `A ${person.role} does not answer chats, so gets no new-chat emails`);
    if (digests.length > 0 && !roleMay(person.role, 'feedbacks:read')) throw new ApiError(403, 'forbidden', `A ${person.role} does not read results, so gets no digests`);
    const flowIds = new Set(await storage.manage.flowIds());
    const unknown = digests.findIndex((digest) => !flowIds.has(digest.flow_id));
    if (unknown >= 0) throw new ApiError(400, 'invalid_request', `digests[${unknown}].flow_id: there is no flow "${digests[unknown]!.flow_id}"`, [{ path: `digests[${unknown}].flow_id`, message: 'no such flow' }]);
    const byFlow = new Map(digests.map((digest) => [digest.flow_id, digest.frequency]));
    await storage.messaging.mailChoices.set(person.userId, { newChatMail, language });
    await storage.messaging.digests.replace(person.userId, [...byFlow].map(([flowId, frequency]) => ({ flowId, frequency })), clock());
    return choicesOf(person.userId);
  });
}
