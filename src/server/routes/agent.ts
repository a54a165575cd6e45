import type { FastifyInstance } from 'fastify';
import type { ChatStatus } from '../../types/schemas';
import { ApiError, badRequest, notFound } from '../api-error';
import type { ServerContext } from '../context';
import { requireAgent } from '../services/agent-auth';
import { chatDetail, timelineItem } from '../services/chat-detail';
import { storeUpload, uploadUrl } from '../services/file-store';
import { readForm } from '../services/multipart-fields';

const STATUSES: readonly ChatStatus[] = ['open', 'queued', 'closed', 'archived'];
const AGENT_SETTABLE: readonly ChatStatus[] = ['open', 'queued', 'closed'];

/** The agent console's API (not in the SPEC): chats by status, a conversation, replies, status changes. */
export function agentRoutes(app: FastifyInstance, { storage, realtime, config, clock }: ServerContext): void {
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/v1/agent/')) requireAgent(request, config.agentToken);
  });

  app.get<{ Querystring: { status?: string; limit?: string } }>('/v1/agent/chats', async (request) => {
    const status = request.query.status as ChatStatus | undefined;
    if (status !== undefined && !STATUSES.includes(status)) throw badRequest(`status is one of ${STATUSES.join(', ')}`);
    const limit = Math.min(200, Math.max(1, Number(request.query.limit) || 50));
    const feedbacks = (await storage.feedbacks.list({ limit: limit * 2, ...(status ? { chatStatus: status } : {}) })).filter((f) => f.chatToken).slice(0, limit);
    return Promise.all(
      feedbacks.map(async (feedback) => {
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

  app.get<{ Params: { id: string } }>('/v1/agent/chats/:id', async (request) => {
    const feedback = await chatOf(request.params.id);
    const { chatToken: _secret, ...visible } = feedback;
    return { detail: await chatDetail(storage, feedback), feedback: visible };
  });

  app.post<{ Params: { id: string } }>('/v1/agent/chats/:id/messages', async (request) => {
    const feedback = await chatOf(request.params.id);
    const { fields, file } = await readForm(request, async (part) => {
      const upload = await storeUpload(part, { dataDir: config.dataDir, storage, accept: 'images', now: clock() });
      return { url: uploadUrl(upload), name: upload.originalName, content_type: upload.contentType };
    });
    const body = (fields.body ?? '').replace(/\r\n?/g, '\n');
    if (body.trim() === '' && !file) throw badRequest('A reply needs text or an image');
    if (feedback.chatStatus === 'archived') throw new ApiError(409, 'chat_closed', 'The customer archived this conversation');
    const message = await storage.chats.addMessage({
      feedbackId: feedback.id,
      actor: 'agent',
      body: body.slice(0, 5000),
      attachment: file,
      agent: { name: (fields.name ?? '').trim().slice(0, 100) || 'Agent', surname: fields.surname?.trim().slice(0, 100), avatar_color: '#0B6BCB' },
      clientId: fields.client_id?.slice(0, 128) || null,
      now: clock(),
    });
    await realtime.chatChanged(feedback.id);
    return timelineItem(message, feedback.payload.customer?.name ?? null);
  });

  app.post<{ Params: { id: string }; Body: { status?: unknown } }>('/v1/agent/chats/:id/status', async (request) => {
    const feedback = await chatOf(request.params.id);
    const status = request.body?.status as ChatStatus;
    if (!AGENT_SETTABLE.includes(status)) throw badRequest(`status is one of ${AGENT_SETTABLE.join(', ')}`);
    if (feedback.chatStatus === 'archived') throw new ApiError(409, 'chat_closed', 'The customer archived this conversation');
    await storage.feedbacks.setChatStatus(feedback.id, status, clock());
    await realtime.chatChanged(feedback.id);
    return { status };
  });
}
