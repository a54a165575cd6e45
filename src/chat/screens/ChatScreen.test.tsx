import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ChatDetail, TimelineItem } from '../../types/schemas';
import { createChatApi } from '../chat-api';
import { createChatModel } from '../model';
import { ChatScreen } from './ChatScreen';

const BASE = 'http://canvass.test';
const item = (id: string, actor: 'customer' | 'other', body: string, at: string, extra: Partial<TimelineItem> = {}): TimelineItem => ({
  id, action: 'add_comment', actor, detail: { comment: { body, created_at: at, attachment: null }, user: actor === 'other' ? { name: 'Ayşe', surname: 'Yılmaz', avatar_color: '#7c3aed' } : null }, ...extra,
});
const detail = (overrides: Partial<ChatDetail> = {}): ChatDetail => ({
  node: { name: 'Demo', operating: true, operating_24_7: true },
  created_at: '2026-03-02T10:00:00Z',
  status: 'open',
  chat_rating_enabled: true,
  chat_ratings: [],
  responses: [{ question: { body: 'How was it?', style: 'radio' }, response: 'Bad' }],
  timeline_items: [item('m1', 'other', 'Hello, how can I help?', '2026-03-02T10:01:00Z')],
  ...overrides,
});

let current = detail();
const requests: { path: string; body: unknown }[] = [];
const server = setupServer(
  http.get(`${BASE}/v1/feedbacks/:id/chat`, ({ request }) =>
    new URL(request.url).searchParams.get('token') === 'tok' ? HttpResponse.json(current) : HttpResponse.json({ code: 10401 }, { status: 401 }),
  ),
  http.post(`${BASE}/v1/feedbacks/:id/chat_messages`, async ({ request }) => {
    const form = await request.formData();
    requests.push({ path: 'message', body: Object.fromEntries([...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : 'file'])) });
    if (form.get('body') === 'fail') return HttpResponse.json({ code: 10500 }, { status: 500 });
    if (form.get('body') === 'refuse') return HttpResponse.json({ code: 10403 }, { status: 403 });
    return HttpResponse.json(item('m-new', 'customer', String(form.get('body')), '2026-03-02T10:02:00Z', { client_id: String(form.get('client_id')) }));
  }),
  http.post(`${BASE}/v1/feedbacks/:id/chat_ratings`, async ({ request }) => {
    const body = (await request.json()) as { rating: number };
    requests.push({ path: 'rating', body });
    if (current.status === 'archived' && body.rating === 0) return HttpResponse.json({ code: 10500 }, { status: 500 });
    return HttpResponse.json({ rating: body.rating, created_at: '2026-03-02T11:00:00Z' });
  }),
  http.post(`${BASE}/v1/feedback/:id/archive`, async ({ request }) => {
    requests.push({ path: 'archive', body: await request.json() });
    return HttpResponse.json({ status: 'archived' });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
  current = detail();
});
afterAll(() => server.close());

function open(chat = detail(), access: { feedbackId?: string; token?: string; inWidget?: boolean } = { feedbackId: 'fb', token: 'tok' }) {
  current = chat;
  let n = 0;
  const model = createChatModel({ api: createChatApi(BASE), newClientId: () => `client-${++n}` });
  render(<ChatScreen model={model} />);
  act(() => model.opened(access));
  return model;
}

