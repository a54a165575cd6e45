// Issue #18, "Done when": a plugin made by `npm run plugin:new` appears in the palette and its settings form renders
// from its schema, with no change to editor code. The scaffold (scaffoldPlugin, what `npm run plugin:new` runs) writes
// the plugin into a throwaway copy of the repository's layout; the build's registry (src/client/installed-plugins.ts,
// which a build with the new plugins/index.ts line yields) is that module with the new style added.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import demo from '../../server/seed/demo.json';
import { GENERIC_ICON } from '../../../scripts/scaffold-settings';
import { renderConsole, sessionHandler, sessionOf, userOf, draftHandlers } from '../testing';

const STYLE = 'loyalty_tiers';

const scaffold = vi.hoisted(() => ({ root: '', index: '' }));

vi.mock('../../client/installed-plugins', async () => {
  const { copyFileSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync } = await import('node:fs');
  const path = await import('node:path');
  const { scaffoldPlugin } = await import('../../../scripts/scaffold-plugin');
  const { plugins } = await import('../../../plugins');
  const repository = path.resolve(import.meta.dirname, '../../..');
  // Inside the repository (node_modules resolve from it), shaped as the scaffold expects: plugins/index.ts and src/.
  scaffold.root = mkdtempSync(path.join(repository, 'tests', '.scaffold-editor-'));
  mkdirSync(path.join(scaffold.root, 'plugins'));
  copyFileSync(path.join(repository, 'plugins', 'index.ts'), path.join(scaffold.root, 'plugins', 'index.ts'));
  symlinkSync(path.join(repository, 'src'), path.join(scaffold.root, 'src'), 'dir');
  scaffoldPlugin(scaffold.root, STYLE, 'choice');
  scaffold.index = readFileSync(path.join(scaffold.root, 'plugins', 'index.ts'), 'utf8');
  const plugin = (await import(/* @vite-ignore */ path.join(scaffold.root, 'plugins', STYLE, 'index.ts'))).default;
  return { installedPlugins: { ...plugins, [STYLE]: plugin } };
});

type SavedFlow = { states: { id: string; elements: { id: string; question?: { style?: string; options?: unknown[] } }[] }[] };
let saved: SavedFlow | undefined;
const server = setupServer(
  sessionHandler(sessionOf(userOf('editor'))),
  ...draftHandlers(demo.flows[0]!, (draft) => (saved = draft as SavedFlow)),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(async () => {
  server.close();
  const { rmSync } = await import('node:fs');
  if (scaffold.root) rmSync(scaffold.root, { recursive: true, force: true });
});

describe('a style scaffolded by `npm run plugin:new` in the flow editor', () => {
  it('is offered in the palette by its title and icon, and its settings form comes from its settingsSchema', async () => {
    renderConsole('/console/flows/demo-flow');
    const user = userEvent.setup();
    const outline = within(await screen.findByRole('region', { name: 'Pages' }, { timeout: 15_000 }));
    // The scaffold registered it as a build would take it: one line in plugins/index.ts.
    expect(scaffold.index).toContain(`  ${STYLE}: loyaltyTiers,`);

    await user.click(outline.getByRole('button', { name: 'Add element to Contact' }));
    await user.type(outline.getByRole('searchbox', { name: 'Search elements' }), 'loyalty');
    const offered = within(outline.getByRole('group', { name: 'Questions' })).getByRole('button', { name: 'Loyalty tiers' });
    // The scaffold's own icon (a box with a plus), not the editor's question mark for a style that describes none.
    expect(offered.querySelector('path')).toHaveAttribute('d', GENERIC_ICON);
    await user.click(offered);

    const added = within(outline.getByRole('list', { name: 'Elements of Contact' })).getByRole('button', { pressed: true });
    expect(added).toHaveTextContent('Loyalty tiers');
    // Its settings, from the scaffolded settingsSchema: a choice's options (in the editor's own option list) and its
    // selection counts, named by the schema's titles.
    const settings = within(screen.getByRole('region', { name: 'Loyalty tiers settings' }));
    expect(settings.getByRole('spinbutton', { name: 'Fewest choices' })).toBeInTheDocument();
    expect(settings.getByRole('spinbutton', { name: 'Most choices' })).toBeInTheDocument();
    const options = within(settings.getByRole('group', { name: 'Options' }));
    await user.click(options.getByRole('button', { name: 'Add an option' }));
    await user.type(options.getByRole('textbox', { name: 'Text of option 1' }), 'Gold');
    await user.type(options.getByRole('textbox', { name: 'Key of option 1' }), 'gold');
    // What the form holds is saved as a question of the new style.
    const question = () => saved?.states.find((state) => state.id === 's-contact')?.elements.at(-1)?.question;
    await waitFor(() => expect(question()).toMatchObject({ style: STYLE, options: [{ body: { en: 'Gold' }, key: 'gold' }] }), { timeout: 5_000 });
  });
});
