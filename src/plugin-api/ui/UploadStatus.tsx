import { usePluginTranslation } from '../messages';
import { UPLOAD_MESSAGES } from './upload-messages';
import type { UploadInProgress, UploadOutcome } from './use-file-upload';

interface Props {
  /** Id of the problem text, which the picker lists in its aria-describedby. */
  problemId: string;
  inProgress: UploadInProgress | null;
  outcome: UploadOutcome;
  /** Name of the uploaded file, for "… uploaded." */
  uploadedName: string;
}

// Every tenth percent is announced: a polite region updated on each progress event would queue dozens of them.
const announcedPercent = (percent: number) => Math.floor(percent / 10) * 10;

/**
 * What happened to the upload, for everyone: a refused type or a failed upload as an alert (SPEC 5 messages), and
 * progress, success, cancel and removal in a polite status region.
 */
export function UploadStatus({ problemId, inProgress, outcome, uploadedName }: Props) {
  const { t } = usePluginTranslation(UPLOAD_MESSAGES);
  const problem = outcome === 'wrongType' ? t('validation.file', { ns: 'translation' }) : outcome === 'failed' ? t('validation.generic', { ns: 'translation' }) : '';
  const status = inProgress
    ? t('uploading', { percent: announcedPercent(inProgress.percent) })
    : outcome === 'uploaded'
      ? t('uploaded', { name: uploadedName })
      : outcome === 'cancelled' || outcome === 'removed'
        ? t(outcome)
        : '';
  return (
    <>
      <p id={problemId} className="cv-file__problem" role="alert">
        {problem}
      </p>
      <p className="cv-visually-hidden" role="status">
        {status}
      </p>
    </>
  );
}
