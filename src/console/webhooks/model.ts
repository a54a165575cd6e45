import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiClient } from '../api/client';
import { expectOk, type ApiFailure } from '../api/api-failure';
import type { WebhookDelivery, WebhookEndpoint, WebhookEndpointChange, WebhookEndpointInput } from '../api/types';
import { createResource, failureOf } from '../app/request-state';

/**
 * Webhook endpoints (issue #20): the list, add (the secret is in the creating or rotating answer only, kept until
 * dismissed), edit at the endpoint's revision, remove, and the delivery log of one endpoint with redeliver.
 */
export function createWebhooksModel(api: ApiClient) {
  const list = createResource(() => expectOk(api.GET('/v1/manage/webhooks')));
  const opened = createEvent();
  const createSubmitted = createEvent<WebhookEndpointInput>();
  const editSubmitted = createEvent<{ endpoint: WebhookEndpoint; change: WebhookEndpointChange }>();
  const removeConfirmed = createEvent<WebhookEndpoint>();
  const rotateConfirmed = createEvent<WebhookEndpoint>();
  const secretDismissed = createEvent();
  const logOpened = createEvent<WebhookEndpoint>();
  const logClosed = createEvent();
  const redeliverClicked = createEvent<WebhookDelivery>();

  const createFx = createEffect<WebhookEndpointInput, WebhookEndpoint, ApiFailure>((body) => expectOk(api.POST('/v1/manage/webhooks', { body })));
  const editFx = createEffect<{ endpoint: WebhookEndpoint; change: WebhookEndpointChange }, WebhookEndpoint, ApiFailure>(({ endpoint, change }) =>
    expectOk(api.PATCH('/v1/manage/webhooks/{id}', { params: { path: { id: endpoint.id } }, body: change, headers: { 'if-match': `"${endpoint.revision}"` } })));
  const removeFx = createEffect<WebhookEndpoint, void, ApiFailure>(async (endpoint) => void (await expectOk(api.DELETE('/v1/manage/webhooks/{id}', { params: { path: { id: endpoint.id } } }))));
  const rotateFx = createEffect<WebhookEndpoint, WebhookEndpoint, ApiFailure>((endpoint) => expectOk(api.POST('/v1/manage/webhooks/{id}/secret', { params: { path: { id: endpoint.id } } })));

  const $logEndpoint = createStore<WebhookEndpoint | null>(null).on(logOpened, (_, endpoint) => endpoint).reset(logClosed, opened);
  const deliveries = createResource(async () => {
    const endpoint = $logEndpoint.getState();
    if (!endpoint) return [];
    return (await expectOk(api.GET('/v1/manage/webhooks/{id}/deliveries', { params: { path: { id: endpoint.id }, query: { limit: 50 } } }))).deliveries;
  });
  const redeliverFx = createEffect<WebhookDelivery, void, ApiFailure>(async (delivery) => {
    const endpoint = $logEndpoint.getState();
    if (!endpoint) return;
    await expectOk(api.POST('/v1/manage/webhooks/{id}/deliveries/{deliveryId}/redeliver', { params: { path: { id: endpoint.id, deliveryId: delivery.id } } }));
  });

  /** The endpoint whose secret is on screen, this once. */
  const $secret = createStore<WebhookEndpoint | null>(null)
    .on([createFx.doneData, rotateFx.doneData], (_, endpoint) => endpoint)
    .reset(opened, secretDismissed, createFx, rotateFx);

  sample({ clock: opened, target: list.opened });
  sample({ clock: createSubmitted, target: createFx });
  sample({ clock: editSubmitted, target: editFx });
  sample({ clock: removeConfirmed, target: removeFx });
  sample({ clock: rotateConfirmed, target: rotateFx });
  sample({ clock: [createFx.done, editFx.done, removeFx.finally, rotateFx.done], target: list.reloaded });
  sample({ clock: removeFx.done, source: $logEndpoint, filter: (shown, { params }) => shown?.id === params.id, target: logClosed });
  sample({ clock: logOpened, target: deliveries.opened });
  sample({ clock: redeliverClicked, target: redeliverFx });
  // The log read again shows the redelivered one as pending, then as its attempt went.
  sample({ clock: redeliverFx.done, target: deliveries.reloaded });

  return {
    opened, createSubmitted, editSubmitted, removeConfirmed, rotateConfirmed, secretDismissed, logOpened, logClosed, redeliverClicked,
    list, deliveries, $secret, $logEndpoint,
    $createFailure: failureOf(createFx), $createPending: createFx.pending,
    $editFailure: failureOf(editFx), $editDone: createStore(0).on(editFx.done, (n) => n + 1),
    $actionFailure: createStore<ApiFailure | null>(null).on([removeFx.failData, rotateFx.failData, redeliverFx.failData], (_, failure) => failure).reset(removeFx, rotateFx, redeliverFx),
  };
}
