import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { ApiError, badRequest, notFound } from '../api-error';
import type { ServerContext } from '../context';
import { audit } from '../accounts/audit';
import { authenticate, requirePermission } from '../accounts/authenticate';
import { isPublicAddress } from '../services/outbound-address';
import type { AttemptRecord, DeliveryView, EndpointChange, StoredEndpoint } from '../storage/webhook-repository';
import { newWebhookSecret } from '../webhooks/signature';
import { decodeCursor, encodeCursor } from './account-routes';
import { expectedRevision, staleWrite, withEtag } from './preconditions';
import { ERROR_RESPONSE, ref } from './schema-registry';

const W = 'manage-webhooks.schema.json';
const errors = { 400: ERROR_RESPONSE, 401: ERROR_RESPONSE, 403: ERROR_RESPONSE, 404: ERROR_RESPONSE, 412: ERROR_RESPONSE, 428: ERROR_RESPONSE };
const id = { type: 'string', minLength: 1, maxLength: 128 };
const idParams = { type: 'object', required: ['id'], properties: { id } };
const deliveryParams = { type: 'object', required: ['id', 'deliveryId'], properties: { id, deliveryId: id } };
const noContent = { 204: { type: 'null' } };
const iso = (ms: number) => new Date(ms).toISOString();

/** The endpoint as the API shows it: the secret only in the answers that make one (create, rotate). */
const endpointView = (endpoint: StoredEndpoint) => ({
  id: endpoint.id, url: endpoint.url, description: endpoint.description, events: endpoint.events, enabled: endpoint.enabled,
  disabled_reason: endpoint.disabledReason, failing_since: endpoint.failingSince === null ? null : iso(endpoint.failingSince),
  created_at: iso(endpoint.createdAt), updated_at: iso(endpoint.updatedAt), revision: endpoint.revision,
});
const attemptView = (attempt: AttemptRecord) => ({
  at: iso(attempt.at), status_code: attempt.statusCode, duration_ms: attempt.durationMs, error: attempt.error, response_snippet: attempt.responseSnippet,
});
const deliveryView = (delivery: DeliveryView) => ({
  id: delivery.id, event_id: delivery.eventId, event_type: delivery.eventType, status: delivery.status, attempts: delivery.attempts,
  next_attempt_at: delivery.nextAttemptAt === null ? null : iso(delivery.nextAttemptAt), created_at: iso(delivery.createdAt),
  last_attempt: delivery.lastAttempt && attemptView(delivery.lastAttempt),
});

/**
 * Webhook endpoints, their delivery log and redelivery under /v1/manage/webhooks (issue #20), for owners and
 * editors. Decision: the signing secret is shown once, in the answer that creates or rotates it, like an API
 * token's; a lost secret is rotated, never read back.
 */
