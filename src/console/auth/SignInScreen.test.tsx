import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { api, apiError, pagesLeftTo, renderConsole, sessionHandler, sessionOf, userOf } from '../testing';

const owner = sessionOf(userOf('owner'));
const signIns: unknown[] = [];
const server = setupServer(
  sessionHandler(null),
  http.post(api('/v1/auth/sign-in'), async ({ request }) => {
    const body = (await request.json()) as { email: string; password: string };
    signIns.push(body);
    if (body.password === 'locked') return apiError(429, 'account_locked', 'This account is locked after too many failed sign-ins; try again in 15 minutes', { 'retry-after': '900' });
    if (body.password !== 'right password') return apiError(401, 'sign_in_failed', 'The email or the password is wrong');
    return HttpResponse.json(owner);
  }),
  http.get(api('/v1/manage/flows'), () => HttpResponse.json([])),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  signIns.length = 0;
});
afterAll(() => server.close());

async function signIn(password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'owner@example.com');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in screen', () => {
  it('says the email or password is wrong when the API answers sign_in_failed', async () => {
    renderConsole('/console/sign-in');
    await screen.findByRole('heading', { level: 1, name: 'Sign in to Canvass' });
    await signIn('wrong password');
    expect(await screen.findByText('The email or the password is wrong.')).toHaveAttribute('role', 'alert');
    expect(window.location.pathname).toBe('/console/sign-in');
  });

  it('says the account is locked and for how long, from Retry-After', async () => {
    renderConsole('/console/sign-in');
    await screen.findByRole('heading', { level: 1, name: 'Sign in to Canvass' });
    await signIn('locked');
    expect(await screen.findByText('This account is locked after too many failed sign-ins. Try again in 15 minutes.')).toHaveAttribute('role', 'alert');
  });

  it('checks the fields before asking the API, and links each problem to its field', async () => {
    renderConsole('/console/sign-in');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Fill this in.');
    expect(email).toHaveFocus();
    expect(signIns).toEqual([]);
  });

  it('sends a signed-out visitor to sign-in and back to the page asked for', async () => {
    renderConsole('/console/flows');
    await screen.findByRole('heading', { level: 1, name: 'Sign in to Canvass' });
    expect(window.location.pathname + window.location.search).toBe('/console/sign-in?next=%2Fconsole%2Fflows');
    await signIn('right password');
    await screen.findByRole('heading', { level: 1, name: 'Flows' });
    expect(window.location.pathname).toBe('/console/flows');
    expect(screen.getByRole('banner')).toHaveTextContent('Owner Person');
  });

  it('never follows a next address off the console', async () => {
    renderConsole('/console/sign-in?next=//evil.example/console');
    await screen.findByRole('heading', { level: 1, name: 'Sign in to Canvass' });
    await signIn('right password');
    await waitFor(() => expect(window.location.pathname).toBe('/console/flows'));
    expect(window.location.host).not.toBe('evil.example');
  });

  it('loads the agent console after signing in from its link (/console/sign-in?next=/agent)', async () => {
    renderConsole('/console/sign-in?next=/agent');
    await screen.findByRole('heading', { level: 1, name: 'Sign in to Canvass' });
    await signIn('right password');
    await waitFor(() => expect(pagesLeftTo).toEqual(['/agent']));
    expect(window.location.pathname).toBe('/console/sign-in');
  });

  it('sends an already signed-in person on from that link at once', async () => {
    server.use(sessionHandler(owner));
    renderConsole('/console/sign-in?next=%2Fagent');
    await waitFor(() => expect(pagesLeftTo).toEqual(['/agent']));
    expect(signIns).toEqual([]);
  });
});
