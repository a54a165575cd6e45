import type { FastifyInstance } from 'fastify';
import { ApiError, badRequest, notFound } from '../api-error';
import type { ServerContext } from '../context';
import { forwardJson } from '../services/forward';
import type { StoredFlow } from '../storage/storage';
import { questionsOf } from './requests';

interface IntegrationBody {
  reference_id?: unknown;
  body?: unknown;
  flow_id?: unknown;
}

/**
 * SPEC 7 `POST {proxy}/integration`: answers of a question with a bindingModel go to the flow's integrationUrl
 * with a 5 s limit. Issue #3: errors come back as data (200 with ok false), which the flow stores as bindingData;
 * issue #25: a failed call's body never reaches the browser.
 */
export function integrationRoutes(app: FastifyInstance, { storage, config }: ServerContext): void {
  const flowHolding = async (questionId: string, flowId: unknown): Promise<StoredFlow> => {
    if (typeof flowId === 'string') {
      const stored = await storage.flows.get(flowId);
      if (!stored) throw new ApiError(404, 'flow_not_found', `Flow "${flowId}" not found`);
      if (!questionsOf(stored.flow).has(questionId)) throw notFound(`Question "${questionId}" of flow "${flowId}"`);
      return stored;
    }
    // The SPEC's payload names no flow: the question id (a UUID in practice) finds it among the newest versions.
    const stored = (await storage.flows.list()).find((f) => questionsOf(f.flow).has(questionId));
    if (!stored) throw notFound(`Question "${questionId}"`);
    return stored;
  };

  app.post<{ Body: IntegrationBody }>('/integration', { config: { rateLimited: true } }, async (request) => {
    const referenceId = request.body?.reference_id;
    if (typeof referenceId !== 'string' || referenceId === '') throw badRequest('reference_id (the question id) is required');
    const body = request.body?.body ?? {};
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('body is a map of question key to response');
    const stored = await flowHolding(referenceId, request.body?.flow_id);
    const question = questionsOf(stored.flow).get(referenceId)!;
    const target = stored.flow.integrationUrl;
    if (!target) return { ok: false, error: { code: 'no_integration', message: `Flow "${stored.flow.id}" has no integrationUrl` } };

    const outcome = await forwardJson(target, { reference_id: referenceId, binding_model: question.bindingModel ?? null, body }, { allowPrivate: config.webhooks.allowPrivate });
    if (!outcome.ok) return { ok: false, error: { code: 'upstream_failed', message: outcome.message } };
    if (outcome.status >= 200 && outcome.status < 300) return { ok: true, status: outcome.status, data: outcome.data };
    // Issue #25: an error page of the provider's endpoint may hold its secrets (a connection string, a stack
    // trace); the browser learns only the status, the log keeps the rest for the operator.
    request.log.warn({ flowId: stored.flow.id, status: outcome.status }, 'integration endpoint answered with an error');
    return { ok: false, status: outcome.status, error: { code: 'upstream_failed', message: `The endpoint answered with status ${outcome.status}` } };
  });
}
