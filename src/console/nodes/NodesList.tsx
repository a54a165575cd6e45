import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/console-context';
import { usePageTitle } from '../app/use-page-title';
import { Link } from '../routing/Link';
import { nodePath } from '../routing/routes';
import { DataTable, type Column } from '../ui/DataTable';
import { LoadState } from '../ui/LoadState';
import { PageHeader } from '../ui/PageHeader';
import type { NodeRow } from './model';

/** Every node with its flow, the flow's languages and whether it collects feedback; a name opens its form. */
export function NodesList() {
  const { t } = useTranslation('console');
  const { nodes } = useConsole();
  const [data, failure] = useUnit([nodes.list.$data, nodes.list.$failure]);
  usePageTitle(t('sections.nodes.title'));
  useEffect(() => {
    nodes.list.opened();
  }, [nodes]);
  const columns: Column<NodeRow>[] = [
    { key: 'name', label: t('nodes.name'), render: ({ node }) => <Link href={nodePath(node.id)} className="cv-console-strong cv-config-list__link">{node.name}</Link> },
    { key: 'flow', label: t('nodes.flow'), render: ({ flowName }) => flowName ?? <span className="cv-console-muted">{t('nodes.noFlow')}</span> },
    { key: 'languages', label: t('nodes.languages'), render: ({ languages }) => (languages.length ? languages.map((code) => code.toUpperCase()).join(', ') : '—') },
    {
      key: 'status', label: t('nodes.status'),
      render: ({ node }) => <span className={`cv-console-badge cv-console-badge--${node.status === 'passive' ? 'draft' : 'published'}`}>{t(`nodes.values.status.${node.status ?? 'active'}`)}</span>,
    },
  ];
  return (
    <>
      <PageHeader title={t('sections.nodes.title')} description={t('sections.nodes.description')} />
      <div className="cv-console-card">
        <LoadState data={data} failure={failure} onRetry={() => nodes.list.reloaded()}>
          {(rows) => <DataTable caption={t('sections.nodes.title')} columns={columns} rows={rows} rowKey={({ node }) => node.id} empty={t('nodes.empty')} />}
        </LoadState>
      </div>
    </>
  );
}
