import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiClient } from '../api/client';
import { expectOk, type ApiFailure } from '../api/api-failure';
import type { Invitation, Role, User } from '../api/types';
import { createResource, failureOf } from '../app/request-state';

/** `language`: the console's, for the emailed invitation (issue #20). */
export interface InviteInput { email: string; role: Role; language?: 'en' | 'tr' | 'ar' }

/**
 * People (owners only): accounts with their roles, and invitations. A role change sends the account's revision in
 * If-Match, so a change made meanwhile by another owner is refused (412) and the list is read again.
 */
export function createPeopleModel(api: ApiClient) {
  const users = createResource(() => expectOk(api.GET('/v1/manage/users')));
  const invitations = createResource(() => expectOk(api.GET('/v1/manage/invitations')));
  const opened = createEvent();
  const roleChosen = createEvent<{ user: User; role: Role }>();
  const removeConfirmed = createEvent<User>();
  const inviteSubmitted = createEvent<InviteInput>();
  const revokeConfirmed = createEvent<Invitation>();
  const inviteLinkDismissed = createEvent();

  const changeRoleFx = createEffect<{ user: User; role: Role }, User, ApiFailure>(({ user, role }) =>
    expectOk(api.PATCH('/v1/manage/users/{id}', { params: { path: { id: user.id } }, body: { role }, headers: { 'if-match': `"${user.revision}"` } })));
  const removeFx = createEffect<User, void, ApiFailure>(async (user) => void (await expectOk(api.DELETE('/v1/manage/users/{id}', { params: { path: { id: user.id } } }))));
  const inviteFx = createEffect<InviteInput, Invitation, ApiFailure>((body) => expectOk(api.POST('/v1/manage/invitations', { body })));
  const revokeFx = createEffect<Invitation, void, ApiFailure>(async (invitation) => void (await expectOk(api.DELETE('/v1/manage/invitations/{id}', { params: { path: { id: invitation.id } } }))));

  /** The link of the invitation just created: the API shows it in that answer only. */
  const $createdInvitation = createStore<Invitation | null>(null)
    .on(inviteFx.doneData, (_, invitation) => invitation)
    .reset(opened, inviteLinkDismissed, inviteFx);
  const $actionFailure = createStore<ApiFailure | null>(null)
    .on([changeRoleFx.failData, removeFx.failData, revokeFx.failData], (_, failure) => failure)
    .reset(opened, changeRoleFx, removeFx, revokeFx, inviteFx);

  sample({ clock: opened, target: [users.opened, invitations.opened] });
  sample({ clock: roleChosen, target: changeRoleFx });
  sample({ clock: removeConfirmed, target: removeFx });
  sample({ clock: inviteSubmitted, target: inviteFx });
  sample({ clock: revokeConfirmed, target: revokeFx });
  // Whatever happened, show what is stored now (a refused role change included: it may be someone else's change).
  sample({ clock: [changeRoleFx.finally, removeFx.finally], target: users.reloaded });
  sample({ clock: [inviteFx.done, revokeFx.finally], target: invitations.reloaded });

  return {
    opened, roleChosen, removeConfirmed, inviteSubmitted, revokeConfirmed, inviteLinkDismissed,
    users, invitations, $createdInvitation, $actionFailure,
    $inviteFailure: failureOf(inviteFx), $invitePending: inviteFx.pending,
    $busy: changeRoleFx.pending,
  };
}
