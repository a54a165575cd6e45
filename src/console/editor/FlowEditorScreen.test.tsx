import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import demo from '../../server/seed/demo.json';
import type { Flow } from '../../types/schemas';
import { api, apiError, renderConsole, sessionHandler, sessionOf, userOf } from '../testing';

const demoFlow = demo.flows[0] as unknown as Flow;
let stored: { flow: Flow; revision: number };
/** The next PUT's answer, when a test wants another than "saved". */
let nextPut: 'ok' | 'conflict' = 'ok';
const puts: { ifMatch: string | null; flow: Flow }[] = [];
const detail = (flow: Flow, revision: number) => ({ id: flow.id, draft: flow, revision, published_version: 2, archived: false, response_count: 7 });
const theirs = { ...structuredClone(demoFlow), name: 'Renamed by someone else' };

const server = setupServer(
  http.get(api('/v1/manage/flows/:id/fixtures'), () => HttpResponse.json([])),
  http.get(api('/v1/manage/flows/:id'), ({ params }) => (params.id === stored.flow.id ? HttpResponse.json(detail(stored.flow, stored.revision), { headers: { etag: `"${stored.revision}"` } }) : apiError(404, 'not_found', 'Flow not found'))),
  http.put(api('/v1/manage/flows/:id/draft'), async ({ request }) => {
    const flow = (await request.json()) as Flow;
    puts.push({ ifMatch: request.headers.get('if-match'), flow });
    if (nextPut === 'conflict') {
      nextPut = 'ok';
      stored = { flow: theirs, revision: stored.revision + 1 };
      return HttpResponse.json({ code: 16412, error: 'precondition_failed', message: 'The change was based on an older version', current: detail(stored.flow, stored.revision) }, { status: 412 });
    }
    stored = { flow, revision: stored.revision + 1 };
    return HttpResponse.json(detail(stored.flow, stored.revision));
  }),
  http.post(api('/v1/manage/flows/:id/publish'), () => HttpResponse.json({ code: 16400, error: 'invalid_request', message: 'The flow has problems', problems: [{ path: 'states[1].elements[0]', message: 'needs options' }] }, { status: 400 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  stored = { flow: structuredClone(demoFlow), revision: 3 };
  nextPut = 'ok';
  puts.length = 0;
});
beforeEach(() => server.use(sessionHandler(sessionOf(userOf('editor')))));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const SAVE_WAIT = { timeout: 8000 };
const outline = () => within(screen.getByRole('region', { name: 'Pages' }));
const elementsOf = (page: string) => within(outline().getByRole('list', { name: `Elements of ${page}` }));
const elementTitles = (page: string) => elementsOf(page).getAllByRole('button', { pressed: false }).concat(elementsOf(page).queryAllByRole('button', { pressed: true }))
  .filter((button) => button.classList.contains('cv-editor-element__select')).map((button) => button.querySelector('.cv-editor-element__title')!.textContent);

async function openEditor() {
  renderConsole('/console/flows/demo-flow');
  await screen.findByRole('heading', { level: 1, name: 'Canvass demo: visit feedback' }, { timeout: 15_000 });
  return userEvent.setup();
}

describe('the flow editor', () => {
  it('loads the draft: its pages in order with their elements, saved', async () => {
    await openEditor();
    expect(outline().getAllByRole('textbox', { name: /^Name of page/ }).map((field) => (field as HTMLInputElement).value)).toEqual(['Welcome', 'What went wrong', 'What went well', 'Contact', 'Chat', 'Thank you']);
    expect(elementsOf('Welcome').getByRole('button', { name: /^How likely are you to recommend us/ })).toBeInTheDocument();
    expect(screen.getByText('Saved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
  });

  it('adds a question from the palette, selects it, and autosaves it with If-Match', async () => {
    const user = await openEditor();
    const add = outline().getByRole('button', { name: 'Add element to Contact' });
    await user.click(add);
    expect(outline().getByRole('searchbox', { name: 'Search elements' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(add).toHaveFocus();
    expect(add).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    const palette = outline().getByRole('group', { name: 'Questions' });
    await user.click(within(palette).getByRole('button', { name: /^star/i }));
    const added = elementsOf('Contact').getByRole('button', { pressed: true });
    expect(added).toHaveTextContent('Untitled question');
    expect(screen.getByRole('button', { name: /^Undo: add star/i })).toBeEnabled();
    // The Build tab now edits it.
    expect(screen.getByRole('tabpanel', { name: 'Build' })).toHaveTextContent(/star/i);

    await screen.findByText('Saved', {}, SAVE_WAIT);
    expect(puts).toHaveLength(1);
    expect(puts[0]!.ifMatch).toBe('"3"');
    const contact = puts[0]!.flow.states.find((state) => state.id === 's-contact')!;
    expect(contact.elements.at(-1)).toMatchObject({ type: 'question', question: { style: 'star' } });
    expect(contact.elements.at(-1)!.id).toMatch(/^el-[a-z0-9]{6}$/);
  });

  it('reorders elements with the keyboard, and undoes and redoes it with the buttons and the keys', async () => {
    const user = await openEditor();
    const before = elementTitles('Welcome');
    elementsOf('Welcome').getByRole('button', { name: /^Move Tell us about your visit down/ }).focus();
    await user.keyboard('{Enter}');
    expect(elementTitles('Welcome')).toEqual([before[1], before[0], ...before.slice(2)]);
    const undo = screen.getByRole('button', { name: 'Undo: move an element' });
    await user.click(undo);
    expect(elementTitles('Welcome')).toEqual(before);
    expect(screen.getByRole('button', { name: 'Redo: move an element' })).toBeEnabled();
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(elementTitles('Welcome')).toEqual([before[1], before[0], ...before.slice(2)]);
    await user.keyboard('{Control>}z{/Control}');
    expect(elementTitles('Welcome')).toEqual(before);
    await user.keyboard('{Control>}y{/Control}');
    expect(elementTitles('Welcome')).toEqual([before[1], before[0], ...before.slice(2)]);
    await screen.findByText('Saved', {}, SAVE_WAIT);
    expect(puts.at(-1)!.flow.states[0]!.elements.slice(0, 2).map((element) => element.id)).toEqual(['el-progress', 'el-welcome']);
  });

  it('edits a question in its rjsf form, in the editing language, as one undo step', async () => {
    const user = await openEditor();
    await user.click(elementsOf('Welcome').getByRole('button', { name: /^How likely are you to recommend us/ }));
    const panel = within(screen.getByRole('tabpanel', { name: 'Build' }));
    const body = panel.getByRole('textbox', { name: 'Question EN' });
    await user.clear(body);
    await user.type(body, 'Would you recommend us?');
    expect(elementsOf('Welcome').getByRole('button', { pressed: true })).toHaveTextContent('Would you recommend us?');
    await user.click(panel.getByRole('checkbox', { name: 'Hide personal data in results' }));

    await screen.findByText('Saved', {}, SAVE_WAIT);
    const nps = puts.at(-1)!.flow.states[0]!.elements.find((element) => element.id === 'el-nps')!.question!;
    expect(nps.body).toEqual({ en: 'Would you recommend us?', tr: 'Bizi bir arkadaşınıza tavsiye etme olasılığınız nedir?' });
    expect(nps.hidePersonalData).toBe(true);
    // Fields the form fills with their defaults are not written into the flow.
    expect(nps).not.toHaveProperty('isMultiSelect');

    await user.click(screen.getByRole('button', { name: 'Undo: change Hide personal data in results' }));
    await user.click(screen.getByRole('button', { name: 'Undo: change Question' }));
    expect(panel.getByRole('textbox', { name: 'Question EN' })).toHaveValue('How likely are you to recommend us to a friend?');
    await screen.findByText('Saved', {}, SAVE_WAIT);
  });

  it('shows a conflict when someone else saved, and keeps mine over theirs without losing the edit', async () => {
    const user = await openEditor();
    nextPut = 'conflict';
    await user.click(outline().getByRole('button', { name: 'Add a page' }));
    const dialog = await screen.findByRole('dialog', { name: 'Someone else saved this flow' }, SAVE_WAIT);
    expect(puts[0]!.ifMatch).toBe('"3"');
    // My draft is offered as a download, with my edit in it.
    const download = within(dialog).getByRole('link', { name: 'Download my draft (JSON)' });
    const mine = JSON.parse(decodeURIComponent(download.getAttribute('href')!.replace(/^data:application\/json;charset=utf-8,/, ''))) as Flow;
    expect(mine.states.map((state) => state.name)).toContain('Page 7');

    await user.click(within(dialog).getByRole('button', { name: 'Keep mine, replacing theirs' }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]!.ifMatch).toBe('"4"');
    expect(puts[1]!.flow.states.map((state) => state.name)).toContain('Page 7');
    expect(await screen.findByText('Saved', {}, SAVE_WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('loads their version when chosen, with the heading showing their name', async () => {
    const user = await openEditor();
    nextPut = 'conflict';
    await user.click(outline().getByRole('button', { name: 'Add a page' }));
    const dialog = await screen.findByRole('dialog', { name: 'Someone else saved this flow' }, SAVE_WAIT);
    await user.click(within(dialog).getByRole('button', { name: 'Load their version' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Renamed by someone else' })).toBeInTheDocument();
    expect(outline().getAllByRole('textbox', { name: /^Name of page/ })).toHaveLength(6);
    expect(screen.getByText('Saved')).toBeInTheDocument();
  });

  it('shows the API\'s reason when publishing is refused', async () => {
    const user = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not published: The flow has problems');
    expect(alert).toHaveTextContent('states[1].elements[0]: needs options');
  });

  it('lets a draft whose only problems are warnings be published', async () => {
    // A page no path reaches is a warning: the engine runs the flow anyway.
    stored.flow.states.splice(-1, 0, { id: 's-orphan', name: 'Orphan', elements: [] });
    const user = await openEditor();
    expect(screen.getByRole('region', { name: /^Problems/ })).toHaveTextContent('Warnings do not stop publishing.');
    expect(screen.queryByText(/to publish\.$/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not published: The flow has problems');
  });

  it('names the failing test and its step, in words, when publishing is refused for a failing test (422 fixture_failed)', async () => {
    const fixture = {
      name: 'A promoter moves on',
      flow: {},
      steps: [{ answer: { question: 'q-nps', value: 9 } }, { next: 'button', expect: { state: 's-promoter' } }],
    };
    const problem = { step: 2, action: 'next', check: 'state', expected: 's-promoter', actual: 's-detractor', message: 'state: expected "s-promoter", got "s-detractor"' };
    server.use(
      http.get(api('/v1/manage/flows/:id/fixtures'), () => HttpResponse.json([{ id: 'fx-1', name: fixture.name, fixture, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z', result: { passed: true, problems: [] } }])),
      http.post(api('/v1/manage/flows/:id/publish'), () => HttpResponse.json({
        code: 16012, error: 'fixture_failed', message: '1 fixture(s) fail against the draft; "A promoter moves on" at step 2 (next): state: expected "s-promoter", got "s-detractor"',
        failures: [{ fixture_id: 'fx-1', name: fixture.name, problems: [problem] }],
      }, { status: 422 })),
    );
    const user = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not published: 1 of the flow\'s tests fails against this draft.');
    // The step as the test recorded it, in the console's words (not the server's English message), and what differed.
    expect(within(alert).getByText('The test “A promoter moves on” fails at step 2: press Next')).toBeInTheDocument();
    expect(within(alert).getByText('state: expected "s-promoter", got "s-detractor"').tagName).toBe('CODE');
  });

  it('gives a viewer the flow to read, with no control that changes it', async () => {
    server.use(sessionHandler(sessionOf(userOf('viewer'))));
    await openEditor();
    expect(screen.getByText('Read only')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Add element/ })).toBeNull();
    expect(outline().getAllByRole('textbox', { name: /^Name of page/ })[0]).toHaveAttribute('readonly');
  });
});
