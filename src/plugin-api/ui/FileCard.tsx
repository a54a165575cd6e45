import { formatFileSize } from '../../lib/file-size';
import { usePluginTranslation } from '../messages';
import { UPLOAD_MESSAGES } from './upload-messages';
import './upload.css';

interface Props {
  name: string;
  size: number | undefined;
  type: string | undefined;
  /** Whole percent while uploading; null once the file is the answer. */
  percent: number | null;
  onCancel(): void;
  onRemove(): void;
}

/**
 * SPEC 2.2 upload progress view: the file's name, size and type, then a progress bar and Cancel while it uploads,
 * or Remove once it is the answer. Buttons carry the file name so a screen reader says which file they act on.
 */
export function FileCard({ name, size, type, percent, onCancel, onRemove }: Props) {
  const { t } = usePluginTranslation(UPLOAD_MESSAGES);
  const meta = [size !== undefined ? formatFileSize(size) : null, type || null].filter((part) => part !== null);
  return (
    <div className="cv-file__card">
      <div className="cv-file__details">
        <span className="cv-file__name">{name}</span>
        {meta.length > 0 ? <span className="cv-file__meta">{meta.join(' · ')}</span> : null}
      </div>
      {percent !== null ? (
        <>
          <div className="cv-file__progress">
            <progress max={100} value={percent} aria-label={t('progress', { name })} />
            <span className="cv-file__percent" aria-hidden="true">{t('percent', { percent })}</span>
          </div>
          <button type="button" className="cv-file__action" aria-label={t('cancelFile', { name })} onClick={onCancel}>
            {t('cancel')}
          </button>
        </>
      ) : (
        <button type="button" className="cv-file__action" aria-label={t('removeFile', { name })} onClick={onRemove}>
          {t('remove')}
        </button>
      )}
    </div>
  );
}
