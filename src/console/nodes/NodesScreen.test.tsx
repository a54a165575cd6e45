import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import nodeSchema from '../../../schemas/node.schema.json';
import type { Role } from '../api/types';
import { api, apiError, renderConsole, sessionOf, userOf } from '../testing';
import type { NodeDocument } from './model';

const STORED: NodeDocument = {
  id: 'node-1', name: 'Checkout survey', flow_id: 'flow-1', status: 'active', operating_24_7: false, time_zone: 'Europe/Istanbul',
  operating_hours: [{ period: 'weekdays', start_hour: 900, end_hour: 1800 }], primary_color: '#20B8F7',
};
const FLOW_DETAIL = {
  id: 'flow-1', revision: 3, published_version: 1, archived: false, response_count: 0,
  draft: { id: 'flow-1', name: 'NPS', languages: [{ id: 1, code: 'en', name: 'English' }, { id: 2, code: 'tr', name: 'Türkçe' }], states: [] },
};
const FLOWS = [{ id: 'flow-1', name: 'NPS', published_version: 1, revision: 3, unpublished_changes: false, archived: false, response_count: 0, updated_at: '2026-03-01T09:00:00Z' }];

// The section's screens are a chunk of their own (rjsf): the first render waits for it.
const LOADED = { timeout: 10_000 };