describe('chat screen (SPEC 2.5, 4.7)', () => {
  it('shows wrongUrlError on a page and systemError in the widget without feedback_id and token (SPEC 5)', async () => {
    open(detail(), { feedbackId: null as never, token: 'tok' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Looks like the URL is typed wrong');
  });

  it('says the link is invalid or expired for a wrong token (issue #16), not "try again later"', async () => {
    open(detail(), { feedbackId: 'fb', token: 'wrong' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This chat link is invalid or has expired.');
  });

  it('shows chatDetailLoadError when the server fails to load the detail', async () => {
    server.use(http.get(`${BASE}/v1/feedbacks/:id/chat`, () => HttpResponse.json({ code: 10500 }, { status: 500 })));
    open(detail(), { feedbackId: 'fb', token: 'tok' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong while loading the chat details');
  });

  it('shows the agent message on the left with the name, the answers, and an archive button while open', async () => {
    open();
    expect(await screen.findByText('Hello, how can I help?')).toBeInTheDocument();
    expect(screen.getByText('Ayşe Yılmaz')).toBeInTheDocument();
    expect(screen.getByText('AY')).toBeInTheDocument();
    expect(screen.getByText('How was it?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Archive' })).toBeInTheDocument();
  });

  it('sends with Enter, shows the message at once as sending, then confirmed', async () => {
    open();
    const input = await screen.findByRole('textbox', { name: 'Message' });
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.type(input, 'My order is late{Shift>}{Enter}{/Shift}order 42{Enter}');
    await waitFor(() => expect(requests.length).toBe(1));
    // Multipart form data carries line breaks as CRLF.
    expect(requests[0]).toEqual({ path: 'message', body: { token: 'tok', body: 'My order is late\r\norder 42', client_id: 'client-1' } });
    await waitFor(() => expect(screen.queryByText('Sending…')).not.toBeInTheDocument());
    expect(screen.getByText(/My order is late/)).toBeInTheDocument();
  });

  it('marks a message the server failed as waiting to go by itself, and sends it again on retry (issue #16)', async () => {
    open();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Message' }), 'fail{Enter}');
    expect(await screen.findByText(/Waiting for a connection/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(requests.filter((r) => r.path === 'message')).toHaveLength(2));
  });

  it('marks a refused message with a cross and sends it again on retry', async () => {
    open();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Message' }), 'refuse{Enter}');
    expect(await screen.findByText('Not sent.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(requests.filter((r) => r.path === 'message')).toHaveLength(2));
  });

  it('shows a reply that arrives over the socket once, even when it comes twice', async () => {
    const model = open();
    await screen.findByText('Hello, how can I help?');
    const reply = { status: 'open' as const, chat_rating_enabled: true, chat_ratings: [], timeline_items: [item('m2', 'other', 'Let me check.', '2026-03-02T10:03:00Z')] };
    act(() => model.socketEvent({ kind: 'reply', body: reply }));
    act(() => model.socketEvent({ kind: 'reply', body: reply }));
    expect(screen.getAllByText('Let me check.')).toHaveLength(1);
  });

  it('keeps the conversation when a reply carries only its new message, and loads it whole again after a reconnect (issue #21)', async () => {
    const model = open();
    await screen.findByText('Hello, how can I help?');
    act(() => model.socketEvent({ kind: 'reply', body: { status: 'open', chat_rating_enabled: true, chat_ratings: [], timeline_items: [item('m2', 'other', 'Let me check.', '2026-03-02T10:03:00Z')] } }));
    expect(screen.getByText('Hello, how can I help?')).toBeInTheDocument();
    expect(screen.getByText('Let me check.')).toBeInTheDocument();
    // Away for a while: the server stored a message whose delta this page never heard.
    act(() => model.socketEvent({ kind: 'disconnected' }));
    current = detail({ timeline_items: [...current.timeline_items, item('m3', 'other', 'Sent while you were away', '2026-03-02T10:04:00Z')] });
    act(() => model.socketEvent({ kind: 'subscribed' }));
    expect(await screen.findByText('Sent while you were away')).toBeInTheDocument();
    expect(screen.getByText('Let me check.')).toBeInTheDocument();
  });

  it('disables the input while queued and shows the queue text', async () => {
    open(detail({ status: 'queued', chat_queue_body: 'Two people are ahead of you.' }));
    expect(await screen.findByText('Two people are ahead of you.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
  });

  it('when closed, hides the composer and asks for a rating in its place (issue #16)', async () => {
    open(detail({ status: 'closed' }));
    const faces = await screen.findByRole('group', { name: 'How would you rate the service?' });
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    await userEvent.click(within(faces).getByRole('button', { name: 'Good' }));
    expect(await screen.findByText('Thank you for your rating.')).toBeInTheDocument();
    expect(requests).toContainEqual({ path: 'rating', body: { rating: 100, token: 'tok' } });
  });

  it('when closed without ratings, says it is closed instead of a composer', async () => {
    open(detail({ status: 'closed', chat_rating_enabled: false }));
    expect(await screen.findByText('This conversation is closed.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
  });

  it('greets in an empty chat and says what happens next: an agent replies, or the queue (issue #16)', async () => {
    open(detail({ timeline_items: [] }));
    expect(await screen.findByText('Hello! How can we help?')).toBeInTheDocument();
    expect(screen.getByText('Write your message below. An agent will reply here as soon as possible.')).toBeInTheDocument();
    cleanup();
    open(detail({ timeline_items: [], status: 'queued' }));
    expect(await screen.findByText('Hello! How can we help?')).toBeInTheDocument();
    expect(screen.getAllByText('You are in the queue. An agent will be with you soon.')).toHaveLength(1);
  });

  it('shows a rating failure', async () => {
    open(detail({ status: 'archived' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Bad' }));
    expect(await screen.findByText('Your rating could not be saved. Please try again.')).toBeInTheDocument();
  });

  it('archives after confirmation, then shows the archived notice and the rating prompt', async () => {
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Archive' }));
    const dialog = screen.getByRole('dialog', { name: 'Archive this conversation?' });
    await userEvent.keyboard('{Escape}');
    expect(dialog).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('This conversation is archived.')).toBeInTheDocument();
    expect(screen.getByText('How would you rate the service?')).toBeInTheDocument();
    expect(requests).toContainEqual({ path: 'archive', body: { token: 'tok' } });
  });

  it('replaces the input with the out-of-hours notice outside operating hours', async () => {
    open(detail({ node: { name: 'Demo', operating: false, operating_24_7: false } }));
    expect(await screen.findByText("Sorry, we aren't online at the moment. Please check back in operating hours.")).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  });

  it('renders hostile message bodies as text', async () => {
    open(detail({ timeline_items: [item('x', 'other', '<img src=x onerror="window.__pwned=1"> javascript:alert(1) <script>alert(2)</script>', '2026-03-02T10:01:00Z')] }));
    expect(await screen.findByText(/<img src=x onerror/)).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
  });
});
