import { useTranslation } from 'react-i18next';
import type { FileView } from '../api/types';
import { formatBytes } from '../ui/format';
import { FileIcon, fileIconLabel } from './FileIcon';

/**
 * A question's files in the side panel showing one feedback whole (issue #19): an image as a thumbnail that opens
 * full size, another file as its icon, name, size and a download link; all through the route that checks the
 * reader may read the feedback. The names are the respondent's and only ever text.
 */
export function FeedbackFiles({ files }: { files: FileView[] }) {
  const { t, i18n } = useTranslation('console');
  return (
    <ul className="cv-feedback-files">
      {files.map((file, index) => {
        const image = file.url !== null && file.type.startsWith('image/');
        return (
          <li key={index} className="cv-feedback-file">
            {image ? (
              <a className="cv-feedback-file__full" href={file.url!} target="_blank" rel="noopener noreferrer" aria-label={t('results.openFile', { name: file.name })}>
                <img className="cv-feedback-file__thumb" src={file.url!} alt={file.name} width={240} height={160} decoding="async" />
              </a>
            ) : <FileIcon size={32} label={fileIconLabel(file.type)} />}
            <span className="cv-feedback-file__meta">
              <span className="cv-feedback-file__name" dir="auto">{file.name}</span>
              {file.size !== null ? <span>{formatBytes(file.size, i18n.language)}</span> : null}
              {!image && file.url !== null ? (
                <a className="cv-feedback-file__download" href={file.url} download={file.name} aria-label={t('results.downloadFile', { name: file.name })}>{t('results.download')}</a>
              ) : null}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
