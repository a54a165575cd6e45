import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { api, apiError, renderConsole, sessionHandler, sessionOf, userOf } from '../testing';

const setups: unknown[] = [];
const server = setupServer(
  sessionHandler(null),
  http.get(api('/v1/auth/setup'), ({ request }) => HttpResponse.json({ valid: new URL(request.url).searchParams.get('token') === 'good-token' })),
  http.post(api('/v1/auth/setup'), async ({ request }) => {
    const body = (await request.json()) as { password: string; email: string; display_name: string };
    setups.push(body);
    if (body.password === 'password123') return apiError(400, 'weak_password', 'This password is one of the most common ones; choose another');
    return HttpResponse.json(sessionOf(userOf('owner', { email: body.email, display_name: body.display_name, initials: 'OO' })), { status: 201 });
  }),
  http.get(api('/v1/manage/flows'), () => HttpResponse.json([])),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  setups.length = 0;
});
afterAll(() => server.close());

async function fill(password: string, repeat = password) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), 'olcay@example.com');
  await user.type(screen.getByLabelText('Display name'), 'Olcay Owner');
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Repeat the password'), repeat);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('first-run setup screen', () => {
  it('creates the owner and opens the console signed in', async () => {
    renderConsole('/console/setup?token=good-token');
    await fill('a long enough passphrase');
    await screen.findByRole('heading', { level: 1, name: 'Flows' });
    expect(setups).toEqual([{ token: 'good-token', email: 'olcay@example.com', display_name: 'Olcay Owner', password: 'a long enough passphrase' }]);
    expect(window.location.pathname).toBe('/console/flows');
    expect(screen.getByRole('banner')).toHaveTextContent('Olcay Owner');
  });

  it('shows the API\'s reason for a weak password at the password field, and moves focus there', async () => {
    renderConsole('/console/setup?token=good-token');
    await fill('password123');
    const password = screen.getByLabelText('Password');
    expect(await screen.findByText('Password not accepted: This password is one of the most common ones; choose another.')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(/most common ones.*At least 10 characters/);
    expect(password).toHaveFocus();
  });

  it('refuses two different passwords before sending anything', async () => {
    renderConsole('/console/setup?token=good-token');
    await fill('a long enough passphrase', 'another passphrase');
    expect(screen.getByLabelText('Repeat the password')).toHaveAccessibleDescription('The two passwords are not the same.');
    expect(setups).toEqual([]);
  });

  it('says an expired or used link cannot be used, without showing the form', async () => {
    renderConsole('/console/setup?token=used-token');
    expect(await screen.findByText(/This setup link has expired, was used or was replaced/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to sign-in' })).toHaveAttribute('href', '/console/sign-in');
  });

  it('says so when the link is used up between opening and sending', async () => {
    server.use(http.post(api('/v1/auth/setup'), () => apiError(404, 'setup_link_invalid', 'This setup link has expired')));
    renderConsole('/console/setup?token=good-token');
    await fill('a long enough passphrase');
    expect(await screen.findByText(/This setup link has expired, was used or was replaced/)).toHaveAttribute('role', 'alert');
  });
});
