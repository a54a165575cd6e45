import type { FastifyInstance } from 'fastify';
import type { ChatStatus } from '../../types/schemas';
import { ApiError, notFound } from '../api-error';
import type { ServerContext } from '../context';
import { audit } from '../accounts/audit';
import { authenticate, requirePermission } from '../accounts/authenticate';
import { replySender } from '../accounts/reply-sender';
import { storedFilesOf } from '../results/file-answers';
import { chatDetail, timelineItem } from '../services/chat-detail';
import { chatSummaries } from '../services/chat-list';
import type { StoredFeedback } from '../storage/storage';
import { decodeCursor, encodeCursor } from './account-routes';
import { ERROR_RESPONSE, ref } from './schema-registry';

const R = 'manage-results.schema.json';
const errors = { 400: ERROR_RESPONSE, 401: ERROR_RESPONSE, 403: ERROR_RESPONSE, 404: ERROR_RESPONSE, 409: ERROR_RESPONSE };
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 128 } } };
const iso = (ms: number) => new Date(ms).toISOString();

/** A stored feedback as the API shows it; the chat token (the customer's key) never leaves. */
const feedbackView = (feedback: StoredFeedback) => ({
  id: feedback.id, node_id: feedback.nodeId, flow_id: feedback.flowId, flow_version: feedback.flowVersion, completed: feedback.completed,
  chat_status: feedback.chatStatus, created_at: iso(feedback.createdAt), updated_at: iso(feedback.updatedAt), payload: feedback.payload,
});

interface FeedbackQuery {
  flow_id?: string;
  node_id?: string;
  customer_external_id?: string;
  completed?: boolean;
  since?: string;
  until?: string;
  limit?: number;
  cursor?: string;
}

const text = { type: 'string', minLength: 1, maxLength: 128 };
const feedbackQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    flow_id: text, node_id: text, customer_external_id: text, completed: { type: 'boolean' },
    since: { type: 'string', format: 'date-time' }, until: { type: 'string', format: 'date-time' },
    limit: { type: 'integer', minimum: 1, maximum: 500, default: 50 }, cursor: { type: 'string', maxLength: 200 },
  },
};

/**
 * Feedbacks (list with filters and a cursor, read, erase one or all of a customer's) and chats (list, read, reply,
 * set status) under /v1/manage/ (issue #17).
 */
