import { useEffect, useMemo } from 'react';
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
import { HostedLink } from './HostedLink';
import type { NodeDocument } from './model';
import { activationWindowCheck, NODE_FORM_LAYOUT } from './node-form-layout';

/** One node: its hosted link with a QR code, and its settings form (read-only for viewers). */
export function NodeEditor({ id }: { id: string }) {
  const { t } = useTranslation('console');
  const { nodes } = useConsole();
  const { editor } = nodes;
  const [draft, failure, flows, languages] = useUnit([editor.$draft, editor.$loadFailure, nodes.flows.$data, nodes.$languages]);
  const mayWrite = useMayWriteContent();
  const customValidate = useMemo(() => activationWindowCheck(t), [t]);
  usePageTitle(draft?.name ?? t('sections.nodes.title'));
  useEffect(() => {
    editor.opened(id);
  }, [editor, id]);
  const choices = { flows: (flows ?? []).map((flow) => ({ value: flow.id, label: flow.name ?? flow.id })) };
  return (
    <>
      <Link href="/console/nodes" className="cv-config-form__back">{t('nodes.back')}</Link>
      <PageHeader title={draft?.name || id} description={t('nodes.editorDescription')} />
      <LoadState data={draft} failure={failure} onRetry={() => editor.opened(id)}>
        {(node) => (
          <>
            <HostedLink nodeId={node.id} />
            <ConfigForm<NodeDocument> kind="node" layout={NODE_FORM_LAYOUT} document={node} context={{ languages, choices }} readOnly={!mayWrite} customValidate={customValidate}
              onChange={editor.edited} onSubmit={() => editor.saveSubmitted()}>
              <SaveBar model={editor} readOnly={!mayWrite} what={t('nodes.thisNode')} />
            </ConfigForm>
          </>
        )}
      </LoadState>
    </>
  );
}
