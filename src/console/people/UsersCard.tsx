import { useState } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { ROLES } from '../../server/accounts/roles';
import type { Role, User } from '../api/types';
import { useConsole } from '../app/console-context';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { DataTable, type Column } from '../ui/DataTable';
import { failureText } from '../ui/failure-text';
import { FormAlert } from '../ui/FormAlert';
import { LoadState } from '../ui/LoadState';
import { SelectField } from '../ui/SelectField';

/** Accounts: change a role in place (saved at once), remove after a confirmation. One's own row can do neither. */
export function UsersCard() {
  const { t } = useTranslation('console');
  const { people, session } = useConsole();
  const [users, failure, actionFailure, busy, current] = useUnit([people.users.$data, people.users.$failure, people.$actionFailure, people.$busy, session.$session]);
  const [removing, setRemoving] = useState<User | null>(null);
  const me = current?.user.id;
  const roleOptions = ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }));

  const columns: Column<User>[] = [
    { key: 'name', label: t('people.name'), render: (user) => (
      <span className="cv-console-person">
        <span className="cv-console-account__avatar" aria-hidden="true">{user.initials}</span>
        <span className="cv-console-strong">{user.display_name}{user.id === me ? <span className="cv-console-muted"> {t('people.you')}</span> : null}</span>
      </span>
    ) },
    { key: 'email', label: t('people.email'), render: (user) => <span className="cv-console-clip">{user.email}</span> },
    { key: 'role', label: t('people.role'), render: (user) => (user.id === me ? t(`roles.${user.role}`) : (
      <SelectField hideLabel label={t('people.roleOf', { name: user.display_name })} options={roleOptions} value={user.role} disabled={busy}
        onChange={(event) => people.roleChosen({ user, role: event.target.value as Role })} />
    )) },
    { key: 'actions', label: t('common.actions'), actions: true, render: (user) => (user.id === me ? null : (
      <button type="button" className="cv-button cv-button--danger-quiet cv-button--small" onClick={() => setRemoving(user)}>
        {t('people.remove')}{' '}<span className="cv-visually-hidden">{user.display_name}</span>
      </button>
    )) },
  ];

  return (
    <section className="cv-console-card" aria-labelledby="cv-people-users">
      <h2 id="cv-people-users" className="cv-console-card__title">{t('people.usersTitle')}</h2>
      <FormAlert message={actionFailure ? failureText(t, actionFailure) : null} />
      <LoadState data={users} failure={failure} onRetry={() => people.users.reloaded()}>
        {(list) => <DataTable caption={t('people.usersTitle')} columns={columns} rows={list} rowKey={(user) => user.id} empty={t('people.noUsers')} />}
      </LoadState>
      {removing ? (
        <ConfirmDialog
          title={t('people.removeTitle', { name: removing.display_name })}
          body={t('people.removeBody', { name: removing.display_name, email: removing.email })}
          confirmLabel={t('people.removeConfirm')}
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            people.removeConfirmed(removing);
            setRemoving(null);
          }}
        />
      ) : null}
    </section>
  );
}
