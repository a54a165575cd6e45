import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useEditor } from './editor-context';

/** Where the draft stands (a live region, so a screen reader hears "Saved"), with Retry after a failed save. */
export function SaveIndicator() {
  const { t } = useTranslation('console');
  const { model } = useEditor();
  const state = useUnit(model.$saveState);
  return (
    <div className="cv-editor-save" data-status={state.status}>
      <span className="cv-editor-save__dot" aria-hidden="true" />
      <span role="status">{t(`editor.save.${state.status}`)}</span>
      {state.status === 'failed' ? (
        <button type="button" className="cv-button cv-button--secondary cv-editor-small-button" onClick={() => model.retried()}>{t('common.retry')}</button>
      ) : null}
    </div>
  );
}