let role: Role = 'editor';
let current: NodeDocument = STORED;
let etag = '"tag-1"';
const puts: { body: NodeDocument; ifMatch: string | null }[] = [];
let putAnswer: (() => Response) | null = null;
const server = setupServer(
  http.get(api('/v1/auth/session'), () => HttpResponse.json(sessionOf(userOf(role)))),
  http.get(api('/v1/manage/nodes'), () => HttpResponse.json([STORED])),
  http.get(api('/v1/manage/nodes/node-1'), () => HttpResponse.json(current, { headers: { etag } })),
  http.put(api('/v1/manage/nodes/node-1'), async ({ request }) => {
    const body = (await request.json()) as NodeDocument;
    puts.push({ body, ifMatch: request.headers.get('if-match') });
    return putAnswer?.() ?? HttpResponse.json(body, { headers: { etag: '"tag-2"' } });
  }),
  http.get(api('/v1/manage/flows'), () => HttpResponse.json(FLOWS)),
  http.get(api('/v1/manage/flows/flow-1'), () => HttpResponse.json(FLOW_DETAIL)),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  role = 'editor';
  current = STORED;
  etag = '"tag-1"';
  putAnswer = null;
  puts.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('nodes section', () => {
  it('lists each node with its flow, the flow\'s languages and its status, the name opening its form', async () => {
    renderConsole('/console/nodes');
    const link = await screen.findByRole('link', { name: 'Checkout survey' }, LOADED);
    expect(link).toHaveAttribute('href', '/console/nodes/node-1');
    const row = link.closest('tr')!;
    expect(row).toHaveTextContent('NPS');
    expect(await within(row).findByText('EN, TR')).toBeInTheDocument();
    expect(row).toHaveTextContent('Active');
  });

  it('draws the form from node.schema.json: a card of fields for its properties, the status choices its enum', async () => {
    renderConsole('/console/nodes/node-1');
    const status = await screen.findByLabelText('Status', {}, LOADED);
    const choices = [...(status as HTMLSelectElement).options].filter((option) => option.value !== '').map((option) => option.textContent);
    expect(choices).toHaveLength(nodeSchema.properties.status.enum.length);
    expect(choices).toEqual(['Active', 'Paused']);
    for (const label of [/^Name/, 'Time zone', 'Open around the clock', 'Collect from', 'Collect until', 'Accent colour', 'Start over after idle (seconds)']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    // The flow and the default language are chosen from the project's, not typed as ids.
    expect(screen.getByLabelText('Flow')).toHaveDisplayValue('NPS');
    const language = screen.getByLabelText('Default language');
    expect(await within(language).findByRole('option', { name: 'Türkçe (tr)' })).toBeInTheDocument();
    // The week grid shows the weekday shift.
    expect(screen.getByLabelText('Weekdays, shift 1: from')).toHaveValue('09:00');
    expect(screen.getByLabelText('Weekdays, shift 1: until')).toHaveValue('18:00');
    expect(within(screen.getByRole('group', { name: 'Saturday' })).getByText('Closed')).toBeInTheDocument();
  });

  it('saves with If-Match the ETag it read, and says so', async () => {
    renderConsole('/console/nodes/node-1');
    const user = userEvent.setup();
    const name = await screen.findByLabelText(/^Name/, {}, LOADED);
    await user.clear(name);
    await user.type(name, 'Checkout NPS');
    await user.click(screen.getByRole('button', { name: 'Add hours on Saturday' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(puts).toHaveLength(1);
    expect(puts[0]!.ifMatch).toBe('"tag-1"');
    expect(puts[0]!.body).toMatchObject({ id: 'node-1', name: 'Checkout NPS', operating_hours: [{ period: 'weekdays', start_hour: 900, end_hour: 1800 }, { period: 'saturday', start_hour: 900, end_hour: 1800 }] });
  });

  it('on 412 keeps what was typed, says someone saved meanwhile, and saves over theirs with their ETag when asked', async () => {
    renderConsole('/console/nodes/node-1');
    const user = userEvent.setup();
    const name = await screen.findByLabelText(/^Name/, {}, LOADED);
    await user.clear(name);
    await user.type(name, 'Mine');
    putAnswer = () => apiError(412, 'precondition_failed', 'The change was based on an older version');
    etag = '"tag-theirs"';
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Someone else saved a change meanwhile.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Mine');

    putAnswer = null;
    await user.click(screen.getByRole('button', { name: 'Save mine over theirs' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(puts.map((put) => put.ifMatch)).toEqual(['"tag-1"', '"tag-theirs"']);
    expect(puts[1]!.body.name).toBe('Mine');
    expect(screen.queryByText('Someone else saved a change meanwhile.')).toBeNull();
  });

  it('on 412 drops the edits and shows the stored version only when asked', async () => {
    renderConsole('/console/nodes/node-1');
    const user = userEvent.setup();
    const name = await screen.findByLabelText(/^Name/, {}, LOADED);
    await user.clear(name);
    await user.type(name, 'Mine');
    expect(screen.getByText('Unsaved changes.')).toBeInTheDocument();
    putAnswer = () => apiError(412, 'precondition_failed', 'The change was based on an older version');
    current = { ...STORED, name: 'Theirs' };
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await user.click(await screen.findByRole('button', { name: 'Drop mine, load theirs' }));
    await expect.poll(() => (screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Theirs');
    expect(screen.queryByText('Someone else saved a change meanwhile.')).toBeNull();
    expect(puts).toHaveLength(1);
  });

  it('marks an invalid value on its field and does not send it', async () => {
    renderConsole('/console/nodes/node-1');
    const user = userEvent.setup();
    const country = await screen.findByLabelText('Country (2 letters)', {}, LOADED);
    await user.type(country, 'TUR');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Not in the expected form.')).toBeInTheDocument();
    expect(puts).toHaveLength(0);
  });

  it('says how text reads on the accent colour, and which colour respondents get when it reads badly', async () => {
    renderConsole('/console/nodes/node-1');
    const user = userEvent.setup();
    const colour = await screen.findByLabelText('Accent colour', {}, LOADED);
    expect(screen.getByText(/Text on it reads at only 2\.\d:1 \(under 4\.5:1\), so respondents will see #[0-9a-f]{6} instead\./)).toBeInTheDocument();
    await user.clear(colour);
    await user.type(colour, '#0B6BCB');
    expect(screen.getByText(/Text on it reads at 5\.\d:1: clear\./)).toBeInTheDocument();
  });

  it('refuses an activation window that ends before it starts, marking the end', async () => {
    current = { ...STORED, activation_start_date: '2026-05-01T09:00:00.000Z', activation_end_date: '2026-04-01T09:00:00.000Z' };
    renderConsole('/console/nodes/node-1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save changes' }, LOADED));
    expect(await screen.findByText('The end must come after the start.')).toBeInTheDocument();
    expect(puts).toHaveLength(0);
  });

  it('shows the hosted link with a copy button and its QR code as an SVG to download', async () => {
    renderConsole('/console/nodes/node-1');
    const link = `${window.location.origin}/feedback?node_id=node-1`;
    expect(await screen.findByLabelText('Link', {}, LOADED)).toHaveValue(link);
    const qr = screen.getByRole('img', { name: `QR code of ${link}` });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')!.getAttribute('d')!.length).toBeGreaterThan(500);
    const download = screen.getByRole('link', { name: 'Download QR code (SVG)' });
    expect(download).toHaveAttribute('download', 'canvass-node-node-1-qr.svg');
    expect(decodeURIComponent(download.getAttribute('href')!)).toMatch(/^data:image\/svg\+xml;charset=utf-8,<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(link);
  });

  it('gives a viewer the form read-only, without a Save button', async () => {
    role = 'viewer';
    renderConsole('/console/nodes/node-1');
    expect(await screen.findByText('You can look at this node; your role cannot change it.', {}, LOADED)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Status')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add hours on Saturday' })).toBeNull();
  });
});
