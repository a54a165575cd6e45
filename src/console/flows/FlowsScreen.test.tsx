import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { FlowSummary, FlowTemplate, Role } from '../api/types';
import { api, renderConsole, sessionOf, userOf } from '../testing';

const summary = (id: string, name: string, extra: Partial<FlowSummary> = {}): FlowSummary => ({
  id, name, published_version: null, revision: 1, unpublished_changes: true, archived: false, response_count: 0, updated_at: '2026-03-02T10:00:00Z', ...extra,
});
const TEMPLATES: FlowTemplate[] = [
  { id: 'nps', name: 'Net Promoter Score (NPS)', description: 'How likely people are to recommend you.', question_count: 4 },
  { id: 'bug-report', name: 'Bug report with screenshot', description: 'What happened, with a screenshot.', question_count: 5 },
];

let role: Role = 'editor';
let active: FlowSummary[] = [];
let archived: FlowSummary[] = [];
const calls: { method: string; path: string; body?: unknown; ifMatch?: string | null; query?: string }[] = [];
const detail = (flow: FlowSummary) => ({ id: flow.id, draft: { id: flow.id, name: flow.name ?? undefined, languages: [{ id: 1, code: 'en' }], states: [{ id: 's', elements: [] }] }, revision: flow.revision, published_version: flow.published_version, archived: flow.archived, response_count: 0 });

const server = setupServer(
  http.get(api('/v1/auth/session'), () => HttpResponse.json(sessionOf(userOf(role)))),
  http.get(api('/v1/manage/flows'), ({ request }) => {
    const query = new URL(request.url).searchParams.toString();
    calls.push({ method: 'GET', path: '/v1/manage/flows', query });
    return HttpResponse.json(query.includes('archived=true') ? archived : active);
  }),
  http.get(api('/v1/manage/flow-templates'), ({ request }) => {
    calls.push({ method: 'GET', path: '/v1/manage/flow-templates', query: new URL(request.url).searchParams.toString() });
    return HttpResponse.json(TEMPLATES);
  }),
  // The editor opened after a create or duplicate reads its draft (the console starts that read with the route).
  http.get(api('/v1/manage/flows/:id'), ({ params }) => {
    const flow = [...active, ...archived].find((f) => f.id === params.id) ?? summary(String(params.id), 'New flow');
    return HttpResponse.json(detail(flow));
  }),
  http.post(api('/v1/manage/flows'), async ({ request }) => {
    const body = (await request.json()) as { name: string; template?: string };
    calls.push({ method: 'POST', path: '/v1/manage/flows', body });
    return HttpResponse.json(detail(summary(`${body.template ?? 'flow'}-0a1b2c3d4e`, body.name)), { status: 201 });
  }),
  http.post(api('/v1/manage/flows/:id/duplicate'), ({ params }) => {
    calls.push({ method: 'POST', path: `/v1/manage/flows/${String(params.id)}/duplicate` });
    const copy = summary(`${String(params.id)}-copy`, `Copy of ${active.find((f) => f.id === params.id)!.name}`);
    active = [...active, copy];
    return HttpResponse.json(detail(copy), { status: 201 });
  }),
  http.post(api('/v1/manage/flows/:id/archive'), async ({ params, request }) => {
    const body = (await request.json()) as { archived: boolean };
    calls.push({ method: 'POST', path: `/v1/manage/flows/${String(params.id)}/archive`, body, ifMatch: request.headers.get('if-match') });
    const flow = [...active, ...archived].find((f) => f.id === params.id)!;
    const moved = { ...flow, archived: body.archived, revision: flow.revision + 1 };
    active = body.archived ? active.filter((f) => f.id !== flow.id) : [...active, moved];
    archived = body.archived ? [...archived, moved] : archived.filter((f) => f.id !== flow.id);
    return HttpResponse.json(detail(moved));
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  role = 'editor';
  active = [summary('visit', 'Visit feedback', { published_version: 2, unpublished_changes: false, response_count: 1234, revision: 3 }), summary('draft-only', 'Checkout survey')];
  archived = [summary('old', 'Old survey', { archived: true, revision: 5 })];
});
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
});
afterAll(() => server.close());

async function openFlows() {
  renderConsole('/console/flows');
  await screen.findByRole('heading', { level: 1, name: 'Flows' });
  return within(await screen.findByRole('table', { name: 'Flows' }));
}

