import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { WebhookDelivery, WebhookEndpoint } from '../api/types';
import { api, renderConsole, sessionHandler, sessionOf, userOf } from '../testing';

const SECRET = 'whsec_c2hvd24tb25seS1vbmNlLXRoaXMtaXMtdGhlLXNlY3JldA==';
let endpoints: WebhookEndpoint[] = [];
const posted: unknown[] = [];
const redelivered: string[] = [];
const endpointOf = (body: { url: string; events: WebhookEndpoint['events']; description?: string; enabled?: boolean }, extra: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  id: 'hook-1', url: body.url, description: body.description ?? '', events: body.events, enabled: body.enabled ?? true, disabled_reason: null, failing_since: null,
  created_at: '2026-03-02T10:00:00Z', updated_at: '2026-03-02T10:00:00Z', revision: 1, ...extra,
});
const delivery: WebhookDelivery = {
  id: 'delivery-1', event_id: 'msg_0123456789abcdef0123456789abcdef', event_type: 'feedback.completed', status: 'failed', attempts: 1, next_attempt_at: null,
  created_at: '2026-03-02T10:00:00Z', last_attempt: { at: '2026-03-02T10:00:01Z', status_code: 410, duration_ms: 42, error: null, response_snippet: 'Gone' },
};
const server = setupServer(
  sessionHandler(sessionOf(userOf('editor'))),
  http.get(api('/v1/manage/webhooks'), () => HttpResponse.json(endpoints)),
  http.post(api('/v1/manage/webhooks'), async ({ request }) => {
    const body = (await request.json()) as Parameters<typeof endpointOf>[0];
    posted.push(body);
    endpoints = [...endpoints, endpointOf(body)];
    return HttpResponse.json({ ...endpointOf(body), secret: SECRET }, { status: 201 });
  }),
  http.get(api('/v1/manage/webhooks/:id/deliveries'), () => HttpResponse.json({ deliveries: [delivery], next_cursor: null })),
  http.post(api('/v1/manage/webhooks/:id/deliveries/:deliveryId/redeliver'), ({ params }) => {
    redelivered.push(String(params.deliveryId));
    return new HttpResponse(null, { status: 204 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  endpoints = [];
});
afterEach(() => {
  server.resetHandlers();
  posted.length = 0;
  redelivered.length = 0;
});
afterAll(() => server.close());

describe('Webhooks screen', () => {
  it('checks the form, adds an endpoint with the chosen events and shows its secret once', async () => {
    renderConsole('/console/webhooks');
    const user = userEvent.setup();
    const address = await screen.findByLabelText('Address');
    await user.click(screen.getByRole('checkbox', { name: /Feedback completed/ }));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(screen.getByText('Enter the address to send events to.')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one event.')).toBeInTheDocument();
    expect(address).toHaveFocus();
    expect(posted).toEqual([]);

    await user.type(address, 'https://crm.example.com/hooks');
    await user.click(screen.getByRole('checkbox', { name: /Chat rated/ }));
    await user.click(screen.getByRole('checkbox', { name: /Feedback completed/ }));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const secret = await screen.findByLabelText('Signing secret');
    expect(secret).toHaveValue(SECRET);
    // In the schema's order, whatever order they were ticked in.
    expect(posted).toEqual([{ url: 'https://crm.example.com/hooks', description: '', events: ['feedback.completed', 'chat.rated'], enabled: true }]);
    const list = within(screen.getByRole('region', { name: 'Endpoints' }));
    expect((await list.findAllByText('https://crm.example.com/hooks')).length).toBeGreaterThan(0);
    expect(screen.getByRole('region', { name: 'Endpoints' })).not.toHaveTextContent(SECRET);
    await user.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(document.body).not.toHaveTextContent(SECRET);
  });

  it('says why the server disabled an endpoint, shows its delivery log and sends a delivery again', async () => {
    endpoints = [endpointOf({ url: 'https://down.example.com/in', events: ['feedback.completed'] }, { enabled: false, disabled_reason: 'failing', failing_since: '2026-02-27T10:00:00Z' })];
    renderConsole('/console/webhooks');
    const user = userEvent.setup();
    expect(await screen.findByText('Disabled: failing for 3 days')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delivery log https://down.example.com/in' }));
    const log = within(await screen.findByRole('region', { name: 'Delivery log of https://down.example.com/in' }));
    expect(await log.findByText('Answered 410 in 42 ms')).toBeInTheDocument();
    expect(log.getByText('Gone')).toBeInTheDocument();
    expect(log.getByText('Failed')).toBeInTheDocument();
    await user.click(log.getByRole('button', { name: `Send again ${delivery.event_id}` }));
    await expect.poll(() => redelivered).toEqual(['delivery-1']);
  });
});
