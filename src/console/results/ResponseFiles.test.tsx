import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ResponsePage, ResultsSummary } from '../api/types';
import { api, renderConsole, sessionHandler, sessionOf, userOf } from '../testing';

// Issue #19: a file or screenshot answer in the responses table and the side panel is shown as a file (a chip, a
// thumbnail, a download) fetched through the route that checks the reader, never as its raw /uploads/ address.
const SUMMARY: ResultsSummary = {
  flow_id: 'support', version: 1, source: 'rollups',
  headline: { feedbacks: 1, completed: 1, completion_rate: 1, median_seconds: 30, nps: null, csat: null, ces: null, stars: null },
  cards: [], drop_off: [], trend: [], trend_score: null,
};
const HOSTILE = '<img src=x onerror="window.__pwned=1">.png';
const SHOT = '/uploads/00000000-0000-4000-8000-000000000001.png';
const RECEIPT = '/uploads/00000000-0000-4000-8000-000000000002.pdf';
const authorised = (name: string) => `/v1/manage/feedbacks/fb-1/files/${name.slice('/uploads/'.length)}`;
const FILES = {
  'q-shot': [{ name: HOSTILE, type: 'image/png', size: 48_213, url: authorised(SHOT) }],
  'q-file': [{ name: 'receipt.pdf', type: 'application/pdf', size: 1_534_000, url: authorised(RECEIPT) }],
};
const at = new Date(Date.UTC(2026, 10, 20, 12)).toISOString();
const PAGE: ResponsePage = {
  columns: [{ id: 'q-text', title: 'What happened?' }, { id: 'q-shot', title: 'Show us the problem' }, { id: 'q-file', title: 'Attach your receipt' }],
  items: [{
    id: 'fb-1', created_at: at, completed: true, node_id: 'node-1', flow_version: 1, channel: 'widget', language_id: 1, customer: null, chat_status: null,
    answers: { 'q-text': 'It broke', 'q-shot': SHOT, 'q-file': RECEIPT }, files: FILES,
  }],
  next_cursor: null,
};
// The payload is the respondent's feedback document, typed loosely by the API; this is one as stored.
const FEEDBACK = {
  id: 'fb-1', node_id: 'node-1', flow_id: 'support', flow_version: 1, completed: true, chat_status: null, created_at: at, updated_at: at,
  payload: { responses: [{ question_id: 'q-text', body: 'It broke' }, { question_id: 'q-shot', body: SHOT }, { question_id: 'q-file', body: RECEIPT }] },
  files: FILES,
};

const server = setupServer(
  sessionHandler(sessionOf(userOf('viewer'))),
  http.get(api('/v1/manage/flows/support/summary'), () => HttpResponse.json(SUMMARY)),
  http.get(api('/v1/manage/flows/support/responses'), () => HttpResponse.json(PAGE)),
  http.get(api('/v1/manage/feedbacks/:id'), () => HttpResponse.json(FEEDBACK)),
);
beforeAll(() => server.listen({ onUnhandledRequest: (request, print) => (new URL(request.url).pathname.startsWith('/socket.io/') ? undefined : print.error()) }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const table = async () => within(await screen.findByRole('region', { name: 'Responses' }, { timeout: 15_000 }));
const pwned = () => (window as { __pwned?: number }).__pwned;

describe('file answers in the responses table and the side panel', () => {
  it('shows a file answer in the table as a labelled chip linking to the authorised route, not its /uploads/ address', async () => {
    renderConsole('/console/flows/support/results');
    const rows = await table();
    await rows.findByText('It broke');
    expect(rows.queryByText(SHOT)).toBeNull();
    expect(rows.queryByText(RECEIPT)).toBeNull();
    const image = rows.getByRole('link', { name: `Open ${HOSTILE} full size in a new tab` });
    expect(image).toHaveAttribute('href', authorised(SHOT));
    expect(image).toHaveAttribute('target', '_blank');
    expect(image).toHaveAttribute('rel', 'noopener noreferrer');
    expect(image.querySelector('img')!.getAttribute('src')).toBe(authorised(SHOT));
    expect(image).toHaveTextContent(HOSTILE);
    const pdf = rows.getByRole('link', { name: 'Download receipt.pdf' });
    expect(pdf).toHaveAttribute('href', authorised(RECEIPT));
    expect(pdf).toHaveAttribute('download', 'receipt.pdf');
    // Nothing on the screen points at the public address, and the hostile name stayed text.
    expect(document.querySelectorAll('[src^="/uploads/"], [href^="/uploads/"]')).toHaveLength(0);
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(pwned()).toBeUndefined();
  });

  it('shows the opened feedback\'s image as a thumbnail opening full size, and a PDF by name, size and a download link', async () => {
    renderConsole('/console/flows/support/results');
    const rows = await table();
    const user = userEvent.setup();
    await user.click(await rows.findByRole('button', { name: /^Open the feedback/ }));
    const panel = within(await screen.findByRole('dialog'));
    const full = await panel.findByRole('link', { name: `Open ${HOSTILE} full size in a new tab` });
    expect(full).toHaveAttribute('href', authorised(SHOT));
    const thumbnail = panel.getByRole('img', { name: HOSTILE });
    expect(thumbnail).toHaveAttribute('src', authorised(SHOT));
    const receipt = panel.getByText('receipt.pdf').closest('li')!;
    expect(receipt).toHaveTextContent('1.5 MB');
    expect(within(receipt).getByRole('link', { name: 'Download receipt.pdf' })).toHaveAttribute('href', authorised(RECEIPT));
    expect(panel.getByText('It broke')).toBeInTheDocument();
    expect(panel.queryByText(SHOT)).toBeNull();
    // Keyboard: the thumbnail and the download are reached with Tab.
    full.focus();
    await user.tab();
    expect(within(receipt).getByRole('link', { name: 'Download receipt.pdf' })).toHaveFocus();
    expect(document.querySelectorAll('[src^="/uploads/"], [href^="/uploads/"]')).toHaveLength(0);
    expect(pwned()).toBeUndefined();
  });
});
