import { useTranslation } from 'react-i18next';
import type { FileView } from '../api/types';
import { FileIcon } from './FileIcon';

/**
 * A file answer in a responses table cell (issue #19): a small thumbnail for an image, an icon otherwise, and the
 * file's name. It links to the route that checks the reader may read the feedback (never the respondent's public
 * `/uploads/` address): an image opens full size in a new tab, another file downloads under its own name. The name
 * is the respondent's and only ever text.
 */
export function FileChip({ file }: { file: FileView }) {
  const { t } = useTranslation('console');
  const image = file.url !== null && file.type.startsWith('image/');
  const content = (
    <>
      {image ? <img className="cv-file-chip__thumb" src={file.url!} alt="" width={24} height={24} loading="lazy" decoding="async" /> : <FileIcon size={18} />}
      <span className="cv-file-chip__name" dir="auto">{file.name}</span>
    </>
  );
  if (file.url === null) return <span className="cv-file-chip">{content}</span>;
  return image
    ? <a className="cv-file-chip" href={file.url} target="_blank" rel="noopener noreferrer" title={file.name} aria-label={t('results.openFile', { name: file.name })}>{content}</a>
    : <a className="cv-file-chip" href={file.url} download={file.name} title={file.name} aria-label={t('results.downloadFile', { name: file.name })}>{content}</a>;
}
