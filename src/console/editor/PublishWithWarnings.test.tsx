// A warning (a state no path reaches) does not stop publishing, as the problems list says: the header used to count
// it as a problem to fix and keep Publish disabled.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import demo from '../../server/seed/demo.json';
import { api, renderConsole, sessionHandler, sessionOf, userOf } from '../testing';

type Saved = Record<string, unknown>;
let saved: Saved | undefined;
const server = setupServer(
  sessionHandler(sessionOf(userOf('editor'))),
  http.get(api('/v1/manage/flows/:id/fixtures'), () => HttpResponse.json([])),
  http.get(api('/v1/manage/flows/:id'), () => HttpResponse.json({ id: 'demo-flow', draft: { ...demo.flows[0], states: [...demo.flows[0]!.states, { id: 's-lost', name: 'Lost', elements: [] }] }, revision: 1, published_version: null, archived: false, response_count: 0 })),
  http.put(api('/v1/manage/flows/:id/draft'), async ({ request }) => {
    saved = (await request.json()) as Saved;
    return HttpResponse.json({ id: 'demo-flow', draft: saved, revision: 2, published_version: null, archived: false, response_count: 0 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('publishing with a warning', () => {
  it('offers Publish while the only problem is a warning', async () => {
    renderConsole('/console/flows/demo-flow');
    await screen.findByRole('region', { name: 'Pages' }, { timeout: 15_000 });
    await screen.findByText(/No path leads to “Lost”/);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Publish' })).toHaveAttribute('aria-disabled', 'false'));
    expect(screen.queryByText(/to publish\./)).toBeNull();
  });
});
