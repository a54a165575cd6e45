import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CHAT_RATINGS } from '../../lib/constants';
import { ApiError, badRequest } from '../api-error';
import type { ServerContext } from '../context';
import { chatAccess } from '../services/chat-access';
import { chatDetail, timelineItem } from '../services/chat-detail';
import { readForm } from '../services/multipart-fields';
import { storeChatAttachment } from './chat-attachment';

const MAX_MESSAGE_LENGTH = 5000;

interface ChatRequest {
  Params: { id: string };
  Querystring: { token?: string };
  Body: { rating?: unknown; token?: unknown } | undefined;
}

/** The chat token from the JSON body, else from the query (`?token=` as in the chat URL). */
const tokenOf = (request: FastifyRequest<ChatRequest>): unknown => request.body?.token ?? request.query.token;

/** SPEC 7 chat calls of the customer. Only the customer sends, rates and archives (SPEC 6). */
export function chatRoutes(app: FastifyInstance, context: ServerContext): void {
  const { storage, realtime, clock } = context;

  app.get<ChatRequest>('/v1/feedbacks/:id/chat', async (request) => {
    const feedback = await chatAccess(storage, request.params.id, request.query.token);
    return chatDetail(storage, feedback, (id, leftOut) => request.log.warn({ feedbackId: id, leftOut }, 'chat detail left out unreadable answers'));
  });

  app.post<ChatRequest>('/v1/feedbacks/:id/chat_messages', { config: { rateLimited: true } }, async (request, reply) => {
    const ensureOpen = async (token: unknown) => {
      const feedback = await chatAccess(storage, request.params.id, token);
      // SPEC 4.7: queued, closed and archived chats have their input disabled.
      if (feedback.chatStatus !== 'open') throw new ApiError(409, 'chat_closed', 'This conversation no longer takes messages');
      return feedback;
    };
    // The token is checked before an attachment is stored, so no one without access can fill the disk.
    const { fields, file } = await readForm(request, async (part, fieldsSoFar) => {
      await ensureOpen(fieldsSoFar.token ?? request.query.token);
      return storeChatAttachment(part, reply, context);
    });
    const feedback = await ensureOpen(fields.token ?? request.query.token);
    const body = (fields.body ?? '').replace(/\r\n?/g, '\n');
    if (body.trim() === '' && !file) throw badRequest('A message needs text or an image');
    if (body.length > MAX_MESSAGE_LENGTH) throw badRequest(`A message is at most ${MAX_MESSAGE_LENGTH} characters`);
    const message = await storage.chats.addMessage({
      feedbackId: feedback.id,
      actor: 'customer',
      body,
      attachment: file,
      agent: null,
      clientId: fields.client_id?.slice(0, 128) || null,
      now: clock(),
    });
    const item = timelineItem(message, feedback.payload.customer?.name ?? null);
    await realtime.chatChanged(feedback.id, { message: item });
    return item;
  });

  app.post<ChatRequest>('/v1/feedbacks/:id/chat_ratings', { config: { rateLimited: true } }, async (request) => {
    const feedback = await chatAccess(storage, request.params.id, tokenOf(request));
    const rating = request.body?.rating;
    // SPEC 3.7/9: the three faces are 0, 50 and 100, as numbers.
    if (!CHAT_RATINGS.includes(rating as 0)) throw badRequest('A rating is 0, 50 or 100');
    const stored = await storage.chats.addRating({ feedbackId: feedback.id, rating: rating as 0 | 50 | 100, now: clock() });
    await realtime.chatChanged(feedback.id);
    return { rating: stored.rating, created_at: new Date(stored.createdAt).toISOString() };
  });

  app.post<ChatRequest>('/v1/feedback/:id/archive', { config: { rateLimited: true } }, async (request) => {
    const feedback = await chatAccess(storage, request.params.id, tokenOf(request));
    // SPEC 6: "Archiving is offered only while the chat is open."
    if (feedback.chatStatus !== 'open') throw new ApiError(409, 'chat_closed', 'Only an open conversation can be archived');
    await storage.feedbacks.setChatStatus(feedback.id, 'archived', clock());
    await realtime.chatChanged(feedback.id);
    return { status: 'archived' };
  });
}
