// A style whose plugin describes its settings (PluginEditorDescription) gets its own rjsf form, palette title and
// icon with no editor code of its own: here the star plugin as it will look once it carries an `editor`.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import demo from '../../server/seed/demo.json';
import { renderConsole, sessionHandler, sessionOf, userOf, draftHandlers } from '../testing';

vi.mock('../../../plugins', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../plugins')>();
  const star = {
    ...original.plugins.star!,
    editor: {
      title: 'Star rating',
      icon: 'M12 3l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3-5.4 3 1.2-6-4.5-4.2 6.1-.7z',
      settingsSchema: {
        type: 'object',
        properties: {
          max: { type: 'integer', minimum: 3, maximum: 10, default: 5, title: 'Number of stars' },
          extra: { type: 'object', properties: { min_label: { $ref: 'common.schema.json#/definitions/localisedText' } } },
        },
      },
    },
  };
  return { ...original, plugins: { ...original.plugins, star } };
});

let saved: { states: { elements: { id: string; question?: { max?: number } }[] }[] } | undefined;
const server = setupServer(
  sessionHandler(sessionOf(userOf('editor'))),
  ...draftHandlers(demo.flows[0]!, (draft) => (saved = draft as typeof saved)),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('a plugin\'s own settings in the editor', () => {
  it('names the style by the plugin\'s title and renders its settings schema; what is typed is saved', async () => {
    renderConsole('/console/flows/demo-flow');
    const user = userEvent.setup();
    const outline = within(await screen.findByRole('region', { name: 'Pages' }, { timeout: 15_000 }));
    const stars = outline.getByRole('button', { name: /^How would you rate our staff\?/ });
    expect(stars).toHaveTextContent('Star rating');
    await user.click(stars);

    const settings = within(screen.getByRole('region', { name: 'Star rating settings' }));
    const count = settings.getByRole('spinbutton', { name: 'Number of stars' });
    await user.clear(count);
    await user.type(count, '7');
    await waitFor(() => expect(saved?.states.flatMap((state) => state.elements).find((element) => element.id === 'el-stars')?.question?.max).toBe(7), { timeout: 5_000 });
    // A translated text inside the plugin's own schema gets the editor's text field, in the editing language.
    expect(settings.getByRole('textbox', { name: 'Label at the minimum EN' })).toBeInTheDocument();
  });

  it('marks a value outside the plugin\'s own limits (fewer than 3 stars) on its field and in the problems list, and holds Publish back', async () => {
    renderConsole('/console/flows/demo-flow');
    const user = userEvent.setup();
    const outline = within(await screen.findByRole('region', { name: 'Pages' }, { timeout: 15_000 }));
    await user.click(outline.getByRole('button', { name: /^How would you rate our staff\?/ }));
    const settings = within(screen.getByRole('region', { name: 'Star rating settings' }));
    const count = settings.getByRole('spinbutton', { name: 'Number of stars' });
    // flow.schema.json takes any number: only the plugin's schema says 3 to 10.
    await user.clear(count);
    await user.type(count, '2');
    await waitFor(() => expect(settings.getByText('Must be at least 3.')).toBeInTheDocument());
    expect(settings.getByRole('spinbutton', { name: 'Number of stars' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('region', { name: /^Problems/ })).toHaveTextContent('Must be at least 3.');
    expect(screen.getByRole('button', { name: 'Publish' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Fix 1 problem to publish.')).toBeInTheDocument();

    await user.clear(count);
    await user.type(count, '4');
    await waitFor(() => expect(settings.queryByText('Must be at least 3.')).toBeNull());
    expect(screen.queryByText(/to publish\.$/)).toBeNull();
  });
});
