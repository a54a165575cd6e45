// A single choice's settings form, from the radio plugin's own settingsSchema (editor-fields' optionsField, whose
// option key is a ref into flow.schema.json): it used to throw in rjsf ("Could not find a definition for
// flow.schema.json#/definitions/option/properties/key") and take the editor down; its options get the option list.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import demo from '../../../server/seed/demo.json';
import { renderConsole, sessionHandler, sessionOf, userOf, draftHandlers } from '../../testing';

type Saved = { states: { elements: { id: string; question?: { options?: { body?: Record<string, string> }[] } }[] }[] };
let saved: Saved | undefined;
const server = setupServer(
  sessionHandler(sessionOf(userOf('editor'))),
  ...draftHandlers(demo.flows[0]!, (draft) => (saved = draft as Saved)),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('a single choice question in Build', () => {
  it('shows its options in the option list, and an option added and named is saved', async () => {
    renderConsole('/console/flows/demo-flow');
    const user = userEvent.setup();
    const outline = within(await screen.findByRole('region', { name: 'Pages' }, { timeout: 15_000 }));
    await user.click(outline.getByRole('button', { name: /^What did you like most\?/ }));
    const build = within(screen.getByRole('tabpanel', { name: 'Build' }));
    const count = build.getAllByRole('textbox', { name: /^Text of option/ }).length;
    await user.click(build.getByRole('button', { name: 'Add an option' }));
    await user.type(build.getByRole('textbox', { name: `Text of option ${count + 1}` }), 'The coffee');
    const liked = () => saved?.states.flatMap((state) => state.elements).find((element) => element.id === 'el-liked');
    await waitFor(() => expect(liked()?.question?.options?.at(-1)?.body).toEqual({ en: 'The coffee' }), { timeout: 5_000 });
  });
});
