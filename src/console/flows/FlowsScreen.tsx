import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { FlowSummary } from '../api/types';
import { useConsole } from '../app/console-context';
import { usePageTitle } from '../app/use-page-title';
import { DataTable, type Column } from '../ui/DataTable';
import { formatDateTime, formatNumber } from '../ui/format';
import { LoadState } from '../ui/LoadState';
import { PageHeader } from '../ui/PageHeader';

/** The flows with their published version and responses, read-only (editing is the flow editor's). */
export function FlowsScreen() {
  const { t, i18n } = useTranslation('console');
  const { flows } = useConsole();
  const [data, failure] = useUnit([flows.$data, flows.$failure]);
  usePageTitle(t('sections.flows.title'));
  useEffect(() => {
    flows.opened();
  }, [flows]);

  const columns: Column<FlowSummary>[] = [
    { key: 'name', label: t('flows.name'), render: (flow) => <span className="cv-console-strong">{flow.name ?? flow.id}</span> },
    { key: 'status', label: t('flows.status'), render: (flow) => <FlowStatus flow={flow} /> },
    { key: 'responses', label: t('flows.responses'), render: (flow) => formatNumber(flow.response_count, i18n.language) },
    { key: 'updated', label: t('flows.updated'), render: (flow) => <time dateTime={flow.updated_at}>{formatDateTime(flow.updated_at, i18n.language)}</time> },
  ];
  return (
    <>
      <PageHeader title={t('sections.flows.title')} description={t('sections.flows.description')} />
      <div className="cv-console-card">
        <LoadState data={data} failure={failure} onRetry={() => flows.reloaded()}>
          {(list) => <DataTable caption={t('sections.flows.title')} columns={columns} rows={list} rowKey={(flow) => flow.id} empty={t('flows.empty')} />}
        </LoadState>
      </div>
    </>
  );
}

function FlowStatus({ flow }: { flow: FlowSummary }) {
  const { t } = useTranslation('console');
  if (flow.published_version === null) return <span className="cv-console-badge cv-console-badge--draft">{t('flows.draft')}</span>;
  return (
    <span className="cv-console-status">
      <span className="cv-console-badge cv-console-badge--published">{t('flows.published', { version: flow.published_version })}</span>
      {flow.unpublished_changes ? <span className="cv-console-muted">{t('flows.unpublishedChanges')}</span> : null}
    </span>
  );
}
