import { useState } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog';
import { useEditor } from './editor-context';

/**
 * Another editor saved this flow after we loaded it (the API's 412). Nothing is lost whichever way: our draft can be
 * downloaded or copied before loading theirs, or saved over theirs.
 */
export function ConflictDialog() {
  const { t } = useTranslation('console');
  const { model } = useEditor();
  const [conflict, flow] = useUnit([model.$conflict, model.$flow]);
  const [copied, setCopied] = useState<'copied' | 'refused' | null>(null);
  if (!conflict || !flow) return null;
  const mine = JSON.stringify(flow, null, 2);
  const copy = () => navigator.clipboard.writeText(mine).then(() => setCopied('copied'), () => setCopied('refused'));
  return (
    <Dialog title={t('editor.conflict.title')} onClose={() => undefined}>
      <p className="cv-console-dialog__body">{t('editor.conflict.body')}</p>
      <div className="cv-editor-conflict__keep">
        <a className="cv-button cv-button--secondary" download={`${flow.id}-my-draft.json`} href={`data:application/json;charset=utf-8,${encodeURIComponent(mine)}`}>
          {t('editor.conflict.download')}
        </a>
        <button type="button" className="cv-button cv-button--secondary" onClick={() => void copy()}>{t('editor.conflict.copy')}</button>
      </div>
      <p role="status" className="cv-console-field__hint">{copied === 'copied' ? t('common.copied') : copied === 'refused' ? t('editor.conflict.copyRefused') : ''}</p>
      <div className="cv-modal__actions">
        <button type="button" className="cv-button cv-button--secondary" onClick={() => model.theirsKept()}>{t('editor.conflict.theirs')}</button>
        <button type="button" className="cv-button cv-button--primary" onClick={() => model.mineKept()}>{t('editor.conflict.mine')}</button>
      </div>
    </Dialog>
  );
}
