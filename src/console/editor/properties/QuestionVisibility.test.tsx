// A question can start hidden ("Visible at start" in Build), so a trigger's "show" has something to show: without
// it, a "show" trigger aimed at a question did nothing, the question being visible from the start.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import demo from '../../../server/seed/demo.json';
import { renderConsole, sessionHandler, sessionOf, userOf, draftHandlers } from '../../testing';

type Saved = { states: { elements: { id: string; isVisible?: boolean; question?: { isVisible?: boolean } }[] }[] };
let saved: Saved | undefined;
const server = setupServer(
  sessionHandler(sessionOf(userOf('editor'))),
  ...draftHandlers(demo.flows[0]!, (draft) => (saved = draft as Saved)),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('a question\'s visibility at start', () => {
  it('is a checkbox in the question\'s Build form; unchecked, the element (not its question) is saved hidden', async () => {
    renderConsole('/console/flows/demo-flow');
    const user = userEvent.setup();
    const outline = within(await screen.findByRole('region', { name: 'Pages' }, { timeout: 15_000 }));
    // The demo's "Please tell us more" starts hidden (a checkbox option's trigger shows it): the form says so.
    await user.click(outline.getByRole('button', { name: /^Please tell us more/ }));
    const build = () => within(screen.getByRole('tabpanel', { name: 'Build' }));
    expect(build().getByRole('checkbox', { name: 'Visible at start' })).not.toBeChecked();

    // A question that does not say shows as visible (the schema's default), and unchecked it is saved hidden.
    await user.click(outline.getByRole('button', { name: /^Anything else you'd like to share\?/ }));
    const visible = build().getByRole('checkbox', { name: 'Visible at start' });
    expect(visible).toBeChecked();
    await user.click(visible);
    const comment = () => saved?.states.flatMap((state) => state.elements).find((element) => element.id === 'el-comment');
    await waitFor(() => expect(comment()).toMatchObject({ isVisible: false }), { timeout: 5_000 });
    expect(comment()!.question).not.toHaveProperty('isVisible');
    // The question's text is still its own field, not a second "Text" of the element.
    expect(build().queryByRole('textbox', { name: /^Text/ })).toBeNull();
  });
});
