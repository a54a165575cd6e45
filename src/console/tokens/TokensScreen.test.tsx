import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ApiToken } from '../api/types';
import { api, renderConsole, sessionHandler, sessionOf, userOf } from '../testing';

const SECRET = 'cvs_the-secret-shown-once';
let tokens: ApiToken[] = [];
const created: unknown[] = [];
const server = setupServer(
  sessionHandler(sessionOf(userOf('editor'))),
  http.get(api('/v1/manage/tokens'), () => HttpResponse.json(tokens)),
  http.post(api('/v1/manage/tokens'), async ({ request }) => {
    const body = (await request.json()) as { name: string; role: ApiToken['role']; expires_at?: string };
    created.push(body);
    const token: ApiToken = { id: 'tok-1', name: body.name, role: body.role, user_id: 'user-editor', expires_at: body.expires_at ?? null, last_used_at: null, created_at: '2026-03-02T10:00:00Z' };
    tokens = [...tokens, token];
    return HttpResponse.json({ ...token, token: SECRET }, { status: 201 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  tokens = [];
});
afterEach(() => {
  server.resetHandlers();
  created.length = 0;
});
afterAll(() => server.close());

describe('API tokens screen', () => {
  it('shows the new secret once: gone after "I have copied it" and never in the list', async () => {
    const app = renderConsole('/console/tokens');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), 'CI export');
    await user.click(screen.getByRole('button', { name: 'Create token' }));

    const secret = await screen.findByLabelText('Token');
    expect(secret).toHaveValue(SECRET);
    expect(secret).toHaveFocus();
    expect(screen.getByText(/it is shown only this once/)).toBeInTheDocument();
    const list = within(screen.getByRole('region', { name: 'Tokens' }));
    expect(await list.findByRole('cell', { name: 'CI export' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Tokens' })).not.toHaveTextContent(SECRET);

    await user.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByLabelText('Token')).toBeNull();
    expect(document.body).not.toHaveTextContent(SECRET);
    // Coming back to the screen reads the list again; the secret is not in it.
    act(() => app.tokens.opened());
    expect(await list.findByRole('cell', { name: 'CI export' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(SECRET);
  });

  it('offers only roles the creator\'s own covers, starts at viewer, and sends an optional expiry as a date-time', async () => {
    renderConsole('/console/tokens');
    const user = userEvent.setup();
    const role = await screen.findByLabelText('Role');
    expect([...(role as HTMLSelectElement).options].map((option) => option.value)).toEqual(['editor', 'viewer']);
    expect(role).toHaveValue('viewer');
    await user.type(screen.getByLabelText('Name'), 'Nightly');
    await user.type(screen.getByLabelText('Expires'), '2099-12-31');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    await screen.findByLabelText('Token');
    expect(created).toEqual([{ name: 'Nightly', role: 'viewer', expires_at: new Date('2099-12-31T23:59:59').toISOString() }]);
  });
});
