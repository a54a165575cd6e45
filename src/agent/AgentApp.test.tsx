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
const chatList = [{ feedback_id: 'fb-1', status: 'open', created_at: '2026-03-02T10:00:00Z', customer: { name: 'Deniz', email: null }, last_message: null }];

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
  http.get(`${BASE}/v1/agent/chats`, () => HttpResponse.json(chatList)),
  http.get(`${BASE}/v1/agent/chats/:id`, () => HttpResponse.json({ detail })),
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
    server.use(http.get(`${BASE}/v1/agent/chats`, () => (listed(), HttpResponse.json([]))));
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
    await user.type(screen.getByLabelText('Reply'), 'On its way{Enter}');
    expect(await screen.findByText('On its way')).toBeInTheDocument();
    expect(replies).toHaveLength(1);
    expect(replies[0]!.csrf).toBe('csrf-of-this-session');
    expect(replies[0]!.fields).toEqual({ body: 'On its way', client_id: expect.any(String) });
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
    server.use(http.get(`${BASE}/v1/agent/chats`, () => HttpResponse.json({ code: 10401, error: 'invalid_token', message: 'The session has ended' }, { status: 401 })));
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Closed' }));
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
