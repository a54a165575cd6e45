import type { FastifyInstance } from 'fastify';
import type { Flow, FlowQuestion } from '../../types/schemas';
import { ApiError, badRequest, notFound } from '../api-error';
import type { ServerContext } from '../context';
import { forwardJson } from '../services/forward';

/** The questions of a flow by id (shared with the integration proxy). */
export function questionsOf(flow: Flow): Map<string, FlowQuestion> {
  return new Map(flow.states.flatMap((s) => s.elements).flatMap((e) => (e.question ? [[e.question.id, e.question] as const] : [])));
}

interface FilledAnswer {
  question_id: string;
  input: unknown;
}

const isFilledAnswer = (item: unknown): item is FilledAnswer =>
  typeof item === 'object' && item !== null && typeof (item as { question_id?: unknown }).question_id === 'string' && 'input' in item;

/**
 * SPEC 7 dynamic requests (`POST {api}/v1/flows/{flowId}/requests`): the answer goes to the endpoint the
 * question names (`extra.request_url`), with a 5 s limit; the endpoint's answers fill questions of this flow.
 * Any failure is a 502, which the client stores on the question (SPEC 8).
 */
export function requestRoutes(app: FastifyInstance, { storage, config }: ServerContext): void {
  app.post<{ Params: { flowId: string }; Body: { question_id?: unknown; answer?: unknown } }>('/v1/flows/:flowId/requests', { config: { rateLimited: true } }, async (request) => {
    const stored = await storage.flows.get(request.params.flowId);
    if (!stored) throw new ApiError(404, 'flow_not_found', `Flow "${request.params.flowId}" not found`);
    const questions = questionsOf(stored.flow);
    const questionId = request.body?.question_id;
    if (typeof questionId !== 'string') throw badRequest('question_id is required');
    const question = questions.get(questionId);
    if (!question) throw notFound(`Question "${questionId}" of flow "${stored.flow.id}"`);
    const url = question.extra?.request_url;
    if (!url) throw badRequest(`Question "${question.id}" makes no dynamic request (it has no request_url)`);

    const outcome = await forwardJson(url, { question_id: question.id, flow_id: stored.flow.id, answer: request.body?.answer ?? null }, { allowPrivate: config.webhooks.allowPrivate });
    if (!outcome.ok) throw new ApiError(502, 'upstream_failed', outcome.message);
    if (outcome.status < 200 || outcome.status >= 300) throw new ApiError(502, 'upstream_failed', `The endpoint answered with status ${outcome.status}`);
    const responses = (outcome.data as { responses?: unknown } | null)?.responses;
    if (!Array.isArray(responses)) throw new ApiError(502, 'upstream_failed', 'The endpoint did not answer with a JSON responses list');
    return {
      // Only answers for questions of this flow; anything else the endpoint sends is dropped.
      responses: responses.filter(isFilledAnswer).filter((r) => questions.has(r.question_id)).map((r) => ({ question_id: r.question_id, input: r.input })),
    };
  });
}
