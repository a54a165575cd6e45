import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { CANVASS_VERSION } from '../../lib/version';
import { api, apiError, renderConsole, sessionHandler, sessionOf, userOf } from '../testing';

const agent = sessionOf(userOf('agent', { display_name: 'Ece Agent' }));
const server = setupServer(
  sessionHandler(agent),
  http.get(api('/v1/manage/chats'), () => HttpResponse.json([])),
  http.get(api('/v1/manage/flows'), () => apiError(403, 'forbidden', 'The agent role may not do this')),
  http.post(api('/v1/auth/sign-out'), () => new HttpResponse(null, { status: 204 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('the signed-in console', () => {
  it('shows the sections the role allows, with the person\'s name and role in the header', async () => {
    renderConsole('/console');
    await screen.findByRole('heading', { level: 1, name: 'Chats' });
    expect(window.location.pathname).toBe('/console/chats');
    const nav = screen.getByRole('navigation', { name: 'Console sections' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Chats', 'API tokens']);
    expect(within(nav).getByRole('link', { name: 'Chats' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('banner')).toHaveTextContent('Ece Agent');
    expect(screen.getByRole('banner')).toHaveTextContent('Agent');
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`Canvass ${CANVASS_VERSION}`);
  });

  it('says "You don\'t have access to this" when the API answers 403', async () => {
    renderConsole('/console/flows');
    await screen.findByRole('heading', { level: 1, name: 'Flows' });
    expect(await screen.findByText('You don\'t have access to this')).toBeInTheDocument();
  });

  it('sends the person to sign-in, saying the session ended, when a call is answered 401', async () => {
    renderConsole('/console/chats');
    await screen.findByRole('heading', { level: 1, name: 'Chats' });
    server.use(http.get(api('/v1/manage/tokens'), () => apiError(401, 'invalid_token', 'The session has ended; sign in again')));
    await userEvent.setup().click(screen.getByRole('link', { name: 'API tokens' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign in to Canvass' });
    expect(screen.getByText('Your session has ended. Sign in again to continue.')).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/console/sign-in?next=%2Fconsole%2Ftokens');
  });

  it('moves focus to the new screen\'s heading after a move, and signs out to the sign-in page', async () => {
    renderConsole('/console/chats');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Chats' });
    server.use(http.get(api('/v1/manage/tokens'), () => HttpResponse.json([])));
    await user.click(screen.getByRole('link', { name: 'API tokens' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'API tokens' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('You have signed out.')).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/console/sign-in');
  });
});
