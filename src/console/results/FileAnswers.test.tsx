import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { FileAnswer, ResultsSummary } from '../api/types';
import { api, renderConsole, sessionHandler, sessionOf, userOf } from '../testing';

const SUMMARY: ResultsSummary = {
  flow_id: 'support', version: 1, source: 'rollups',
  headline: { feedbacks: 8, completed: 8, completion_rate: 1, median_seconds: 30, nps: null, csat: null, ces: null, stars: null },
  cards: [{ question_id: 'q-shot', style: 'screenshot', kind: 'file', title: 'Show us the problem', state_id: 's1', answered: 8, bars: [], average: null }],
  drop_off: [], trend: [], trend_score: null,
};
const HOSTILE = '<img src=x onerror="window.__pwned=1">.png';
const at = (n: number) => new Date(Date.UTC(2026, 10, 20 - n, 12)).toISOString();
const url = (n: number) => `/v1/manage/feedbacks/fb-${n}/files/0000000${n}-0000-4000-8000-000000000000.png`;
const ANSWERS: FileAnswer[] = [
  { feedback_id: 'fb-0', created_at: at(0), files: [{ name: HOSTILE, type: 'image/png', size: 48_213, url: url(0) }] },
  { feedback_id: 'fb-1', created_at: at(1), files: [{ name: 'receipt.pdf', type: 'application/pdf', size: 1_534_000, url: url(1) }] },
  { feedback_id: 'fb-2', created_at: at(2), files: [{ name: 'invoice 42.pdf', type: 'application/pdf', size: null, url: null }] },
  ...[3, 4, 5, 6, 7].map((n) => ({ feedback_id: `fb-${n}`, created_at: at(n), files: [{ name: `shot-${n}.png`, type: 'image/png', size: 900, url: url(n) }] })),
];
/** What the card asked for. */
const asked: { question: string | null; status: string | null; cursor: string | null }[] = [];

const server = setupServer(
  sessionHandler(sessionOf(userOf('viewer'))),
  http.get(api('/v1/manage/flows/support/summary'), () => HttpResponse.json(SUMMARY)),
  http.get(api('/v1/manage/flows/support/responses'), () => HttpResponse.json({ columns: [], items: [], next_cursor: null })),
  http.get(api('/v1/manage/flows/support/files'), ({ request }) => {
    const params = new URL(request.url).searchParams;
    const cursor = params.get('cursor');
    asked.push({ question: params.get('question'), status: params.get('status'), cursor });
    const start = cursor === 'page-2' ? 6 : 0;
    return HttpResponse.json({ items: ANSWERS.slice(start, start + 6), next_cursor: start === 0 ? 'page-2' : null });
  }),
  http.get(api('/v1/manage/feedbacks/:id'), ({ params }) => HttpResponse.json({
    id: params.id, node_id: 'node-1', flow_id: 'support', flow_version: 1, completed: true, created_at: at(0), chat_status: null,
    payload: { responses: [{ question_id: 'q-shot', body: url(0) }] },
  })),
);
// The live-results socket has no server here; only its transport's requests may go unanswered.
beforeAll(() => server.listen({ onUnhandledRequest: (request, print) => (new URL(request.url).pathname.startsWith('/socket.io/') ? undefined : print.error()) }));
afterEach(() => {
  server.resetHandlers();
  asked.length = 0;
});
afterAll(() => server.close());

const card = async () => within(await screen.findByRole('region', { name: 'Show us the problem' }, { timeout: 5000 }));

describe('a file or screenshot question\'s card in results', () => {
  it('shows the newest images as thumbnails and other files by name and size, six at a time, each opening its feedback', async () => {
    renderConsole('/console/flows/support/results?status=completed');
    const files = await card();
    const latest = await files.findByRole('list', { name: 'Latest files' });
    expect(asked[0]).toEqual({ question: 'q-shot', status: 'completed', cursor: null });
    expect(within(latest).getAllByRole('listitem')).toHaveLength(6);
    // An image is fetched from the route that checks the reader may read its feedback; its alt text names the file.
    const thumbnail = latest.querySelector<HTMLImageElement>('img.cv-results-file__thumb')!;
    expect(thumbnail.getAttribute('src')).toBe(url(0));
    expect(thumbnail.alt).toBe(HOSTILE);
    // A PDF is an icon, its name and its size; a file kept elsewhere is never fetched.
    const pdf = within(latest).getAllByRole('listitem')[1]!;
    expect(pdf.querySelector('img')).toBeNull();
    expect(pdf).toHaveTextContent('receipt.pdf');
    expect(pdf).toHaveTextContent('1.5 MB');
    expect(within(latest).getAllByRole('listitem')[2]!.querySelector('img')).toBeNull();

    const user = userEvent.setup();
    await user.click(files.getByRole('button', { name: 'More files' }));
    await waitFor(() => expect(within(latest).getAllByRole('listitem')).toHaveLength(8));
    expect(asked.at(-1)).toEqual({ question: 'q-shot', status: 'completed', cursor: 'page-2' });
    expect(files.queryByRole('button', { name: 'More files' })).toBeNull();

    await user.click(within(latest).getByRole('button', { name: /^Open the feedback with shot-7\.png/ }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('shows a hostile file name as text: no element or handler of it reaches the page', async () => {
    renderConsole('/console/flows/support/results');
    const files = await card();
    const latest = await files.findByRole('list', { name: 'Latest files' });
    const first = within(latest).getAllByRole('listitem')[0]!;
    expect(first.querySelector('.cv-results-file__name')!.textContent).toBe(HOSTILE);
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(document.querySelectorAll('[onerror]')).toHaveLength(0);
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    expect(within(first).getByRole('button', { name: (name) => name.startsWith(`Open the feedback with ${HOSTILE}, `) })).toBeInTheDocument();
  });
});
