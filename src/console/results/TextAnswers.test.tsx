import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ResponseRow, ResultsSummary } from '../api/types';
import { api, renderConsole, sessionHandler, sessionOf, userOf } from '../testing';

const SUMMARY: ResultsSummary = {
  flow_id: 'checkout', version: 2, source: 'rollups',
  headline: { feedbacks: 7, completed: 7, completion_rate: 1, median_seconds: 40, nps: null, csat: null, ces: null, stars: null },
  cards: [{ question_id: 'q-comment', style: 'textarea', kind: 'text', title: 'Anything else?', state_id: 's1', answered: 7, bars: [], average: null }],
  drop_off: [], trend: [], trend_score: null,
};
const COMMENTS = ['Checkout was slow', 'Great prices', 'Lovely staff', 'Too many steps', 'Fine', 'Quick delivery', 'Could be cheaper'];
const row = (n: number): ResponseRow => ({
  id: `fb-${n}`, created_at: new Date(Date.UTC(2026, 10, 20 - n, 12)).toISOString(), completed: true, node_id: 'node-1', flow_version: 2,
  channel: 'hosted', language_id: 1, customer: null, chat_status: null, answers: { 'q-comment': COMMENTS[n]! },
});
/** What the text card asked for: each request's answer conditions and other filters. */
const asked: { answer: string[]; status: string | null; cursor: string | null }[] = [];

const server = setupServer(
  sessionHandler(sessionOf(userOf('viewer'))),
  http.get(api('/v1/manage/flows/checkout/summary'), () => HttpResponse.json(SUMMARY)),
  http.get(api('/v1/manage/flows/checkout/responses'), ({ request }) => {
    const params = new URL(request.url).searchParams;
    const answer = params.getAll('answer');
    const cursor = params.get('cursor');
    const columns = [{ id: 'q-comment', title: 'Anything else?' }];
    const condition = answer.find((a) => a.startsWith('q-comment:contains:'));
    if (!condition) return HttpResponse.json({ columns, items: [], next_cursor: null }); // the responses table's own page
    asked.push({ answer, status: params.get('status'), cursor });
    const word = condition.slice('q-comment:contains:'.length).toLowerCase();
    const matching = COMMENTS.map((_, n) => row(n)).filter((r) => r.answers['q-comment']!.toLowerCase().includes(word));
    const start = cursor === 'page-2' ? 5 : 0;
    return HttpResponse.json({ columns, items: matching.slice(start, start + 5), next_cursor: start === 0 && matching.length > 5 ? 'page-2' : null });
  }),
  http.get(api('/v1/manage/feedbacks/:id'), ({ params }) => HttpResponse.json({
    id: params.id, node_id: 'node-1', flow_id: 'checkout', flow_version: 2, completed: true, created_at: row(0).created_at, chat_status: null,
    payload: { responses: [{ question_id: 'q-comment', body: 'Checkout was slow' }] },
  })),
);
// The live-results socket has no server here; only its transport's requests may go unanswered.
beforeAll(() => server.listen({ onUnhandledRequest: (request, print) => (new URL(request.url).pathname.startsWith('/socket.io/') ? undefined : print.error()) }));
afterEach(() => {
  server.resetHandlers();
  asked.length = 0;
});
afterAll(() => server.close());

// The results screen is a lazily loaded chunk: the first test waits for it to load.
const card = async () => within(await screen.findByRole('region', { name: 'Anything else?' }, { timeout: 5000 }));

describe('a text question\'s card in results', () => {
  it('lists the newest answers under the screen\'s filters, five at a time, and opens one whole', async () => {
    renderConsole('/console/flows/checkout/results?status=completed');
    const text = await card();
    const latest = await text.findByRole('list', { name: 'Latest answers' });
    expect(within(latest).getAllByRole('listitem').map((item) => item.querySelector('p')!.textContent)).toEqual(COMMENTS.slice(0, 5));
    expect(asked[0]).toEqual({ answer: ['q-comment:contains:'], status: 'completed', cursor: null });

    const user = userEvent.setup();
    await user.click(text.getByRole('button', { name: 'More answers' }));
    await waitFor(() => expect(within(latest).getAllByRole('listitem')).toHaveLength(7));
    expect(text.queryByRole('button', { name: 'More answers' })).toBeNull();

    await user.click(within(latest).getAllByRole('button', { name: /^Open the feedback of/ })[0]!);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('searches the answers by a word, and says so when none has it', async () => {
    renderConsole('/console/flows/checkout/results');
    const text = await card();
    await text.findByRole('list', { name: 'Latest answers' });
    const user = userEvent.setup();
    const search = text.getByRole('searchbox', { name: 'Search the answers' });
    await user.type(search, 'slow{Enter}');
    const found = await text.findByRole('list', { name: 'Answers with “slow”' });
    expect(within(found).getAllByRole('listitem').map((item) => item.querySelector('p')!.textContent)).toEqual(['Checkout was slow']);
    await user.clear(search);
    await user.type(search, 'zzz');
    await user.click(text.getByRole('button', { name: 'Search' }));
    expect(await text.findByText('No answer contains “zzz”.')).toBeInTheDocument();
  });
});
