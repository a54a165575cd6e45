import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import type { Flow } from '../../../types/schemas';
import { draftHandlers, renderConsole, sessionHandler, sessionOf, userOf } from '../../testing';

/** 8 pages of 10 questions: 80 elements, over the 60 a flow may have and still open with every page expanded. */
const bigFlow = {
  id: 'big-flow',
  name: 'Big flow',
  defaultLanguageId: 1,
  languages: [{ id: 1, code: 'en', name: 'English' }],
  states: Array.from({ length: 8 }, (_, p) => ({
    id: `s${p + 1}`,
    name: `Part ${p + 1}`,
    elements: Array.from({ length: 10 }, (_, e) => ({
      id: `el-${p + 1}-${e + 1}`, type: 'question',
      question: { id: `q-${p + 1}-${e + 1}`, style: 'naming', body: { en: `Question ${p + 1}.${e + 1}` } },
    })),
  })),
} as unknown as Flow;
// One problem, on the third question of page 5: a field its style does not have.
(bigFlow.states[4]!.elements[2]!.question as unknown as { extra: object }).extra = { regex: '(' };

// The draft's API outlives each test's handlers: an autosave may land after a test ends.
const server = setupServer(...draftHandlers(bigFlow));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => server.use(sessionHandler(sessionOf(userOf('editor')))));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const outline = () => within(screen.getByRole('region', { name: 'Pages' }));
const elementLists = () => outline().queryAllByRole('list', { name: /^Elements of / }).map((list) => list.getAttribute('aria-label'));

describe('a big flow in the outline', () => {
  it('opens with only its first page expanded; the others say how many elements they hold', async () => {
    renderConsole('/console/flows/big-flow');
    await screen.findByRole('heading', { level: 1, name: 'Big flow' }, { timeout: 15_000 });
    expect(elementLists()).toEqual(['Elements of Part 1']);
    expect(outline().getByRole('button', { name: 'Show the elements of Part 2' })).toHaveAttribute('aria-expanded', 'false');
    expect(outline().getAllByText('10 elements')).toHaveLength(6);
    expect(outline().getByText('10 elements · needs a fix')).toBeInTheDocument();
  });

  it('expands and folds a page by keyboard, and all pages at once', async () => {
    renderConsole('/console/flows/big-flow');
    await screen.findByRole('heading', { level: 1, name: 'Big flow' }, { timeout: 15_000 });
    const user = userEvent.setup();
    const toggle = outline().getByRole('button', { name: 'Show the elements of Part 3' });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(elementLists()).toEqual(['Elements of Part 1', 'Elements of Part 3']);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide the elements of Part 3');
    expect(within(outline().getByRole('list', { name: 'Elements of Part 3' })).getByRole('button', { name: /^Question 3\.4/ })).toBeInTheDocument();
    await user.keyboard(' ');
    expect(elementLists()).toEqual(['Elements of Part 1']);

    await user.click(outline().getByRole('button', { name: 'Expand all' }));
    expect(elementLists()).toHaveLength(8);
    await user.click(outline().getByRole('button', { name: 'Collapse all' }));
    expect(elementLists()).toEqual([]);
  });

  it('opens the page of an element chosen elsewhere, and a page just added', async () => {
    renderConsole('/console/flows/big-flow');
    await screen.findByRole('heading', { level: 1, name: 'Big flow' }, { timeout: 15_000 });
    const user = userEvent.setup();
    const problems = within(screen.getByRole('region', { name: /^Problems/ }));
    await user.click(problems.getByRole('button', { name: /Question 5\.3/ }));
    expect(elementLists()).toEqual(['Elements of Part 1', 'Elements of Part 5']);
    expect(within(outline().getByRole('list', { name: 'Elements of Part 5' })).getByRole('button', { name: /^Question 5\.3/, pressed: true })).toBeInTheDocument();
    // Choosing another page's element keeps Part 5 open: it was opened to be worked on.
    await user.click(within(outline().getByRole('list', { name: 'Elements of Part 1' })).getByRole('button', { name: /^Question 1\.2/ }));
    expect(elementLists()).toEqual(['Elements of Part 1', 'Elements of Part 5']);

    await user.click(outline().getByRole('button', { name: 'Add a page' }));
    expect(outline().getByRole('button', { name: 'Hide the elements of Page 9' })).toHaveAttribute('aria-expanded', 'true');
    expect(outline().getByRole('button', { name: 'Add element to Page 9' })).toBeInTheDocument();
  });
});
