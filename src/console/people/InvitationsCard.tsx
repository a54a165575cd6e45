import { useState } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { Invitation } from '../api/types';
import { useConsole } from '../app/console-context';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { CopyField } from '../ui/CopyField';
import { DataTable, type Column } from '../ui/DataTable';
import { formatDateTime } from '../ui/format';
import { LoadState } from '../ui/LoadState';
import { RoleBadge } from '../ui/RoleBadge';
import { InviteForm } from './InviteForm';

type InvitationState = 'accepted' | 'expired' | 'pending';
const stateOf = (invitation: Invitation, now: number): InvitationState =>
  invitation.accepted_at ? 'accepted' : Date.parse(invitation.expires_at) <= now ? 'expired' : 'pending';

/** Invitations: create one (its link shows once, to copy and send), see who accepted, withdraw a pending one. */
export function InvitationsCard() {
  const { t, i18n } = useTranslation('console');
  const { people } = useConsole();
  const [invitations, failure, created] = useUnit([people.invitations.$data, people.invitations.$failure, people.$createdInvitation]);
  const [revoking, setRevoking] = useState<Invitation | null>(null);
  const now = Date.now();

  const columns: Column<Invitation>[] = [
    { key: 'email', label: t('people.email'), render: (invitation) => <span className="cv-console-clip cv-console-strong">{invitation.email}</span> },
    { key: 'role', label: t('people.role'), render: (invitation) => <RoleBadge role={invitation.role} /> },
    { key: 'state', label: t('people.invitationState'), render: (invitation) => {
      const state = stateOf(invitation, now);
      return <span className={`cv-console-badge cv-console-badge--${state}`}>{t(`people.invitationStates.${state}`)}</span>;
    } },
    { key: 'expires', label: t('people.expires'), render: (invitation) => <time dateTime={invitation.expires_at}>{formatDateTime(invitation.expires_at, i18n.language)}</time> },
    { key: 'actions', label: t('common.actions'), actions: true, render: (invitation) => (stateOf(invitation, now) !== 'pending' ? null : (
      <button type="button" className="cv-button cv-button--danger-quiet cv-button--small" onClick={() => setRevoking(invitation)}>
        {t('people.revoke')}{' '}<span className="cv-visually-hidden">{invitation.email}</span>
      </button>
    )) },
  ];

  return (
    <section className="cv-console-card" aria-labelledby="cv-people-invitations">
      <h2 id="cv-people-invitations" className="cv-console-card__title">{t('people.invitationsTitle')}</h2>
      <InviteForm />
      {created?.url ? (
        <div className="cv-console-callout">
          <p className="cv-console-strong">{t(created.mailed ? 'people.inviteMailed' : 'people.inviteCreated', { email: created.email })}</p>
          <CopyField label={t('people.inviteLink')} value={created.url} autoFocus />
          <p className="cv-console-muted">{t('people.inviteLinkNote', { date: formatDateTime(created.expires_at, i18n.language) })}</p>
          <button type="button" className="cv-button cv-button--secondary cv-button--small" onClick={() => people.inviteLinkDismissed()}>{t('common.done')}</button>
        </div>
      ) : null}
      <LoadState data={invitations} failure={failure} onRetry={() => people.invitations.reloaded()}>
        {(list) => <DataTable caption={t('people.invitationsTitle')} columns={columns} rows={list} rowKey={(invitation) => invitation.id} empty={t('people.noInvitations')} />}
      </LoadState>
      {revoking ? (
        <ConfirmDialog
          title={t('people.revokeTitle')}
          body={t('people.revokeBody', { email: revoking.email })}
          confirmLabel={t('people.revoke')}
          onCancel={() => setRevoking(null)}
          onConfirm={() => {
            people.revokeConfirmed(revoking);
            setRevoking(null);
          }}
        />
      ) : null}
    </section>
  );
}
