import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/console-context';
import { usePageTitle } from '../app/use-page-title';
import { Link } from '../routing/Link';
import { widgetPath } from '../routing/routes';
import { DataTable, type Column } from '../ui/DataTable';
import { LoadState } from '../ui/LoadState';
import { PageHeader } from '../ui/PageHeader';
import type { WidgetDocument } from './model';

/** Every web widget: its code (opening its form), its node, where it shows and whether it is on. */
export function WidgetsList() {
  const { t } = useTranslation('console');
  const { widgets } = useConsole();
  const [data, failure] = useUnit([widgets.list.$data, widgets.list.$failure]);
  usePageTitle(t('sections.widgets.title'));
  useEffect(() => {
    widgets.list.opened();
  }, [widgets]);
  return (
    <>
      <PageHeader title={t('sections.widgets.title')} description={t('sections.widgets.description')} />
      <div className="cv-console-card">
        <LoadState data={data} failure={failure} onRetry={() => widgets.list.reloaded()}>
          {([list, nodes]) => {
            const nodeName = new Map(nodes.map((node) => [node.id, node.name]));
            const columns: Column<WidgetDocument>[] = [
              { key: 'code', label: t('widgets.code'), render: (widget) => <Link href={widgetPath(widget.code)} className="cv-console-strong cv-config-list__link cv-config-list__code">{widget.code}</Link> },
              { key: 'node', label: t('widgets.node'), render: (widget) => nodeName.get(widget.node_id) ?? widget.node_id },
              {
                key: 'pages', label: t('widgets.pages'),
                render: (widget) => (widget.enabled_urls?.length ? t('widgets.patternCount', { count: widget.enabled_urls.length }) : t('widgets.everyPage')),
              },
              {
                key: 'status', label: t('widgets.status'),
                render: (widget) => <span className={`cv-console-badge cv-console-badge--${widget.is_visible === false ? 'draft' : 'published'}`}>{t(widget.is_visible === false ? 'widgets.off' : 'widgets.on')}</span>,
              },
            ];
            return <DataTable caption={t('sections.widgets.title')} columns={columns} rows={list} rowKey={(widget) => widget.code} empty={t('widgets.empty')} />;
          }}
        </LoadState>
      </div>
    </>
  );
}