export function resultsRoutes(app: FastifyInstance, context: ServerContext): void {
  const { storage, clock, realtime } = context;
  const filterOf = (query: FeedbackQuery) => ({
    flowId: query.flow_id, nodeId: query.node_id, customerExternalId: query.customer_external_id, completed: query.completed,
    since: query.since ? Date.parse(query.since) : undefined, until: query.until ? Date.parse(query.until) : undefined,
  });

  app.get<{ Querystring: FeedbackQuery }>('/v1/manage/feedbacks', {
    onRequest: requirePermission(context, 'feedbacks:read'),
    schema: { tags: ['feedbacks'], summary: 'Feedbacks newest first, filtered, a page at a time (next_cursor)', querystring: feedbackQuery, response: { 200: ref(R, 'feedbackPage'), ...errors } },
  }, async (request) => {
    const limit = request.query.limit ?? 50;
    const items = await storage.manage.feedbacks(filterOf(request.query), { limit, before: decodeCursor(request.query.cursor) });
    const last = items[items.length - 1];
    return { items: items.map(feedbackView), next_cursor: items.length === limit && last ? encodeCursor(last.createdAt, last.id) : null };
  });

  app.get<{ Params: { id: string } }>('/v1/manage/feedbacks/:id', {
    onRequest: requirePermission(context, 'feedbacks:read'),
    schema: { tags: ['feedbacks'], summary: 'One feedback', params: idParams, response: { 200: ref(R, 'storedFeedback'), ...errors } },
  }, async (request) => {
    const feedback = await storage.feedbacks.get(request.params.id);
    if (!feedback) throw notFound('Feedback');
    // Its file answers with where the console fetches them (issue #19), for the side panel's thumbnails.
    const files = (await storedFilesOf(storage, [feedback])).get(feedback.id);
    return files ? { ...feedbackView(feedback), files } : feedbackView(feedback);
  });

  app.delete<{ Params: { id: string } }>('/v1/manage/feedbacks/:id', {
    onRequest: requirePermission(context, 'feedbacks:delete'),
    schema: { tags: ['feedbacks'], summary: 'Erase one feedback with its chat', params: idParams, response: { 204: { type: 'null' }, ...errors } },
  }, async (request, reply) => {
    if ((await storage.manage.deleteFeedbacks([request.params.id])) === 0) throw notFound('Feedback');
    await audit(context, await authenticate(request, context), 'feedback.deleted', 'feedback', request.params.id);
    return reply.status(204).send();
  });

  app.delete<{ Querystring: { customer_external_id: string; node_id?: string } }>('/v1/manage/feedbacks', {
    onRequest: requirePermission(context, 'feedbacks:delete'),
    schema: {
      tags: ['feedbacks'], summary: 'Erase every feedback of a customer (an erasure request), with their chats',
      querystring: { type: 'object', additionalProperties: false, required: ['customer_external_id'], properties: { customer_external_id: text, node_id: text } },
      response: { 200: ref(R, 'deleted'), ...errors },
    },
  }, async (request) => {
    const ids: string[] = [];
    for (let before: { at: number; id: string } | undefined; ;) {
      const page = await storage.manage.feedbacks({ customerExternalId: request.query.customer_external_id, nodeId: request.query.node_id }, { limit: 500, before });
      ids.push(...page.map((feedback) => feedback.id));
      const last = page[page.length - 1];
      if (page.length < 500 || !last) break;
      before = { at: last.createdAt, id: last.id };
    }
    const deleted = await storage.manage.deleteFeedbacks(ids);
    // The customer's id is personal data: the log keeps how many, not whose.
    await audit(context, await authenticate(request, context), 'feedback.customer_erased', 'feedback', `${deleted} feedback(s)`);
    return { deleted };
  });

  const chatRead = { onRequest: requirePermission(context, 'chats:read') };
  const chatWrite = { onRequest: requirePermission(context, 'chats:write') };
  const chatOf = async (id: string) => {
    const feedback = await storage.feedbacks.get(id);
    if (!feedback?.chatToken) throw notFound('Chat');
    return feedback;
  };
  const archived = () => new ApiError(409, 'chat_closed', 'The customer archived this conversation');

  app.get<{ Querystring: { status?: ChatStatus; limit?: number } }>('/v1/manage/chats', {
    ...chatRead,
    schema: {
      tags: ['chats'], summary: 'Chats newest first, by status',
      querystring: { type: 'object', additionalProperties: false, properties: { status: { type: 'string', enum: ['open', 'queued', 'closed', 'archived'] }, limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 } } },
      response: { 200: ref(R, 'chatList'), ...errors },
    },
  }, async (request) => chatSummaries(storage, request.query.status, request.query.limit ?? 50));

  app.get<{ Params: { id: string } }>('/v1/manage/chats/:id', { ...chatRead, schema: { tags: ['chats'], summary: 'A conversation with its feedback\'s answers', params: idParams, response: { 200: ref(R, 'chatDetail'), ...errors } } },
    async (request) => {
      const feedback = await chatOf(request.params.id);
      return { feedback: feedbackView(feedback), detail: await chatDetail(storage, feedback) };
    });

  app.post<{ Params: { id: string }; Body: { body: string; client_id?: string } }>('/v1/manage/chats/:id/messages', {
    ...chatWrite,
    schema: { tags: ['chats'], summary: 'Reply as the calling account (its display name is shown)', params: idParams, body: ref(R, 'replyInput'), response: { 201: ref(R, 'timelineItem'), ...errors } },
  }, async (request, reply) => {
    const feedback = await chatOf(request.params.id);
    if (feedback.chatStatus === 'archived') throw archived();
    const principal = await authenticate(request, context);
    const message = await storage.chats.addMessage({
      feedbackId: feedback.id, actor: 'agent', body: request.body.body.replace(/\r\n?/g, '\n'), attachment: null,
      agent: replySender(principal), clientId: request.body.client_id ?? null, now: clock(),
    });
    const item = timelineItem(message, feedback.payload.customer?.name ?? null);
    await realtime.chatChanged(feedback.id, { message: item });
    reply.status(201);
    return item;
  });

  app.post<{ Params: { id: string }; Body: { status: ChatStatus } }>('/v1/manage/chats/:id/status', {
    ...chatWrite,
    schema: { tags: ['chats'], summary: 'Set a chat\'s status (the customer\'s archive is final)', params: idParams, body: ref(R, 'statusInput'), response: { 200: ref(R, 'statusResult'), ...errors } },
  }, async (request) => {
    const feedback = await chatOf(request.params.id);
    if (feedback.chatStatus === 'archived') throw archived();
    await storage.feedbacks.setChatStatus(feedback.id, request.body.status, clock());
    await audit(context, await authenticate(request, context), 'chat.status_set', 'chat', feedback.id, { status: request.body.status });
    await realtime.chatChanged(feedback.id);
    return { status: request.body.status };
  });
}
