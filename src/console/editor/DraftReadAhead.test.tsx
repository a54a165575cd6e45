import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import demo from '../../server/seed/demo.json';
import { api, draftHandlers, renderConsole, sessionOf, userOf } from '../testing';

const demoFlow = demo.flows[0]!;
const events: string[] = [];
const server = setupServer(
  // The session check answers slowly, as a busy server or a long network path would.
  http.get(api('/v1/auth/session'), async () => {
    events.push('session asked');
    await delay(400);
    events.push('session answered');
    return HttpResponse.json(sessionOf(userOf('editor')));
  }),
  ...draftHandlers(demoFlow),
);
server.events.on('request:start', ({ request }) => {
  if (request.method === 'GET' && new URL(request.url).pathname === `/v1/manage/flows/${demoFlow.id}`) events.push('draft asked');
});
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  events.length = 0;
});
afterAll(() => server.close());

describe('opening a flow in the editor', () => {
  it('asks for its draft once, while the session is still being checked', async () => {
    renderConsole(`/console/flows/${demoFlow.id}`);
    await screen.findByRole('heading', { level: 1, name: demoFlow.name }, { timeout: 15_000 });
    expect(events.filter((event) => event === 'draft asked')).toHaveLength(1);
    expect(events.indexOf('draft asked')).toBeLessThan(events.indexOf('session answered'));
  });
});
