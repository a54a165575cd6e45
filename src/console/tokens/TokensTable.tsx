import { useState } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { ApiToken } from '../api/types';
import { useConsole } from '../app/console-context';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { DataTable, type Column } from '../ui/DataTable';
import { failureText } from '../ui/failure-text';
import { FormAlert } from '../ui/FormAlert';
import { formatDateTime } from '../ui/format';
import { LoadState } from '../ui/LoadState';
import { RoleBadge } from '../ui/RoleBadge';

/** The tokens this person may see (an owner sees everyone's), with revoke after a confirmation. */
export function TokensTable() {
  const { t, i18n } = useTranslation('console');
  const { tokens } = useConsole();
  const [list, failure, revokeFailure] = useUnit([tokens.list.$data, tokens.list.$failure, tokens.$revokeFailure]);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const when = (iso: string | null, otherwise: string) => (iso ? <time dateTime={iso}>{formatDateTime(iso, i18n.language)}</time> : otherwise);

  const columns: Column<ApiToken>[] = [
    { key: 'name', label: t('tokens.name'), render: (token) => <span className="cv-console-strong">{token.name}</span> },
    { key: 'role', label: t('tokens.role'), render: (token) => <RoleBadge role={token.role} /> },
    { key: 'created', label: t('tokens.created'), render: (token) => when(token.created_at, '') },
    { key: 'expires', label: t('tokens.expires'), render: (token) => when(token.expires_at, t('tokens.never')) },
    { key: 'used', label: t('tokens.lastUsed'), render: (token) => when(token.last_used_at, t('tokens.neverUsed')) },
    { key: 'actions', label: t('common.actions'), actions: true, render: (token) => (
      <button type="button" className="cv-button cv-button--danger-quiet cv-button--small" onClick={() => setRevoking(token)}>
        {t('tokens.revoke')}{' '}<span className="cv-visually-hidden">{token.name}</span>
      </button>
    ) },
  ];
  return (
    <>
      <FormAlert message={revokeFailure ? failureText(t, revokeFailure) : null} />
      <LoadState data={list} failure={failure} onRetry={() => tokens.list.reloaded()}>
        {(rows) => <DataTable caption={t('tokens.listTitle')} columns={columns} rows={rows} rowKey={(token) => token.id} empty={t('tokens.empty')} />}
      </LoadState>
      {revoking ? (
        <ConfirmDialog
          title={t('tokens.revokeTitle', { name: revoking.name })}
          body={t('tokens.revokeBody')}
          confirmLabel={t('tokens.revoke')}
          onCancel={() => setRevoking(null)}
          onConfirm={() => {
            tokens.revokeConfirmed(revoking);
            setRevoking(null);
          }}
        />
      ) : null}
    </>
  );
}
