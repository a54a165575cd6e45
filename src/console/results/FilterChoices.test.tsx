import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ResponseRow, ResultsSummary } from '../api/types';
import { api, renderConsole, sessionHandler, sessionOf, userOf } from '../testing';

const SUMMARY: ResultsSummary = {
  flow_id: 'checkout', version: 3, source: 'rollups',
  choices: {
    versions: [3, 2, 1],
    nodes: [{ id: 'node-shop', name: 'Shop page' }, { id: 'node-app', name: 'Mobile app' }],
    languages: [{ id: 1, code: 'en', name: 'English' }, { id: 2, code: 'tr' }],
  },
  headline: { feedbacks: 1, completed: 1, completion_rate: 1, median_seconds: 40, nps: null, csat: null, ces: null, stars: null },
  cards: [], drop_off: [], trend: [], trend_score: null,
};
const ROW: ResponseRow = {
  id: 'fb-1', created_at: '2026-11-20T12:00:00.000Z', completed: true, node_id: 'node-app', flow_version: 2,
  channel: 'hosted', language_id: 2, customer: null, chat_status: null, answers: {},
};
/** The filters each summary request asked for. */
const asked: URLSearchParams[] = [];

const server = setupServer(
  sessionHandler(sessionOf(userOf('viewer'))),
  http.get(api('/v1/manage/flows/checkout/summary'), ({ request }) => {
    asked.push(new URL(request.url).searchParams);
    return HttpResponse.json(SUMMARY);
  }),
  http.get(api('/v1/manage/flows/checkout/responses'), () => HttpResponse.json({ columns: [], items: [ROW], next_cursor: null })),
  http.get(api('/v1/manage/feedbacks/:id'), ({ params }) => HttpResponse.json({
    id: params.id, node_id: 'node-app', flow_id: 'checkout', flow_version: 2, completed: true, created_at: ROW.created_at, chat_status: null,
    payload: { language_id: 2, responses: [] },
  })),
);
// The live-results socket has no server here; only its transport's requests may go unanswered.
beforeAll(() => server.listen({ onUnhandledRequest: (request, print) => (new URL(request.url).pathname.startsWith('/socket.io/') ? undefined : print.error()) }));
afterEach(() => {
  server.resetHandlers();
  asked.length = 0;
});
afterAll(() => server.close());

describe('the results filters\' version, node and language', () => {
  it('offers the flow\'s versions, nodes and languages, and applies them to the address and the summary', async () => {
    renderConsole('/console/flows/checkout/results');
    const filters = within(await screen.findByRole('form', { name: 'Filters' }, { timeout: 5000 }));
    const version = await filters.findByRole('combobox', { name: 'Version' });
    expect(within(version).getAllByRole('option').map((option) => option.textContent)).toEqual(['All versions', 'Version 3', 'Version 2', 'Version 1']);
    const node = filters.getByRole('combobox', { name: 'Channel node' });
    expect(within(node).getAllByRole('option').map((option) => option.textContent)).toEqual(['Any', 'Shop page', 'Mobile app']);
    const language = filters.getByRole('combobox', { name: 'Language' });
    // A language without a name of its own is named by its code, in the console's language.
    expect(within(language).getAllByRole('option').map((option) => option.textContent)).toEqual(['Any', 'English', 'Turkish', 'None named']);

    const user = userEvent.setup();
    await user.selectOptions(version, 'Version 2');
    await user.selectOptions(filters.getByRole('combobox', { name: 'Channel node' }), 'Mobile app');
    await user.selectOptions(filters.getByRole('combobox', { name: 'Language' }), 'Turkish');
    await user.click(filters.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(window.location.search).toBe('?version=2&node_id=node-app&language=2'));
    await waitFor(() => expect(asked.at(-1)?.toString()).toContain('version=2&node_id=node-app&language=2'));
    const applied = within(screen.getByRole('form', { name: 'Filters' }));
    expect(applied.getByRole('combobox', { name: 'Version' })).toHaveValue('2');
    expect(applied.getByRole('combobox', { name: 'Channel node' })).toHaveValue('node-app');
    expect(applied.getByRole('combobox', { name: 'Language' })).toHaveValue('2');
  });

  it('keeps a node a shared link names though the flow no longer shows it, and names a feedback\'s language in its panel', async () => {
    renderConsole('/console/flows/checkout/results?node_id=node-gone');
    const filters = within(await screen.findByRole('form', { name: 'Filters' }, { timeout: 5000 }));
    const node = await filters.findByRole('combobox', { name: 'Channel node' });
    expect(node).toHaveValue('node-gone');

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Open the feedback of/ }));
    const panel = within(await screen.findByRole('dialog'));
    expect(await panel.findByText('Turkish')).toBeInTheDocument();
  });
});