export function webhookRoutes(app: FastifyInstance, context: ServerContext): void {
  const { storage, clock, config } = context;
  const managers = { onRequest: requirePermission(context, 'webhooks:manage') };
  const endpointOf = async (endpointId: string) => {
    const endpoint = await storage.webhooks.getEndpoint(endpointId);
    if (!endpoint) throw notFound('Webhook endpoint');
    return endpoint;
  };
  /** Refused at once where it is certain (a literal private address, localhost); names are checked again at each call after resolving. */
  const checkUrl = (url: string) => {
    if (config.webhooks.allowPrivate) return;
    const host = new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase();
    if ((net.isIP(host) && !isPublicAddress(host)) || host === 'localhost' || host.endsWith('.localhost')) {
      throw new ApiError(400, 'refused_address', `${host} is a private, loopback or link-local address; webhooks may not call it (WEBHOOK_ALLOW_PRIVATE allows it)`);
    }
  };

  app.get('/v1/manage/webhooks', { ...managers, schema: { tags: ['webhooks'], summary: 'Webhook endpoints', response: { 200: ref(W, 'endpointList'), ...errors } } },
    async () => (await storage.webhooks.listEndpoints()).map(endpointView));

  app.post<{ Body: { url: string; description?: string; events: string[]; enabled?: boolean } }>('/v1/manage/webhooks', {
    ...managers,
    schema: { tags: ['webhooks'], summary: 'Add an endpoint: the answer carries its signing secret (whsec_...), once', body: ref(W, 'endpointInput'), response: { 201: ref(W, 'endpoint'), ...errors } },
  }, async (request, reply) => {
    checkUrl(request.body.url);
    const principal = await authenticate(request, context);
    const endpoint = await storage.webhooks.createEndpoint({
      url: request.body.url, description: (request.body.description ?? '').trim(), events: request.body.events, enabled: request.body.enabled ?? true,
      secret: newWebhookSecret(), createdBy: principal.userId, now: clock(),
    });
    await audit(context, principal, 'webhook.created', 'webhook', endpoint.id, { url: endpoint.url, events: endpoint.events });
    reply.status(201);
    return withEtag(reply, endpoint.revision, { ...endpointView(endpoint), secret: endpoint.secret });
  });

  app.get<{ Params: { id: string } }>('/v1/manage/webhooks/:id', { ...managers, schema: { tags: ['webhooks'], summary: 'One endpoint', params: idParams, response: { 200: ref(W, 'endpoint'), ...errors } } },
    async (request, reply) => {
      const endpoint = await endpointOf(request.params.id);
      return withEtag(reply, endpoint.revision, endpointView(endpoint));
    });

  app.patch<{ Params: { id: string }; Body: EndpointChange }>('/v1/manage/webhooks/:id', {
    ...managers,
    schema: { tags: ['webhooks'], summary: 'Change an endpoint (If-Match: its revision); enabled true enables one the server disabled', params: idParams, body: ref(W, 'endpointChange'), response: { 200: ref(W, 'endpoint'), ...errors } },
  }, async (request, reply) => {
    const expected = expectedRevision(request);
    if (request.body.url !== undefined) checkUrl(request.body.url);
    const change = { ...request.body, ...(request.body.description !== undefined ? { description: request.body.description.trim() } : {}) };
    const updated = await storage.webhooks.updateEndpoint(request.params.id, change, expected, clock());
    if (updated === undefined) throw notFound('Webhook endpoint');
    if (updated === 'stale') {
      const current = await endpointOf(request.params.id);
      throw staleWrite(endpointView(current), current.revision);
    }
    await audit(context, await authenticate(request, context), 'webhook.updated', 'webhook', updated.id, { ...request.body });
    return withEtag(reply, updated.revision, endpointView(updated));
  });

  app.delete<{ Params: { id: string } }>('/v1/manage/webhooks/:id', {
    ...managers,
    schema: { tags: ['webhooks'], summary: 'Remove an endpoint and its delivery log', params: idParams, response: { ...noContent, ...errors } },
  }, async (request, reply) => {
    const endpoint = await endpointOf(request.params.id);
    await storage.webhooks.removeEndpoint(endpoint.id);
    await audit(context, await authenticate(request, context), 'webhook.removed', 'webhook', endpoint.id, { url: endpoint.url });
    return reply.status(204).send();
  });

  app.post<{ Params: { id: string } }>('/v1/manage/webhooks/:id/secret', {
    ...managers,
    schema: { tags: ['webhooks'], summary: 'Replace the signing secret: the answer carries the new one, once; the old one stops at once', params: idParams, response: { 200: ref(W, 'endpoint'), ...errors } },
  }, async (request, reply) => {
    const rotated = await storage.webhooks.rotateSecret(request.params.id, newWebhookSecret(), clock());
    if (!rotated) throw notFound('Webhook endpoint');
    await audit(context, await authenticate(request, context), 'webhook.secret_rotated', 'webhook', rotated.id, { url: rotated.url });
    return withEtag(reply, rotated.revision, { ...endpointView(rotated), secret: rotated.secret });
  });

  app.get<{ Params: { id: string }; Querystring: { limit?: number; cursor?: string } }>('/v1/manage/webhooks/:id/deliveries', {
    ...managers,
    schema: {
      tags: ['webhooks'], summary: 'The delivery log: each event sent to this endpoint, newest first, with its latest attempt', params: idParams,
      querystring: { type: 'object', additionalProperties: false, properties: { limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 }, cursor: { type: 'string', maxLength: 200 } } },
      response: { 200: ref(W, 'deliveryPage'), ...errors },
    },
  }, async (request) => {
    await endpointOf(request.params.id);
    const limit = request.query.limit ?? 50;
    const before = request.query.cursor === undefined ? undefined : decodeCursor(request.query.cursor);
    if (request.query.cursor !== undefined && !before) throw badRequest('cursor is not one this API gave');
    const deliveries = await storage.webhooks.deliveries(request.params.id, { limit, before });
    const last = deliveries[deliveries.length - 1];
    return { deliveries: deliveries.map(deliveryView), next_cursor: deliveries.length === limit && last ? encodeCursor(last.createdAt, last.id) : null };
  });

  app.get<{ Params: { id: string; deliveryId: string } }>('/v1/manage/webhooks/:id/deliveries/:deliveryId/attempts', {
    ...managers,
    schema: { tags: ['webhooks'], summary: 'Every attempt of one delivery, newest first', params: deliveryParams, response: { 200: ref(W, 'attemptList'), ...errors } },
  }, async (request) => {
    const attempts = await storage.webhooks.attempts(request.params.id, request.params.deliveryId);
    if (!attempts) throw notFound('Delivery');
    return attempts.map(attemptView);
  });

  app.post<{ Params: { id: string; deliveryId: string } }>('/v1/manage/webhooks/:id/deliveries/:deliveryId/redeliver', {
    ...managers,
    schema: { tags: ['webhooks'], summary: 'Send a delivery again now (same webhook-id), with a new 24 h of retries', params: deliveryParams, response: { ...noContent, ...errors } },
  }, async (request, reply) => {
    if (!(await storage.webhooks.redeliver(request.params.id, request.params.deliveryId, clock()))) throw notFound('Delivery');
    await audit(context, await authenticate(request, context), 'webhook.redelivered', 'webhook', request.params.id, { delivery_id: request.params.deliveryId });
    return reply.status(204).send();
  });
}
