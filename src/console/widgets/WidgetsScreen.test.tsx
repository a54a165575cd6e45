import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Role } from '../api/types';
import { api, renderConsole, sessionOf, userOf } from '../testing';
import type { WidgetDocument } from './model';

const LOADED = { timeout: 10_000 };
const NODE = { id: 'node-1', name: 'Checkout survey', flow_id: null };
let widget: WidgetDocument;
let role: Role = 'editor';
const puts: { body: WidgetDocument; ifMatch: string | null }[] = [];
const server = setupServer(
  http.get(api('/v1/auth/session'), () => HttpResponse.json(sessionOf(userOf(role)))),
  http.get(api('/v1/manage/nodes'), () => HttpResponse.json([NODE])),
  http.get(api('/v1/manage/widgets'), () => HttpResponse.json([widget])),
  http.get(api('/v1/manage/widgets/PSN-TEST001'), () => HttpResponse.json(widget, { headers: { etag: '"w-1"' } })),
  http.put(api('/v1/manage/widgets/PSN-TEST001'), async ({ request }) => {
    const body = (await request.json()) as WidgetDocument;
    puts.push({ body, ifMatch: request.headers.get('if-match') });
    widget = body;
    return HttpResponse.json(body, { headers: { etag: '"w-2"' } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  role = 'editor';
  widget = { code: 'PSN-TEST001', node_id: 'node-1', enabled_urls: ['/checkout'] };
  puts.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('widgets section', () => {
  it('lists each widget with its node and where it shows, the code opening its form', async () => {
    renderConsole('/console/widgets');
    const link = await screen.findByRole('link', { name: 'PSN-TEST001' }, LOADED);
    expect(link).toHaveAttribute('href', '/console/widgets/PSN-TEST001');
    const row = link.closest('tr')!;
    expect(within(row).getByText('Checkout survey')).toBeInTheDocument();
    expect(row).toHaveTextContent('1 URL pattern');
    expect(row).toHaveTextContent('On');
  });

  it('tests a typed address against the unsaved URL patterns: shown or not, and because of which pattern', async () => {
    renderConsole('/console/widgets/PSN-TEST001');
    const user = userEvent.setup();
    const address = await screen.findByLabelText('Test a page address', {}, LOADED);
    const result = () => screen.getByText((_, element) => element?.id === `${address.id}-result`);
    await user.type(address, 'https://shop.example.com/Checkout/pay');
    expect(result()).toHaveTextContent('Shown. Pattern 1, /checkout, matches this address.');

    await user.clear(address);
    await user.type(address, 'https://shop.example.com/blog');
    expect(result()).toHaveTextContent('Not shown. No URL pattern matches this address.');

    // A pattern added in the form counts at once, before saving; an invalid one is marked and matches nothing.
    await user.click(screen.getByRole('button', { name: 'Add a URL pattern' }));
    await user.type(screen.getByLabelText('URL pattern 2'), '(blog');
    expect(screen.getByLabelText('URL pattern 2')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/Not a valid regular expression/)).toBeInTheDocument();
    expect(result()).toHaveTextContent('Not shown.');
    await user.clear(screen.getByLabelText('URL pattern 2'));
    await user.type(screen.getByLabelText('URL pattern 2'), '/blog$');
    expect(result()).toHaveTextContent('Shown. Pattern 2, /blog$, matches this address.');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(puts).toEqual([expect.objectContaining({ ifMatch: '"w-1"', body: expect.objectContaining({ enabled_urls: ['/checkout', '/blog$'] }) })]);
  });

  it('says the widget shows everywhere without patterns, and nowhere while switched off', async () => {
    widget = { code: 'PSN-TEST001', node_id: 'node-1', is_visible: false };
    renderConsole('/console/widgets/PSN-TEST001');
    const user = userEvent.setup();
    const address = await screen.findByLabelText('Test a page address', {}, LOADED);
    await user.type(address, 'https://shop.example.com/');
    expect(screen.getByText(/“Visible” is off/)).toBeInTheDocument();
    await user.click(screen.getByLabelText('Visible'));
    expect(screen.getByText('No URL patterns are set, so it shows on every page.')).toBeInTheDocument();
  });

  it('copies the embed snippet with the widget code and this server\'s loader', async () => {
    renderConsole('/console/widgets/PSN-TEST001');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Copy snippet' }, LOADED));
    const snippet = `<script async src="${window.location.origin}/loader.js" data-canvass-code="PSN-TEST001"></script>`;
    expect(await navigator.clipboard.readText()).toBe(snippet);
    expect(screen.getByText('Copied to the clipboard.')).toBeInTheDocument();
    expect(screen.getByLabelText('Snippet code')).toHaveTextContent(snippet);
  });

  it('previews the saved widget on the sample host page, and warns when its patterns hide it there', async () => {
    renderConsole('/console/widgets/PSN-TEST001');
    const frame = await screen.findByTitle('Sample page with widget PSN-TEST001', {}, LOADED);
    expect(frame).toHaveAttribute('src', '/widget-preview/PSN-TEST001');
    expect(screen.getByText(/matches none of the saved URL patterns/)).toBeInTheDocument();
  });

  it('gives a viewer the targeting read-only, the tester still working', async () => {
    role = 'viewer';
    renderConsole('/console/widgets/PSN-TEST001');
    const user = userEvent.setup();
    expect(await screen.findByLabelText('URL pattern 1', {}, LOADED)).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Add a URL pattern' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    await user.type(screen.getByLabelText('Test a page address'), 'https://shop.example.com/checkout');
    expect(screen.getByText(/Pattern 1, \/checkout, matches this address/)).toBeInTheDocument();
  });
});
