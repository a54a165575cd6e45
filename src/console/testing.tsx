// Test helpers for the console's screens (imported by *.test.tsx only): the whole console rendered at an address,
// talking to a mocked API at BASE (msw), with a session or without.
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { http, HttpResponse } from 'msw';
import { i18n } from '../i18n/i18n';
import type { Role, SessionData, User } from './api/types';
import { ConsoleApp } from './app/ConsoleApp';
import { createConsole } from './app/create-console';
import type { BrowserHistory } from './routing/model';
import en from './locales/en.json';

const BASE = 'http://canvass.test';
export const api = (path: string) => `${BASE}${path}`;

i18n.addResourceBundle('en', 'console', en);

export const userOf = (role: Role, extra: Partial<User> = {}): User => ({
  id: `user-${role}`, email: `${role}@example.com`, display_name: `${role[0]!.toUpperCase()}${role.slice(1)} Person`, initials: role.slice(0, 2).toUpperCase(),
  role, created_at: '2026-03-01T09:00:00Z', revision: 1, ...extra,
});

export const sessionOf = (user: User): SessionData => ({ user, csrf_token: 'csrf-of-this-session' });

/** GET /v1/auth/session answering `session`, or 401 as for a browser without a session. */
export const sessionHandler = (session: SessionData | null) =>
  http.get(api('/v1/auth/session'), () => (session ? HttpResponse.json(session) : HttpResponse.json({ code: 10401, error: 'invalid_token', message: 'Sign in or send an API token' }, { status: 401 })));

export const apiError = (status: number, error: string, message = '', headers: Record<string, string> = {}) =>
  HttpResponse.json({ code: 16000, error, message }, { status, headers });

/**
 * The flow editor's API for one draft: the draft at revision 1, no recorded tests, and each autosave answered as
 * stored (revision 2) and handed to `onSave`, for tests that read what the editor saved.
 */
export function draftHandlers(draft: object, onSave: (saved: unknown) => void = () => undefined) {
  const detail = (flow: unknown, revision: number) => ({ id: (draft as { id?: string }).id, draft: flow, revision, published_version: null, archived: false, response_count: 0 });
  return [
    http.get(api('/v1/manage/flows/:id/fixtures'), () => HttpResponse.json([])),
    http.get(api('/v1/manage/flows/:id'), () => HttpResponse.json(detail(draft, 1))),
    http.put(api('/v1/manage/flows/:id/draft'), async ({ request }) => {
      const saved = await request.json();
      onSave(saved);
      return HttpResponse.json(detail(saved, 2));
    }),
  ];
}

/** Pages outside the console that it loaded in full (jsdom cannot navigate), newest last. */
export const pagesLeftTo: string[] = [];

/** jsdom's window, except that loading another page is recorded in `pagesLeftTo`. */
const browser: BrowserHistory = {
  get location() {
    return { pathname: window.location.pathname, search: window.location.search, replace: (url: string | URL) => void pagesLeftTo.push(String(url)) };
  },
  history: window.history,
  addEventListener: (type, listener) => window.addEventListener(type, listener),
};

/** The console at `path`, as the browser opens it. */
export function renderConsole(path: string) {
  window.history.replaceState(null, '', path);
  pagesLeftTo.length = 0;
  const memory = new Map<string, string>();
  const app = createConsole({
    baseUrl: BASE,
    browser,
    memory: { getItem: (key) => memory.get(key) ?? null, setItem: (key, value) => void memory.set(key, value), removeItem: (key) => void memory.delete(key) },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <ConsoleApp app={app} />
    </I18nextProvider>,
  );
  return app;
}
