import type { FastifyInstance } from 'fastify';
import { validateDocument } from '../../schema/validate';
import { ApiError, badRequest, notFound } from '../api-error';
import type { ServerContext } from '../context';
import { autoAssign } from '../services/auto-assign';
import { identityFromHeaders } from '../services/identity';
import { isActivated } from '../services/node-view';
import { answerLimitProblems } from '../services/answer-limits';
import { flowsOfNode } from '../services/flow-access';
import { signatureHolds } from '../services/signature';
import { uploadsNamedBy } from '../services/orphan-uploads';
import { unprovenPhoneAnswers } from '../services/phone-proof';
import { endsInChat, responseProblems } from '../services/response-check';
import { newSecret, sha256 } from '../services/tokens';
import { delayElapsed } from '../../lib/repeat-feedback';
import { mailNewChat } from '../messaging/chat-notice';

const header = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

const continuationRefused = (id: string) =>
  new ApiError(403, 'continuation_refused', `Feedback "${id}" can be continued only with the X-Continuation-Token its first save returned`);

/** SPEC 7 POST /v1/feedbacks: creates a feedback, continues an incomplete one (X-FID), never twice (Idempotency-Key). */
export function feedbackRoutes(app: FastifyInstance, context: ServerContext): void {
  const { storage, realtime, clock } = context;
  app.post('/v1/feedbacks', { config: { rateLimited: true } }, async (request) => {
    const checked = validateDocument('feedback', request.body);
    if (!checked.ok) throw badRequest('The feedback is not valid', checked.problems);
    const payload = checked.value;
    const tooLarge = answerLimitProblems(payload);
    if (tooLarge.length > 0) throw badRequest('The feedback is not valid', tooLarge);
    const completed = header(request.headers['x-completed']) !== 'false';
    // Scoped to the node: a key reused on another channel never returns that channel's feedback.
    const key = header(request.headers['idempotency-key'])?.slice(0, 200);
    const continuesId = header(request.headers['x-fid']) || null;
    const presentedSecret = header(request.headers['x-continuation-token']) || null;

    const node = await storage.nodes.get(payload.node_id);
    if (!node) throw notFound(`Node "${payload.node_id}"`);
    const now = clock();
    if (!isActivated(node, now)) throw new ApiError(403, 'node_not_active', 'This channel is not collecting feedback now');
    // Issue #25 finding 8: only a flow the node shows; a draft or another node's flow could open chats it has none of.
    if (!flowsOfNode(node).includes(payload.flow_id)) throw new ApiError(400, 'flow_not_of_node', `Flow "${payload.flow_id}" is not shown by node "${node.id}"`);
    // Finding 5: the node's signature check holds on submit too, not only in the browser that was shown the flow.
    if (node.use_signature_verify && !signatureHolds(node, payload.signed_responses, payload.signature)) {
      throw new ApiError(403, 'invalid_signature', 'This channel needs the signed link it was opened with');
    }
    const stored = await storage.flows.get(payload.flow_id);
    if (!stored) throw new ApiError(404, 'flow_not_found', `Flow "${payload.flow_id}" not found`);
    const problems = responseProblems(payload, stored.flow);
    if (problems.length > 0) throw new ApiError(400, 'unknown_question', 'The feedback does not match its flow', problems);
    const unproven = await unprovenPhoneAnswers(storage, payload, stored.flow);
    if (unproven.length > 0) throw new ApiError(400, 'phone_not_verified', 'A phone number in the feedback was not verified', unproven);

    // SPEC 4.4 code 13045: the node forbids a second feedback from this device within its delay period.
    if (completed && node.prevent_multiple_feedback && payload.device_id) {
      const last = await storage.feedbacks.lastCompletedFromDevice(node.id, payload.device_id);
      if (last !== undefined && !delayElapsed(last, node.multiple_feedback_delay_period ?? undefined, now)) {
        throw new ApiError(400, 'multiple_feedback_prevented', 'This device has already given feedback on this channel');
      }
    }
    // Issue #25 finding 11: a continuation presents the secret its first save was given; a new incomplete feedback
    // gets one (only its hash is stored). Refused before anything is written.
    if (continuesId !== null && presentedSecret === null) throw continuationRefused(continuesId);
    const newSecretToken = continuesId === null && !completed ? newSecret() : null;
    const continuationSecret = continuesId !== null ? presentedSecret : newSecretToken;
    const chat = completed && endsInChat(payload, stored.flow);
    const saved = await storage.feedbacks.save({
      idempotencyKey: key ? `${node.id}:${key}` : null,
      continuesId,
      continuationHash: continuesId === null && completed ? null : sha256(continuationSecret!),
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
      if (saved.error === 'continuation-refused') throw continuationRefused(continuesId!);
      throw saved.error === 'continued-feedback-not-found'
        ? new ApiError(404, 'continued_feedback_not_found', `Feedback "${continuesId}" to continue was not found`)
        : new ApiError(409, 'continued_feedback_completed', `Feedback "${continuesId}" is already complete`);
    }
    const { feedback } = saved;
    // Files this feedback names are in use now: the orphan sweep leaves them (issue #25 finding 4).
    const named = uploadsNamedBy(payload.responses);
    if (named.storedNames.length > 0 || named.ids.length > 0) await storage.uploads.claim(named, now);
    if (saved.created && feedback.chatToken) {
      await autoAssign(context, feedback.id);
      await realtime.chatChanged(feedback.id, { newChat: true });
      mailNewChat(context, stored.flow.name || stored.flow.id).catch((error: unknown) => request.log.error({ err: error }, 'new-chat emails could not be sent'));
    }
    // Issue #19: results screens watching this flow reload (throttled per flow in the socket server).
    if (saved.created) realtime.resultsChanged?.(feedback.flowId);
    return {
      id: feedback.id,
      status: feedback.completed ? 'completed' : 'incomplete',
      ...(feedback.chatToken ? { token: feedback.chatToken } : {}),
      // Only the save that created the incomplete feedback hands out its secret; a repeat of it (same key) does not.
      ...(saved.created && newSecretToken ? { continuation_token: newSecretToken } : {}),
    };
  });
}
