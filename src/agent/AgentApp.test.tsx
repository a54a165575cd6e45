import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { i18n } from '../i18n/i18n';
import type { ChatDetail, TimelineItem } from '../types/schemas';
import type { Role, SessionData } from '../console/api/types';
import en from './locales/en.json';
import tr from './locales/tr.json';
import { AgentApp } from './AgentApp';
import { createAgentConsole } from './create-agent-console';

// The realtime socket is not under test here: a quiet stand-in that never connects.
vi.mock('socket.io-client', () => ({ io: () => ({ active: true, on: () => undefined, off: () => undefined, emit: () => undefined, close: () => undefined }) }));

const BASE = 'http://canvass.test';
i18n.addResourceBundle('en', 'agent', en);

const sessionOf = (role: Role, displayName = 'Ayşe Yılmaz'): SessionData => ({
  user: { id: `user-${role}`, email: `${role}@example.com`, display_name: displayName, initials: 'AY', role, created_at: '2026-03-01T09:00:00Z', revision: 1 },
  csrf_token: 'csrf-of-this-session',
});
const item = (id: string, actor: 'customer' | 'other', body: string, minute: number, user: TimelineItem['detail']['user'] = null): TimelineItem => ({
  id, action: 'add_comment', actor, client_id: null,
  detail: { comment: { body, attachment: null, created_at: `2026-03-02T10:0${minute}:00Z` }, user, customer: actor === 'customer' ? { name: 'Deniz' } : null },
});
const account = (name: string): TimelineItem['detail']['user'] => ({ name, surname: null, avatar: null, avatar_color: '#0B6BCB' });
const detail: ChatDetail = {
  node: { name: 'Demo', operating: true, operating_24_7: true },
  creator: { name: 'Deniz', email: null, phone_number: null },
  created_at: '2026-03-02T10:00:00Z',
  status: 'open',
  chat_rating_enabled: true,
  chat_ratings: [],
  responses: [],
  timeline_items: [
    item('m1', 'customer', 'My parcel never came', 1),
    item('m2', 'other', 'Let me look', 2, account('Ayşe Yılmaz')),
    item('m3', 'other', 'The courier has it', 3, account('Bora Demir')),
  ],
};
const inboxPage = {
  items: [{ feedback_id: 'fb-1', node_id: 'demo', status: 'open', created_at: '2026-03-02T10:00:00Z', activity_at: '2026-03-02T10:03:00Z', title: 'Deniz', customer: { name: 'Deniz', email: null }, assignee: null, unread: 2, last_message: { body: 'The courier has it', actor: 'agent', created_at: '2026-03-02T10:03:00Z' } }],
  next_cursor: null,
  unread_chats: 1,
};
const context = { title: 'Deniz', flow_name: 'Demo flow', assignee: null, notes: [], related: [] };
const canned = [{ id: 'c1', shortcut: 'thanks', body: 'Thank you for waiting!', updated_at: '2026-03-01T09:00:00Z' }];

let session: SessionData | null = null;
const replies: { fields: Record<string, string>; csrf: string | null }[] = [];
const signOuts: (string | null)[] = [];
const server = setupServer(
  http.get(`${BASE}/v1/auth/session`, () => (session ? HttpResponse.json(session) : HttpResponse.json({ code: 10401, error: 'invalid_token', message: 'Sign in' }, { status: 401 }))),
  http.post(`${BASE}/v1/auth/sign-out`, ({ request }) => {
    signOuts.push(request.headers.get('x-csrf-token'));
    session = null;
    return new HttpResponse(null, { status: 204 });
  }),
  http.get(`${BASE}/v1/agent/inbox`, () => HttpResponse.json(inboxPage)),
  http.get(`${BASE}/v1/agent/chats/:id`, () => HttpResponse.json({ detail })),
  http.get(`${BASE}/v1/agent/chats/:id/context`, () => HttpResponse.json(context)),
  http.post(`${BASE}/v1/agent/chats/:id/read`, () => HttpResponse.json({ unread_chats: 0 })),
  http.post(`${BASE}/v1/agent/chats/:id/status`, async ({ request }) => HttpResponse.json(await request.json())),
  http.get(`${BASE}/v1/agent/agents`, () => HttpResponse.json([])),
  http.get(`${BASE}/v1/agent/canned-responses`, () => HttpResponse.json(canned)),
  http.post(`${BASE}/v1/agent/chats/:id/messages`, async ({ request }) => {
    const form = await request.formData();
    replies.push({ fields: Object.fromEntries([...form.entries()].map(([key, value]) => [key, String(value)])), csrf: request.headers.get('x-csrf-token') });
    return HttpResponse.json(item('m4', 'other', String(form.get('body')), 4, account(session!.user.display_name)));
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  session = null;
  replies.length = 0;
  signOuts.length = 0;
});
afterAll(() => server.close());

function openAgentConsole(as: SessionData | null) {
  session = as;
  render(
    <I18nextProvider i18n={i18n}>
      <AgentApp app={createAgentConsole(BASE)} />
    </I18nextProvider>,
  );
}

async function openTheChat() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /Deniz/ }));
  await screen.findByText('The courier has it');
  return user;
}