describe('flows screen', () => {
  it('lists each flow with a link to its editor, its status, responses and last change', async () => {
    const table = await openFlows();
    expect(table.getByRole('link', { name: 'Visit feedback' })).toHaveAttribute('href', '/console/flows/visit');
    const visit = table.getByRole('link', { name: 'Visit feedback' }).closest('tr')!;
    expect(visit).toHaveTextContent('Published · version 2');
    expect(visit).toHaveTextContent('1,234');
    expect(table.getByRole('link', { name: 'Checkout survey' }).closest('tr')).toHaveTextContent('Draft');
    await userEvent.setup().click(table.getByRole('link', { name: 'Checkout survey' }));
    expect(window.location.pathname).toBe('/console/flows/draft-only');
  });

  it('gives a viewer no way to create, duplicate or archive', async () => {
    role = 'viewer';
    const table = await openFlows();
    expect(table.getByRole('link', { name: 'Visit feedback' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New flow' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Actions for/ })).toBeNull();
  });

  it('creates a flow from a template chosen by its card, named after it, and opens it in the editor', async () => {
    await openFlows();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New flow' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New flow' }));
    const bug = await dialog.findByRole('radio', { name: /Bug report with screenshot/ });
    expect(bug).toHaveAccessibleName(expect.stringContaining('What happened, with a screenshot.'));
    expect(dialog.getByRole('radio', { name: /Blank/ })).toBeChecked();
    expect(dialog.getByText('5 questions')).toBeInTheDocument();
    await user.click(bug);
    expect(dialog.getByLabelText('Name')).toHaveValue('Bug report with screenshot');
    await user.clear(dialog.getByLabelText('Name'));
    await user.type(dialog.getByLabelText('Name'), 'Bugs in the app');
    await user.click(dialog.getByRole('radio', { name: /Net Promoter/ }));
    expect(dialog.getByLabelText('Name')).toHaveValue('Bugs in the app');
    await user.click(dialog.getByRole('button', { name: 'Create flow' }));
    await waitFor(() => expect(window.location.pathname).toBe('/console/flows/nps-0a1b2c3d4e'));
    expect(calls.find((call) => call.path === '/v1/manage/flow-templates')?.query).toBe('lang=en');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([{ method: 'POST', path: '/v1/manage/flows', body: { name: 'Bugs in the app', template: 'nps' } }]);
  });

  it('asks for a name before creating a blank flow', async () => {
    await openFlows();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New flow' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New flow' }));
    await user.click(dialog.getByRole('button', { name: 'Create flow' }));
    expect(dialog.getByLabelText('Name')).toHaveAccessibleDescription('Give the flow a name.');
    expect(dialog.getByLabelText('Name')).toHaveFocus();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    await user.type(dialog.getByLabelText('Name'), 'From scratch');
    await user.click(dialog.getByRole('button', { name: 'Create flow' }));
    await waitFor(() => expect(window.location.pathname).toBe('/console/flows/flow-0a1b2c3d4e'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'From scratch' });
  });

  it('archives by keyboard from the row menu after a confirmation, sending the revision it saw', async () => {
    const table = await openFlows();
    const user = userEvent.setup();
    table.getByRole('button', { name: 'Actions for Visit feedback' }).focus();
    await user.keyboard('{Enter}');
    const menu = within(screen.getByRole('menu', { name: 'Actions for Visit feedback' }));
    expect(menu.getByRole('menuitem', { name: 'Duplicate' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(menu.getByRole('menuitem', { name: 'Archive' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(table.getByRole('button', { name: 'Actions for Visit feedback' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Archive' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const confirm = within(await screen.findByRole('dialog', { name: 'Archive “Visit feedback”?' }));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    await user.click(confirm.getByRole('button', { name: 'Archive' }));
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('“Visit feedback” is archived.');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Visit feedback' })).toBeNull());
    expect(calls.find((call) => call.method === 'POST')).toEqual({ method: 'POST', path: '/v1/manage/flows/visit/archive', body: { archived: true }, ifMatch: '"3"' });
  });

  it('duplicates a flow and shows the copy in the list', async () => {
    const table = await openFlows();
    const user = userEvent.setup();
    await user.click(table.getByRole('button', { name: 'Actions for Checkout survey' }));
    await user.click(screen.getByRole('menuitem', { name: 'Duplicate' }));
    expect(await screen.findByRole('link', { name: 'Copy of Checkout survey' })).toHaveAttribute('href', '/console/flows/draft-only-copy');
    expect(screen.getByText('Copied as “Copy of Checkout survey”.')).toBeInTheDocument();
  });

  it('shows archived flows with the switch, and unarchives one', async () => {
    await openFlows();
    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: 'Show archived flows' }));
    const archivedTable = within(await screen.findByRole('table', { name: 'Archived flows' }));
    expect(archivedTable.getByRole('link', { name: 'Old survey' }).closest('tr')).toHaveTextContent('Archived');
    await user.click(archivedTable.getByRole('button', { name: 'Actions for Old survey' }));
    await user.click(screen.getByRole('menuitem', { name: 'Unarchive' }));
    expect(await screen.findByText('No archived flows.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({ path: '/v1/manage/flows/old/archive', body: { archived: false }, ifMatch: '"5"' });
  });
});
