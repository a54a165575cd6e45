import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog';

interface Props {
  title: string;
  body: string;
  confirmLabel: string;
  onConfirm(): void;
  onCancel(): void;
}

/** "Are you sure?" before something that cannot be undone; Cancel comes first so Enter on open does no harm. */
export function ConfirmDialog({ title, body, confirmLabel, onConfirm, onCancel }: Props) {
  const { t } = useTranslation('console');
  return (
    <Dialog title={title} onClose={onCancel}>
      <p className="cv-console-dialog__body">{body}</p>
      <div className="cv-modal__actions">
        <button type="button" className="cv-button cv-button--secondary" onClick={onCancel}>{t('common.cancel')}</button>
        <button type="button" className="cv-button cv-button--danger" onClick={onConfirm}>{confirmLabel}</button>
      </div>
    </Dialog>
  );
}
