import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '../api/types';
import { useConsole } from '../app/console-context';
import { usePageTitle } from '../app/use-page-title';
import { DataTable, type Column } from '../ui/DataTable';
import { failureText } from '../ui/failure-text';
import { formatDateTime } from '../ui/format';
import { LoadState } from '../ui/LoadState';
import { PageHeader } from '../ui/PageHeader';
import { describeAuditEntry } from './describe-entry';

/** The audit log (owners): who changed what and when, newest first, more on request. */
export function AuditScreen() {
  const { t, i18n } = useTranslation('console');
  const { audit } = useConsole();
  const [entries, failure, next, pending, userNames] = useUnit([audit.$entries, audit.$failure, audit.$nextCursor, audit.$pending, audit.$userNames]);
  usePageTitle(t('sections.audit.title'));
  useEffect(() => {
    audit.opened();
  }, [audit]);

  const columns: Column<AuditEntry>[] = [
    { key: 'when', label: t('audit.when'), render: (entry) => <time dateTime={entry.at}>{formatDateTime(entry.at, i18n.language)}</time> },
    { key: 'who', label: t('audit.who'), render: (entry) => <span className="cv-console-strong">{entry.actor_name}</span> },
    { key: 'what', label: t('audit.what'), render: (entry) => describeAuditEntry(t, entry, userNames) },
  ];
  // A failed "Load more" keeps the entries shown and says why under them.
  const firstPageFailure = entries === null ? failure : null;
  return (
    <>
      <PageHeader title={t('sections.audit.title')} description={t('sections.audit.description')} />
      <div className="cv-console-card">
        <LoadState data={entries} failure={firstPageFailure} onRetry={() => audit.opened()}>
          {(list) => (
            <>
              <DataTable caption={t('sections.audit.title')} columns={columns} rows={list} rowKey={(entry) => entry.id} empty={t('audit.empty')} />
              {entries !== null && failure ? <p className="cv-console-alert cv-console-alert--error" role="alert">{failureText(t, failure)}</p> : null}
              {next ? <button type="button" className="cv-button cv-button--secondary" disabled={pending} onClick={() => audit.moreRequested()}>{pending ? t('common.loading') : t('audit.more')}</button> : null}
            </>
          )}
        </LoadState>
      </div>
    </>
  );
}
