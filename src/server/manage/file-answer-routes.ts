import type { FastifyInstance } from 'fastify';
import { ApiError, notFound } from '../api-error';
import type { ServerContext } from '../context';
import { authenticate, requirePermission } from '../accounts/authenticate';
import { roleMay } from '../accounts/roles';
import { RESULTS_QUERY_PROPERTIES, resultsFilter, type ResultsQuery } from '../results/filters';
import { feedbackNamesFile, fileAnswerPage } from '../results/file-answers';
import { sendUpload, STORED_NAME } from '../services/file-store';
import { decodeCursor, encodeCursor } from './account-routes';
import { ERROR_RESPONSE, ref } from './schema-registry';

const S = 'manage-summary.schema.json';
const errors = { 400: ERROR_RESPONSE, 401: ERROR_RESPONSE, 403: ERROR_RESPONSE, 404: ERROR_RESPONSE };
const id = { type: 'string', minLength: 1, maxLength: 128 };

type FileAnswersQuery = ResultsQuery & { question: string; limit?: number; cursor?: string };

/**
 * The files respondents gave (issue #19: a file or screenshot question's card shows them as thumbnails). The
 * console fetches each through its feedback, so only people who may read that feedback get it: roles that read
 * results any feedback's, agents those of feedbacks with a chat (the answers their chats show them).
 */
export function fileAnswerRoutes(app: FastifyInstance, context: ServerContext): void {
  const { storage, files } = context;

  app.get<{ Params: { id: string }; Querystring: FileAnswersQuery }>('/v1/manage/flows/:id/files', {
    onRequest: requirePermission(context, 'feedbacks:read'),
    schema: {
      tags: ['results'], summary: 'A file question\'s newest answers under the results filters (names, types, sizes and where the console fetches them), a page at a time',
      params: { type: 'object', required: ['id'], properties: { id } },
      querystring: {
        type: 'object', additionalProperties: false, required: ['question'],
        properties: {
          ...RESULTS_QUERY_PROPERTIES,
          question: { ...id, description: 'The file or screenshot question.' },
          limit: { type: 'integer', minimum: 1, maximum: 50, default: 6 },
          cursor: { type: 'string', maxLength: 400 },
        },
      },
      response: { 200: ref(S, 'fileAnswerPage'), ...errors },
    },
  }, async (request) => {
    const filter = resultsFilter(request.params.id, request.query);
    const page = await fileAnswerPage(storage, filter, request.query.question, request.query.limit ?? 6, decodeCursor(request.query.cursor));
    return { items: page.items, next_cursor: page.last ? encodeCursor(page.last.at, page.last.id) : null };
  });

  app.get<{ Params: { id: string; name: string } }>('/v1/manage/feedbacks/:id/files/:name', {
    schema: {
      tags: ['feedbacks'], summary: 'A file one of the feedback\'s answers names, for those who may read the feedback',
      params: { type: 'object', required: ['id', 'name'], properties: { id, name: { type: 'string', maxLength: 48 } } },
      response: { 200: { description: 'The image or PDF', type: 'string' }, ...errors },
    },
  }, async (request, reply) => {
    const principal = await authenticate(request, context);
    const mayReadAll = roleMay(principal.role, 'feedbacks:read');
    if (!mayReadAll && !roleMay(principal.role, 'chats:read')) throw new ApiError(403, 'forbidden', `The ${principal.role} role may not do this`);
    const feedback = await storage.feedbacks.get(request.params.id);
    if (!feedback) throw notFound('Feedback');
    // An agent reads the feedbacks of chats, not the others: a refusal, as for any feedback outside their role.
    if (!mayReadAll && !feedback.chatToken) throw new ApiError(403, 'forbidden', 'An agent reads the files of chats\' feedbacks only');
    const { name } = request.params;
    const file = STORED_NAME.test(name) && feedbackNamesFile(feedback, name) ? await files.open(name) : undefined;
    if (!file) throw notFound('File');
    return sendUpload(reply, name, file);
  });
}
