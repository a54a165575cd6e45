import type { FastifyInstance } from 'fastify';
import type { Flow, FlowQuestion } from '../../types/schemas';
import { ApiError, badRequest, notFound } from '../api-error';
import type { ServerContext } from '../context';
import { forwardJson } from '../services/forward';

function questionsOf(flow: Flow): Map<string, FlowQuestion> {
  return new Map(flow.states.flatMap((s) => s.elements).flatMap((e) => (e.question ? [[e.question.id, e.question] as const] : [])));
}

/**
 * SPEC 7 dynamic requests (`POST {api}/v1/flows/{flowId}/requests`) and the integration proxy
 * (`POST {proxy}/integration`): the server forwards to the endpoint the flow names, with a 5 s limit.
 */
export function requestRoutes(app: FastifyInstance, { storage }: ServerContext): void {
  app.post<{ Params: { flowId: string }; Body: { question_id?: unknown; answer?: unknown } }>('/v1/flows/:flowId/requests', { config: { rateLimited: true } }, async (request) => {
    const stored = await storage.flows.get(request.params.flowId);
    if (!stored) throw notFound(`Flow "${request.params.flowId}"`);
    const questions = questionsOf(stored.flow);
    const questionId = request.body?.question_id;
    const question = typeof questionId === 'string' ? questions.get(questionId) : undefined;
    if (!question) throw notFound(`Question "${String(questionId)}"`);
    const url = question.extra?.request_url;
    if (!url) throw badRequest(`Question "${question.id}" has no request_url`);
    const outcome = await forwardJson(url, { question_id: question.id, flow_id: stored.flow.id, answer: request.body?.answer });
    if (!outcome.ok || outcome.status >= 400) {
      throw new ApiError(502, 'upstream_failed', outcome.ok ? `The endpoint answered ${outcome.status}` : outcome.message);
    }
    const responses = (outcome.data as { responses?: unknown })?.responses;
    if (!Array.isArray(responses)) throw new ApiError(502, 'upstream_failed', 'The endpoint answered without a responses list');
    return {
      // Only answers for questions of this flow; anything else the endpoint sends is dropped.
      responses: responses.filter((r): r is { question_id: string; input: unknown } => typeof r?.question_id === 'string' && questions.has(r.question_id)).map((r) => ({ question_id: r.question_id, input: r.input })),
    };
  });

  app.post<{ Body: { reference_id?: unknown; body?: unknown; flow_id?: unknown } }>('/integration', { config: { rateLimited: true } }, async (request) => {
    const referenceId = request.body?.reference_id;
    if (typeof referenceId !== 'string') throw badRequest('reference_id (the question id) is required');
    const flowId = request.body?.flow_id;
    const candidates = typeof flowId === 'string' ? [await storage.flows.get(flowId)].filter(Boolean) : await storage.flows.list();
    const stored = candidates.find((f) => f && questionsOf(f.flow).has(referenceId));
    if (!stored) throw notFound(`Question "${referenceId}"`);
    const question = questionsOf(stored.flow).get(referenceId)!;
    if (!stored.flow.integrationUrl) return { ok: false, error: { code: 'no_integration', message: `Flow "${stored.flow.id}" has no integrationUrl` } };
    const outcome = await forwardJson(stored.flow.integrationUrl, { reference_id: referenceId, binding_model: question.bindingModel ?? null, body: request.body?.body ?? {} });
    // Issue #3: integration errors come back as data, for the flow to store as bindingData.
    if (!outcome.ok) return { ok: false, error: { code: 'upstream_failed', message: outcome.message } };
    return outcome.status < 400 ? { ok: true, status: outcome.status, data: outcome.data } : { ok: false, error: { code: 'upstream_failed', message: `The endpoint answered ${outcome.status}` }, status: outcome.status, data: outcome.data };
  });
}
