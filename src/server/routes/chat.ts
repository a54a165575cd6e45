import type { FastifyInstance } from 'fastify';
import { CHAT_RATINGS } from '../../lib/constants';
import { ApiError, badRequest } from '../api-error';
import type { ServerContext } from '../context';
import { chatAccess } from '../services/chat-access';
import { chatDetail, timelineItem } from '../services/chat-detail';
import { storeUpload, uploadUrl } from '../services/file-store';
import { readForm } from '../services/multipart-fields';

const MAX_MESSAGE_LENGTH = 5000;

/** SPEC 7 chat calls of the customer. Only the customer sends, rates and archives (SPEC 6). */
export function chatRoutes(app: FastifyInstance, { storage, realtime, config, clock }: ServerContext): void {
  app.get<{ Params: { id: string }; Querystring: { token?: string } }>('/v1/feedbacks/:id/chat', async (request) => {
    const feedback = await chatAccess(storage, request.params.id, request.query.token);
    return chatDetail(storage, feedback);
  });

  app.post<{ Params: { id: string }; Querystring: { token?: string } }>('/v1/feedbacks/:id/chat_messages', { config: { rateLimited: true } }, async (request) => {
    const ensureAccess = async (token: unknown) => {
      const feedback = await chatAccess(storage, request.params.id, token);
      if (feedback.chatStatus !== 'open') throw new ApiError(409, 'chat_closed', 'This conversation no longer takes messages');
      return feedback;
    };
    // The token is checked before an attachment is stored, so no one without access can fill the disk.
    const { fields, file } = await readForm(request, async (part, fieldsSoFar) => {
      await ensureAccess(fieldsSoFar.token ?? request.query.token);
      const upload = await storeUpload(part, { dataDir: config.dataDir, storage, accept: 'images', now: clock() });
      return { url: uploadUrl(upload), name: upload.originalName, content_type: upload.contentType };
    });
    const feedback = await ensureAccess(fields.token ?? request.query.token);
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
    await realtime.chatChanged(feedback.id);
    return timelineItem(message, feedback.payload.customer?.name ?? null);
  });

  app.post<{ Params: { id: string }; Body: { rating?: unknown; token?: unknown } }>('/v1/feedbacks/:id/chat_ratings', { config: { rateLimited: true } }, async (request) => {
    const feedback = await chatAccess(storage, request.params.id, request.body?.token);
    const rating = request.body?.rating;
    if (!CHAT_RATINGS.includes(rating as 0)) throw badRequest('A rating is 0, 50 or 100');
    const stored = await storage.chats.addRating({ feedbackId: feedback.id, rating: rating as 0 | 50 | 100, now: clock() });
    await realtime.chatChanged(feedback.id);
    return { rating: stored.rating, created_at: new Date(stored.createdAt).toISOString() };
  });

  app.post<{ Params: { id: string }; Body: { token?: unknown } }>('/v1/feedback/:id/archive', { config: { rateLimited: true } }, async (request) => {
    const feedback = await chatAccess(storage, request.params.id, request.body?.token);
    // SPEC 6: "Archiving is offered only while the chat is open."
    if (feedback.chatStatus !== 'open') throw new ApiError(409, 'chat_closed', 'Only an open conversation can be archived');
    await storage.feedbacks.setChatStatus(feedback.id, 'archived', clock());
    await realtime.chatChanged(feedback.id);
    return { status: 'archived' };
  });
}
