import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../ui/failure-text';
import type { DocumentModel } from './document-model';

/**
 * The end of a node or widget form: Save (editors), what became of the last save, and a 412's two ways on. With
 * unsaved edits it stays in view at the bottom of the window. Viewers get a sentence saying why there is nothing to
 * press.
 */
export function SaveBar<T>({ model, readOnly, what }: { model: DocumentModel<T>; readOnly: boolean; what: string }) {
  const { t } = useTranslation('console');
  const [saving, overwriting, justSaved, dirty, conflict, failure] = useUnit([model.$saving, model.$overwriting, model.$justSaved, model.$dirty, model.$conflict, model.$saveFailure]);
  if (readOnly) return <p className="cv-console-alert cv-console-alert--info cv-config-form__readonly">{t('configForm.readOnly', { what })}</p>;
  return (
    <div className="cv-config-form__save" data-dirty={dirty || conflict || undefined}>
      {conflict ? (
        <div className="cv-console-callout cv-console-callout--warning" role="alert">
          <p><strong>{t('configForm.conflict.title')}</strong></p>
          <p>{t('configForm.conflict.body', { what })}</p>
          <div className="cv-config-form__conflict-actions">
            <button type="button" className="cv-button cv-button--primary" disabled={overwriting} onClick={() => model.overwriteChosen()}>{t('configForm.conflict.keepMine')}</button>
            <button type="button" className="cv-button cv-button--secondary" disabled={overwriting} onClick={() => model.theirsChosen()}>{t('configForm.conflict.loadTheirs')}</button>
          </div>
        </div>
      ) : null}
      {failure ? <div className="cv-console-alert cv-console-alert--error" role="alert">{failureText(t, failure)}</div> : null}
      <div className="cv-config-form__save-row">
        <button type="submit" className="cv-button cv-button--primary" disabled={saving}>{saving ? t('configForm.saving') : t('configForm.save')}</button>
        <p role="status" className="cv-console-field__hint">{justSaved ? t('configForm.saved') : dirty ? t('configForm.unsaved') : ''}</p>
      </div>
    </div>
  );
}
