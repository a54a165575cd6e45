import type { FastifyInstance } from 'fastify';
import { validateDocument } from '../../schema/validate';
import { ApiError, badRequest, notFound } from '../api-error';
import type { ServerContext } from '../context';
import { identityFromHeaders } from '../services/identity';
import { isActivated } from '../services/node-view';
import { endsInChat, responseProblems } from '../services/response-check';
import { newSecret } from '../services/tokens';
import { delayElapsed } from '../../lib/repeat-feedback';

const header = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/** SPEC 7 POST /v1/feedbacks: creates a feedback, continues an incomplete one (X-FID), never twice (Idempotency-Key). */
export function feedbackRoutes(app: FastifyInstance, { storage, realtime, clock }: ServerContext): void {
  app.post('/v1/feedbacks', { config: { rateLimited: true } }, async (request) => {
    const checked = validateDocument('feedback', request.body);
    if (!checked.ok) throw badRequest('The feedback is not valid', checked.problems);
    const payload = checked.value;
    const completed = header(request.headers['x-completed']) !== 'false';
    // Scoped to the node: a key reused on another channel never returns that channel's feedback.
    const key = header(request.headers['idempotency-key'])?.slice(0, 200);
    const continuesId = header(request.headers['x-fid']) || null;

    const node = await storage.nodes.get(payload.node_id);
    if (!node) throw notFound(`Node "${payload.node_id}"`);
    const now = clock();
    if (!isActivated(node, now)) throw new ApiError(403, 'node_not_active', 'This channel is not collecting feedback now');
    const stored = await storage.flows.get(payload.flow_id);
    if (!stored) throw new ApiError(404, 'flow_not_found', `Flow "${payload.flow_id}" not found`);
    const problems = responseProblems(payload, stored.flow);
    if (problems.length > 0) throw new ApiError(400, 'unknown_question', 'The feedback does not match its flow', problems);

    // SPEC 4.4 code 13045: the node forbids a second feedback from this device within its delay period.
    if (completed && node.prevent_multiple_feedback && payload.device_id) {
      const last = await storage.feedbacks.lastCompletedFromDevice(node.id, payload.device_id);
      if (last !== undefined && !delayElapsed(last, node.multiple_feedback_delay_period ?? undefined, now)) {
        throw new ApiError(400, 'multiple_feedback_prevented', 'This device has already given feedback on this channel');
      }
    }
    const chat = completed && endsInChat(payload, stored.flow);
    const saved = await storage.feedbacks.save({
      idempotencyKey: key ? `${node.id}:${key}` : null,
      continuesId,
      nodeId: node.id,
      flowId: stored.flow.id,
      flowVersion: stored.version,
      completed,
      payload,
      identity: identityFromHeaders(request.headers),
      chatToken: chat ? newSecret() : null,
      now,
    });
    if ('error' in saved) {
      throw saved.error === 'continued-feedback-not-found'
        ? new ApiError(404, 'continued_feedback_not_found', `Feedback "${continuesId}" to continue was not found`)
        : new ApiError(409, 'continued_feedback_completed', `Feedback "${continuesId}" is already complete`);
    }
    const { feedback } = saved;
    if (saved.created && feedback.chatToken) await realtime.chatChanged(feedback.id);
    return {
      id: feedback.id,
      status: feedback.completed ? 'completed' : 'incomplete',
      ...(feedback.chatToken ? { token: feedback.chatToken } : {}),
    };
  });
}
