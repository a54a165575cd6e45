import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { FlowSummary, MailChoices, Role } from '../api/types';
import { api, apiError, renderConsole, sessionHandler, sessionOf, userOf } from '../testing';

const flow = (id: string, name: string): FlowSummary => ({ id, name, published_version: 1, revision: 1, unpublished_changes: false, archived: false, response_count: 0, updated_at: '2026-03-02T10:00:00Z' });
let stored: MailChoices = { new_chat_mail: false, language: 'en', digests: [] };
const saved: MailChoices[] = [];
let refuseSave = false;

function serverFor(role: Role) {
  return setupServer(
    sessionHandler(sessionOf(userOf(role, { display_name: 'Deniz Person', email: 'deniz@example.com' }))),
    http.get(api('/v1/manage/flows'), () => HttpResponse.json([flow('nps', 'Checkout NPS'), flow('support', 'Support')])),
    http.get(api('/v1/manage/chats'), () => HttpResponse.json([])),
    http.get(api('/v1/manage/me/mail'), () => HttpResponse.json(stored)),
    http.put(api('/v1/manage/me/mail'), async ({ request }) => {
      if (refuseSave) return apiError(503, 'unavailable', 'down');
      stored = (await request.json()) as MailChoices;
      saved.push(stored);
      return HttpResponse.json(stored);
    }),
  );
}

/** Opens the dialog from the account box of the console's chats or flows page. */
async function openNotices(path: string) {
  renderConsole(path);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Email notices' }));
  const dialog = await screen.findByRole('dialog', { name: 'Email notices' });
  await within(dialog).findByLabelText('Language of the emails');
  return { user, dialog };
}

describe('email notices for an owner', () => {
  const server = serverFor('owner');
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    stored = { new_chat_mail: false, language: 'en', digests: [] };
    saved.length = 0;
    refuseSave = false;
  });
  afterAll(() => server.close());

  it('turns on new-chat emails and a weekly digest of one flow, in Turkish, and closes when saved', async () => {
    const { user, dialog } = await openNotices('/console/flows');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Email me when a new chat is waiting' }));
    await user.selectOptions(within(dialog).getByLabelText('Checkout NPS'), 'weekly');
    await user.selectOptions(within(dialog).getByLabelText('Language of the emails'), 'tr');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saved).toEqual([{ new_chat_mail: true, language: 'tr', digests: [{ flow_id: 'nps', frequency: 'weekly' }] }]);
    // Focus goes back to the button that opened it.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Email notices' }));
  });

  it('keeps the dialog and the choices when saving fails, and says why', async () => {
    refuseSave = true;
    const { user, dialog } = await openNotices('/console/flows');
    await user.selectOptions(within(dialog).getByLabelText('Support'), 'daily');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect((within(dialog).getByLabelText('Support') as HTMLSelectElement).value).toBe('daily');
  });
});

describe('email notices for an agent', () => {
  const server = serverFor('agent');
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  it('offers new-chat emails and no digests (an agent does not read results)', async () => {
    const { dialog } = await openNotices('/console/chats');
    expect(within(dialog).getByRole('checkbox', { name: 'Email me when a new chat is waiting' })).toBeTruthy();
    expect(within(dialog).queryByText('Results digest of each flow')).toBeNull();
  });
});
