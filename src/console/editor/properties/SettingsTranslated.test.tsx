// A style's settings form in the console's language: the built-in star plugin's fields with the console in Turkish.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { i18n } from '../../../i18n/i18n';
import demo from '../../../server/seed/demo.json';
import tr from '../../locales/tr.json';
import { draftHandlers, renderConsole, sessionHandler, sessionOf, userOf } from '../../testing';

const server = setupServer(sessionHandler(sessionOf(userOf('editor'))), ...draftHandlers(demo.flows[0]!));
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  i18n.addResourceBundle('tr', 'console', tr, true, true);
  await i18n.changeLanguage('tr');
});
afterEach(() => server.resetHandlers());
afterAll(async () => {
  server.close();
  await i18n.changeLanguage('en');
});

describe('a style\'s settings in the console\'s language', () => {
  it('labels and explains the star plugin\'s fields in Turkish', async () => {
    renderConsole('/console/flows/demo-flow');
    const user = userEvent.setup();
    const outline = within(await screen.findByRole('region', { name: 'Sayfalar' }, { timeout: 15_000 }));
    await user.click(outline.getByRole('button', { name: /^How would you rate our staff\?.*Yıldız puanı$/ }));
    const settings = within(screen.getByRole('region', { name: 'Yıldız puanı ayarları' }));
    const last = settings.getByRole('spinbutton', { name: 'Son yıldızın değeri' });
    expect(last).toHaveAccessibleDescription(/İlk yıldız 1 değerindeyken yıldız sayısı\./);
    expect(settings.getByRole('spinbutton', { name: 'İlk yıldızın değeri' })).toBeInTheDocument();
    expect(settings.queryByText('Value of the last star')).toBeNull();
  });
});
