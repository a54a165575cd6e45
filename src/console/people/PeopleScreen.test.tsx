import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Invitation, User } from '../api/types';
import { api, apiError, renderConsole, sessionHandler, sessionOf, userOf } from '../testing';

const owner = userOf('owner', { display_name: 'Olcay Owner' });
let users: User[] = [];
let invitations: Invitation[] = [];
const calls: { method: string; path: string; body?: unknown; headers?: Record<string, string | null> }[] = [];
const INVITE_URL = 'http://canvass.test/console/invite?token=secret-invite-token';

const server = setupServer(
  sessionHandler(sessionOf(owner)),
  http.get(api('/v1/manage/users'), () => HttpResponse.json(users)),
  http.get(api('/v1/manage/invitations'), () => HttpResponse.json(invitations)),
  http.post(api('/v1/manage/invitations'), async ({ request }) => {
    const body = (await request.json()) as { email: string; role: Invitation['role'] };
    calls.push({ method: 'POST', path: '/v1/manage/invitations', body, headers: { csrf: request.headers.get('x-csrf-token') } });
    const invitation: Invitation = { id: 'inv-1', email: body.email, role: body.role, expires_at: '2099-03-05T10:00:00Z', accepted_at: null, created_at: '2026-03-02T10:00:00Z' };
    invitations = [invitation, ...invitations];
    return HttpResponse.json({ ...invitation, url: INVITE_URL }, { status: 201 });
  }),
  http.delete(api('/v1/manage/users/:id'), ({ params, request }) => {
    calls.push({ method: 'DELETE', path: `/v1/manage/users/${String(params.id)}`, headers: { csrf: request.headers.get('x-csrf-token') } });
    users = users.filter((user) => user.id !== params.id);
    return new HttpResponse(null, { status: 204 });
  }),
  http.patch(api('/v1/manage/users/:id'), async ({ params, request }) => {
    calls.push({ method: 'PATCH', path: `/v1/manage/users/${String(params.id)}`, body: await request.json(), headers: { ifMatch: request.headers.get('if-match') } });
    return apiError(412, 'precondition_failed', 'The change was based on an older version');
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  users = [owner, userOf('agent', { display_name: 'Ece Agent', email: 'ece@example.com', revision: 3 })];
  invitations = [];
});
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
});
afterAll(() => server.close());

const accounts = () => within(screen.getByRole('region', { name: 'Accounts' }));
/** The console at /console/people once the session is read and the screen is there. */
async function openPeople() {
  renderConsole('/console/people');
  await screen.findByRole('heading', { level: 1, name: 'People' });
}

describe('people screen', () => {
  it('creates an invitation and shows its link once, ready to copy', async () => {
    await openPeople();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Invite someone' });
    await user.type(within(form).getByLabelText('Email'), 'new@example.com');
    await user.selectOptions(within(form).getByLabelText('Role'), 'agent');
    await user.click(within(form).getByRole('button', { name: 'Create invite link' }));

    const link = await screen.findByLabelText('Invitation link');
    expect(link).toHaveValue(INVITE_URL);
    expect(link).toHaveFocus();
    expect(calls).toEqual([{ method: 'POST', path: '/v1/manage/invitations', body: { email: 'new@example.com', role: 'agent', language: 'en' }, headers: { csrf: 'csrf-of-this-session' } }]);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copied to the clipboard.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(INVITE_URL);
    // The list shows the invitation as waiting, and the link goes away when dismissed.
    const invitationsRegion = within(screen.getByRole('region', { name: 'Invitations' }));
    expect(await invitationsRegion.findByRole('cell', { name: 'new@example.com' })).toBeInTheDocument();
    expect(invitationsRegion.getByText('Waiting')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByLabelText('Invitation link')).toBeNull();
  });

  it('asks before removing an account, and removes it only when confirmed', async () => {
    await openPeople();
    const user = userEvent.setup();
    await user.click(await accounts().findByRole('button', { name: 'Remove Ece Agent' }));
    let dialog = screen.getByRole('dialog', { name: 'Remove Ece Agent?' });
    expect(dialog).toHaveTextContent('Their open sessions and API tokens stop working at once.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([]);

    await user.click(accounts().getByRole('button', { name: 'Remove Ece Agent' }));
    dialog = screen.getByRole('dialog', { name: 'Remove Ece Agent?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove account' }));
    await waitFor(() => expect(accounts().queryByRole('cell', { name: 'ece@example.com' })).toBeNull());
    expect(calls).toEqual([{ method: 'DELETE', path: '/v1/manage/users/user-agent', headers: { csrf: 'csrf-of-this-session' } }]);
  });

  it('offers neither a role change nor removal on one\'s own row', async () => {
    await openPeople();
    await accounts().findByRole('cell', { name: 'ece@example.com' });
    expect(accounts().queryByRole('button', { name: 'Remove Olcay Owner' })).toBeNull();
    expect(accounts().queryByRole('combobox', { name: 'Role of Olcay Owner' })).toBeNull();
    expect(accounts().getByRole('combobox', { name: 'Role of Ece Agent' })).toHaveValue('agent');
  });

  it('sends a role change with the account\'s revision and explains a refused stale one', async () => {
    await openPeople();
    const user = userEvent.setup();
    await user.selectOptions(await accounts().findByRole('combobox', { name: 'Role of Ece Agent' }), 'editor');
    expect(await screen.findByText(/Someone else changed this in the meantime/)).toHaveAttribute('role', 'alert');
    expect(calls).toEqual([{ method: 'PATCH', path: '/v1/manage/users/user-agent', body: { role: 'editor' }, headers: { ifMatch: '"3"' } }]);
  });
});
