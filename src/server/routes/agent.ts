import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import type { ChatStatus } from '../../types/schemas';
import { ApiError, badRequest, notFound } from '../api-error';
import type { ServerContext } from '../context';
import { authenticate, requirePermission } from '../accounts/authenticate';
import { audit } from '../accounts/audit';
import { replySender } from '../accounts/reply-sender';
import { chatDetail, timelineItem, type LeftOutReport } from '../services/chat-detail';
import { readablePayload } from '../services/answer-limits';
import { readForm } from '../services/multipart-fields';
import type { StoredFeedback } from '../storage/storage';
import { storeChatAttachment } from './chat-attachment';

const STATUSES: readonly ChatStatus[] = ['open', 'queued', 'closed', 'archived'];
const AGENT_SETTABLE: readonly ChatStatus[] = ['open', 'queued', 'closed'];
const MAX_REPLY_LENGTH = 5000;

const archivedError = () => new ApiError(409, 'chat_closed', 'The customer archived this conversation');

/** The agent console's API (not in the SPEC): chats by status, a conversation, replies, status changes. */
export function agentRoutes(app: FastifyInstance, context: ServerContext): void {
  const { storage, realtime, clock } = context;
  // On each route rather than by URL prefix: the router decodes paths (/v1/%61gent/...), a prefix test would not.
  // Accounts whose role works on chats (session cookie or API token), and AGENT_TOKEN for one release.
  const agentOnly: RouteShorthandOptions = { onRequest: requirePermission(context, 'chats:read') };
  const agentWrites: RouteShorthandOptions = { onRequest: requirePermission(context, 'chats:write') };

  /** Chats newest first; without a status, chats of every status (feedbacks without a chat are not chats). */
  const chatsNewestFirst = async (status: ChatStatus | undefined, limit: number): Promise<StoredFeedback[]> => {
    const lists = await Promise.all((status ? [status] : STATUSES).map((chatStatus) => storage.feedbacks.list({ limit, chatStatus })));
    return lists.flat().sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1)).slice(0, limit);
  };

  app.get<{ Querystring: { status?: string; limit?: string } }>('/v1/agent/chats', agentOnly, async (request) => {
    const status = request.query.status as ChatStatus | undefined;
    if (status !== undefined && !STATUSES.includes(status)) throw badRequest(`status is one of ${STATUSES.join(', ')}`);
    const limit = Math.min(200, Math.max(1, Number(request.query.limit) || 50));
    return Promise.all(
      (await chatsNewestFirst(status, limit)).map(async (feedback) => {
        const messages = await storage.chats.messages(feedback.id);
        const last = messages[messages.length - 1];
        return {
          feedback_id: feedback.id,
          node_id: feedback.nodeId,
          status: feedback.chatStatus,
          created_at: new Date(feedback.createdAt).toISOString(),
          customer: { name: feedback.payload.customer?.name ?? null, email: feedback.payload.customer?.email ?? null },
          last_message: last ? { body: last.body, actor: last.actor, created_at: new Date(last.createdAt).toISOString() } : null,
        };
      }),
    );
  });

  const chatOf = async (id: string) => {
    const feedback = await storage.feedbacks.get(id);
    if (!feedback?.chatToken) throw notFound('Chat');
    return feedback;
  };

  app.get<{ Params: { id: string } }>('/v1/agent/chats/:id', agentOnly, async (request) => {
    const feedback = await chatOf(request.params.id);
    // The chat token is the customer's key: agents never need it and never see it.
    const { chatToken: _secret, ...visible } = feedback;
    const report: LeftOutReport = (id, leftOut) => request.log.warn({ feedbackId: id, leftOut }, 'chat detail left out unreadable answers');
    return { detail: await chatDetail(storage, feedback, report), feedback: { ...visible, payload: readablePayload(visible.payload).payload } };
  });

  app.post<{ Params: { id: string } }>('/v1/agent/chats/:id/messages', agentWrites, async (request, reply) => {
    // Checked before the form is read, so a refused reply leaves no stored image behind.
    const before = await chatOf(request.params.id);
    if (before.chatStatus === 'archived') throw archivedError();
    const { fields, file } = await readForm(request, (part) => storeChatAttachment(part, reply, context));
    const body = (fields.body ?? '').replace(/\r\n?/g, '\n');
    if (body.trim() === '' && !file) throw badRequest('A reply needs text or an image');
    if (body.length > MAX_REPLY_LENGTH) throw badRequest(`A reply is at most ${MAX_REPLY_LENGTH} characters`);
    // An image takes a while to arrive and the customer may archive meanwhile; a text reply is read at once.
    const feedback = file ? await chatOf(request.params.id) : before;
    if (feedback.chatStatus === 'archived') throw archivedError();
    const principal = await authenticate(request, context);
    const message = await storage.chats.addMessage({
      feedbackId: feedback.id,
      actor: 'agent',
      body,
      attachment: file,
      agent: replySender(principal, { name: fields.name, surname: fields.surname }),
      clientId: fields.client_id?.slice(0, 128) || null,
      now: clock(),
    });
    const item = timelineItem(message, feedback.payload.customer?.name ?? null);
    await realtime.chatChanged(feedback.id, { message: item });
    return item;
  });

  app.post<{ Params: { id: string }; Body: { status?: unknown } | undefined }>('/v1/agent/chats/:id/status', agentWrites, async (request) => {
    const feedback = await chatOf(request.params.id);
    const status = request.body?.status as ChatStatus;
    if (!AGENT_SETTABLE.includes(status)) throw badRequest(`status is one of ${AGENT_SETTABLE.join(', ')}`);
    // Archiving is the customer's decision (SPEC 6); an agent cannot reopen what the customer archived.
    if (feedback.chatStatus === 'archived') throw archivedError();
    const now = clock();
    const principal = await authenticate(request, context);
    await storage.feedbacks.setChatStatus(feedback.id, status, now);
    // The reports' resolution time: this close (a reopened chat counts again only when closed again).
    if (status === 'closed' && feedback.chatStatus !== 'closed') await storage.workspace.reports.closed(feedback.id, principal.userId, now);
    await audit(context, principal, 'chat.status_set', 'chat', feedback.id, { status });
    await realtime.chatChanged(feedback.id);
    return { status };
  });
}
