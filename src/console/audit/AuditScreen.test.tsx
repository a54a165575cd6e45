import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { AuditEntry } from '../api/types';
import { api, renderConsole, sessionHandler, sessionOf, userOf } from '../testing';

const owner = userOf('owner', { display_name: 'Olcay Owner' });
const entry = (id: string, action: string, extra: Partial<AuditEntry> = {}): AuditEntry => ({
  id, at: '2026-03-02T10:00:00Z', actor_id: owner.id, actor_name: 'Olcay Owner', action, target_type: 'user', target_id: 'user-agent', detail: null, ...extra,
});
const cursors: (string | null)[] = [];
const server = setupServer(
  sessionHandler(sessionOf(owner)),
  http.get(api('/v1/manage/users'), () => HttpResponse.json([owner, userOf('agent', { display_name: 'Ece Agent' })])),
  http.get(api('/v1/manage/audit'), ({ request }) => {
    const cursor = new URL(request.url).searchParams.get('cursor');
    cursors.push(cursor);
    return cursor === null
      ? HttpResponse.json({ entries: [entry('a3', 'user.updated', { detail: { role: 'editor' } as never })], next_cursor: 'page-2' })
      : HttpResponse.json({ entries: [entry('a2', 'token.created', { target_type: 'token', target_id: 'tok-1', detail: { name: 'CI export', role: 'viewer' } as never }), entry('a1', 'flow.published', { target_type: 'flow', target_id: 'demo-flow' })], next_cursor: null });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cursors.length = 0;
});
afterAll(() => server.close());

describe('audit log screen', () => {
  it('shows who did what, in words, and loads more with the API\'s cursor until there is no more', async () => {
    renderConsole('/console/audit');
    expect(await screen.findByRole('cell', { name: 'Changed an account: Ece Agent (Editor)' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('cell', { name: 'Created an API token: CI export (Viewer)' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Published a flow: demo-flow' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(4); // the header and three entries, newest first
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull());
    expect(cursors).toEqual([null, 'page-2']);
  });
});
