import { useEffect, useState } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { roleMay } from '../../server/accounts/roles';
import { Dialog } from '../../ui/Dialog';
import type { FlowSummary } from '../api/types';
import { useConsole } from '../app/console-context';
import { usePageTitle } from '../app/use-page-title';
import { Link } from '../routing/Link';
import { flowResultsPath } from '../routing/routes';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { DataTable, type Column } from '../ui/DataTable';
import { failureText } from '../ui/failure-text';
import { FormAlert } from '../ui/FormAlert';
import { formatDateTime, formatNumber } from '../ui/format';
import { LoadState } from '../ui/LoadState';
import { PageHeader } from '../ui/PageHeader';
import { flowEditorPath } from './model';
import { NewFlowDialogBody } from './NewFlowDialog';
import { RowActions } from './RowActions';
import './flows.css';

/**
 * The flows (issue #18): each name opens the editor; status, responses and last change; a new flow (blank or from a
 * template), and per row Duplicate and Archive / Unarchive for those who may change flows. Archived flows are
 * listed on their own with "Show archived".
 */
export function FlowsScreen() {
  const { t, i18n } = useTranslation('console');
  const { flows, session, router } = useConsole();
  const [data, failure, showArchived, lastChange, writeFailure, current] = useUnit([flows.$data, flows.$failure, flows.$showArchived, flows.$lastChange, flows.$writeFailure, session.$session]);
  const [creating, setCreating] = useState(false);
  const [archiving, setArchiving] = useState<FlowSummary | null>(null);
  const mayWrite = current ? roleMay(current.user.role, 'content:write') : false;
  usePageTitle(t('sections.flows.title'));
  useEffect(() => {
    flows.opened();
  }, [flows]);
  // A new flow opens in the editor.
  useEffect(() => {
    const subscription = flows.created.watch((flow) => router.navigated(flowEditorPath(flow.id)));
    return () => subscription.unsubscribe();
  }, [flows, router]);

  const nameOf = (flow: FlowSummary) => flow.name ?? flow.id;
  const columns: Column<FlowSummary>[] = [
    { key: 'name', label: t('flows.name'), render: (flow) => <Link href={flowEditorPath(flow.id)} className="cv-console-strong cv-flows-name">{nameOf(flow)}</Link> },
    { key: 'status', label: t('flows.status'), render: (flow) => <FlowStatus flow={flow} /> },
    // The count opens the flow's results (issue #19).
    { key: 'responses', label: t('flows.responses'), render: (flow) => <Link href={flowResultsPath(flow.id)} title={t('results.flowsLink')}>{formatNumber(flow.response_count, i18n.language)}</Link> },
    { key: 'updated', label: t('flows.updated'), render: (flow) => <time dateTime={flow.updated_at}>{formatDateTime(flow.updated_at, i18n.language)}</time> },
    ...(mayWrite ? [{
      key: 'actions', label: t('common.actions'), actions: true, render: (flow: FlowSummary) => (
        <RowActions label={t('flows.actionsFor', { name: nameOf(flow) })} actions={[
          { label: t('flows.duplicate'), onSelect: () => flows.duplicateChosen(flow) },
          flow.archived
            ? { label: t('flows.unarchive'), onSelect: () => flows.archiveConfirmed({ flow, archived: false }) }
            : { label: t('flows.archive'), onSelect: () => setArchiving(flow) },
        ]} />
      ),
    }] : []),
  ];
  const newFlow = mayWrite ? <button type="button" className="cv-button cv-button--primary" onClick={() => setCreating(true)}>{t('flows.new.open')}</button> : null;
  return (
    <>
      <PageHeader title={t('sections.flows.title')} description={t('sections.flows.description')} actions={newFlow} />
      <div className="cv-console-card cv-flows">
        <div className="cv-flows__toolbar">
          <label className="cv-flows__toggle">
            <input type="checkbox" role="switch" checked={showArchived} onChange={(event) => flows.showArchivedToggled(event.target.checked)} />
            <span>{t('flows.showArchived')}</span>
          </label>
          <p role="status" className="cv-flows__status">{lastChange ? t(`flows.done.${lastChange.kind}`, { name: lastChange.name }) : ''}</p>
        </div>
        <FormAlert message={writeFailure ? failureText(t, writeFailure) : null} />
        <LoadState data={data} failure={failure} onRetry={() => flows.reloaded()}>
          {(list) => <DataTable caption={t(showArchived ? 'flows.archivedCaption' : 'sections.flows.title')} columns={columns} rows={list} rowKey={(flow) => flow.id} empty={t(showArchived ? 'flows.emptyArchived' : 'flows.empty')} />}
        </LoadState>
      </div>
      {creating ? (
        <Dialog title={t('flows.new.title')} onClose={() => setCreating(false)}>
          <NewFlowDialogBody onCancel={() => setCreating(false)} />
        </Dialog>
      ) : null}
      {archiving ? (
        <ConfirmDialog
          title={t('flows.archiveTitle', { name: nameOf(archiving) })}
          body={t('flows.archiveBody')}
          confirmLabel={t('flows.archive')}
          onCancel={() => setArchiving(null)}
          onConfirm={() => {
            flows.archiveConfirmed({ flow: archiving, archived: true });
            setArchiving(null);
          }}
        />
      ) : null}
    </>
  );
}

function FlowStatus({ flow }: { flow: FlowSummary }) {
  const { t } = useTranslation('console');
  const archived = flow.archived ? <span className="cv-console-badge">{t('flows.archived')}</span> : null;
  if (flow.published_version === null) return <span className="cv-console-status"><span className="cv-console-badge cv-console-badge--draft">{t('flows.draft')}</span>{archived}</span>;
  return (
    <span className="cv-console-status">
      <span className="cv-console-badge cv-console-badge--published">{t('flows.published', { version: flow.published_version })}</span>
      {archived}
      {flow.unpublished_changes ? <span className="cv-console-muted">{t('flows.unpublishedChanges')}</span> : null}
    </span>
  );
}
