import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/console-context';
import { usePageTitle } from '../app/use-page-title';
import { ConfigForm } from '../config-form/ConfigForm';
import { SaveBar } from '../config-form/SaveBar';
import { useMayWriteContent } from '../config-form/use-may-write';
import { Link } from '../routing/Link';
import { LoadState } from '../ui/LoadState';
import { PageHeader } from '../ui/PageHeader';
import { EmbedSnippet } from './EmbedSnippet';
import { UrlPatternsField } from './UrlPatternsField';
import { WidgetPreview } from './WidgetPreview';
import { WIDGET_FORM_LAYOUT } from './widget-form-layout';
import './widgets.css';

const FIELDS = { urlPatterns: UrlPatternsField };

/** One widget: its embed snippet, its settings form (read-only for viewers) and the saved widget on a sample page. */
export function WidgetEditor({ code }: { code: string }) {
  const { t } = useTranslation('console');
  const { widgets } = useConsole();
  const { editor } = widgets;
  const [draft, stored, etag, failure, nodes, languages] = useUnit([editor.$draft, editor.$stored, editor.$etag, editor.$loadFailure, widgets.nodes.$data, widgets.$languages]);
  const mayWrite = useMayWriteContent();
  usePageTitle(code);
  useEffect(() => {
    editor.opened(code);
  }, [editor, code]);
  const choices = { nodes: (nodes ?? []).map((node) => ({ value: node.id, label: node.name })) };
  return (
    <>
      <Link href="/console/widgets" className="cv-config-form__back">{t('widgets.back')}</Link>
      <PageHeader title={code} description={t('widgets.editorDescription')} />
      <LoadState data={draft} failure={failure} onRetry={() => editor.opened(code)}>
        {(widget) => (
          <div className="cv-widget-editor">
            <div className="cv-widget-editor__form">
              <ConfigForm kind="widget" layout={WIDGET_FORM_LAYOUT} document={widget} context={{ languages, choices }} readOnly={!mayWrite} fields={FIELDS}
                onChange={editor.edited} onSubmit={() => editor.saveSubmitted()}>
                <SaveBar model={editor} readOnly={!mayWrite} what={t('widgets.thisWidget')} />
              </ConfigForm>
            </div>
            <aside className="cv-widget-editor__side" aria-label={t('widgets.sideLabel')}>
              <EmbedSnippet code={widget.code} secureMode={Boolean(stored?.secure_mode)} />
              {stored ? <WidgetPreview widget={stored} version={etag} /> : null}
            </aside>
          </div>
        )}
      </LoadState>
    </>
  );
}
