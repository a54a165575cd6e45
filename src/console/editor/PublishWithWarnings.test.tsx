// A warning (a state no path reaches) does not stop publishing, as the problems list says: the header used to count
// it as a problem to fix and keep Publish disabled.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import demo from '../../server/seed/demo.json';
import { renderConsole, sessionHandler, sessionOf, userOf, draftHandlers } from '../testing';

const server = setupServer(
  sessionHandler(sessionOf(userOf('editor'))),
  ...draftHandlers({ ...demo.flows[0], states: [...demo.flows[0]!.states, { id: 's-lost', name: 'Lost', elements: [] }] }),
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