describe('the agent console at /agent (issue #17: the person\'s console session)', () => {
  it('links a signed-out person to the console\'s sign-in, which brings them back here, and asks for no token', async () => {
    openAgentConsole(null);
    const link = await screen.findByRole('link', { name: 'Sign in' });
    expect(link).toHaveAttribute('href', '/console/sign-in?next=%2Fagent');
    expect(screen.getByRole('heading', { level: 1, name: 'Canvass agent console' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/token/i)).toBeNull();
  });

  it('tells an account whose role may not work on chats that it has no access, and lists no chats', async () => {
    const listed = vi.fn();
    server.use(http.get(`${BASE}/v1/agent/inbox`, () => (listed(), HttpResponse.json({ items: [], next_cursor: null, unread_chats: 0 }))));
    openAgentConsole(sessionOf('viewer', 'Vera Viewer'));
    expect(await screen.findByRole('heading', { level: 1, name: 'You don\'t have access to chats' })).toBeInTheDocument();
    expect(screen.getByText(/Vera Viewer, your role \(Viewer\) does not include working on chats/)).toBeInTheDocument();
    expect(listed).not.toHaveBeenCalled();
  });

  it('shows who is signed in, with the account\'s initials', async () => {
    openAgentConsole(sessionOf('agent'));
    const header = await screen.findByRole('banner');
    expect(await within(header).findByText('Signed in as Ayşe Yılmaz')).toBeInTheDocument();
    expect(within(header).getByText('AY')).toHaveAttribute('aria-hidden', 'true');
  });

  it('replies as the signed-in account: no name field, no name sent, the session\'s CSRF token on the call', async () => {
    openAgentConsole(sessionOf('agent'));
    const user = await openTheChat();
    expect(screen.queryByLabelText('Your name')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Reply' }), 'On its way{Enter}');
    expect(await screen.findByText('On its way')).toBeInTheDocument();
    expect(replies).toHaveLength(1);
    expect(replies[0]!.csrf).toBe('csrf-of-this-session');
    expect(replies[0]!.fields).toEqual({ body: 'On its way', client_id: expect.any(String) });
  });

  it('shows the unread count and the last message in the list, and counts unread chats in the tab title', async () => {
    openAgentConsole(sessionOf('agent'));
    const row = await screen.findByRole('button', { name: /Deniz/ });
    expect(row).toHaveTextContent('You: The courier has it');
    expect(within(row).getByText('2 unread messages')).toBeInTheDocument();
    await vi.waitFor(() => expect(document.title).toBe('(1) Canvass agent console'));
  });

  it('clears the attached image and the file field once the reply is sent', async () => {
    openAgentConsole(sessionOf('agent'));
    const user = await openTheChat();
    const image = new File([new Uint8Array([137, 80, 78, 71])], 'receipt.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Attach an image'), image);
    expect(screen.getByText('Image: receipt.png')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Reply' }), 'See this{Enter}');
    // The composer empties at once (the e2e suite sees the image arrive on the real server).
    expect(screen.queryByText('Image: receipt.png')).toBeNull();
    expect((screen.getByLabelText('Attach an image') as HTMLInputElement).files).toHaveLength(0);
    expect(screen.getByRole('textbox', { name: 'Reply' })).toHaveValue('');
  });

  it('offers canned responses after a slash and inserts the chosen one with Enter, without sending', async () => {
    openAgentConsole(sessionOf('agent'));
    const user = await openTheChat();
    const reply = screen.getByRole('textbox', { name: 'Reply' });
    await user.type(reply, '/tha');
    expect(await screen.findByRole('option', { name: /thanks/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(reply).toHaveValue('Thank you for waiting!');
    expect(replies).toHaveLength(0);
  });

  it('sets the status with buttons, not a select', async () => {
    openAgentConsole(sessionOf('agent'));
    const user = await openTheChat();
    const group = screen.getByRole('group', { name: 'Set status' });
    expect(within(group).getByRole('button', { name: 'Open' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(group).getByRole('button', { name: 'Queued' }));
    await vi.waitFor(() => expect(within(group).getByRole('button', { name: 'Queued' })).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.queryByRole('combobox', { name: 'Set status' })).toBeNull();
  });

  it('shows each agent\'s reply under its name and initials, and the customer\'s under the customer\'s name', async () => {
    openAgentConsole(sessionOf('agent'));
    await openTheChat();
    const groups = within(screen.getByRole('list', { name: 'Conversation' })).getAllByRole('listitem');
    const shown = groups.map((group) => [group.querySelector('.cv-group__sender')?.textContent, group.querySelector('.cv-avatar')?.textContent]);
    expect(shown).toEqual([['Deniz', 'D'], ['Ayşe Yılmaz', 'AY'], ['Bora Demir', 'BD']]);
  });

  it('says the session ended when a call is refused and the session is gone', async () => {
    openAgentConsole(sessionOf('agent'));
    await screen.findByRole('button', { name: /Deniz/ });
    session = null;
    server.use(http.get(`${BASE}/v1/agent/inbox`, () => HttpResponse.json({ code: 10401, error: 'invalid_token', message: 'The session has ended' }, { status: 401 })));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Unassigned' }));
    expect(await screen.findByText('Your session has ended. Sign in again to continue.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/console/sign-in?next=%2Fagent');
  });

  it('signs out with the CSRF token and says so', async () => {
    openAgentConsole(sessionOf('agent'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('You have signed out.')).toBeInTheDocument();
    expect(signOuts).toEqual(['csrf-of-this-session']);
  });

  it('has every English string in Turkish too', () => {
    const keys = (value: object, prefix = ''): string[] => Object.entries(value).flatMap(([key, inner]) => (typeof inner === 'object' ? keys(inner, `${prefix}${key}.`) : [`${prefix}${key}`])).sort();
    expect(keys(tr)).toEqual(keys(en));
  });
});
