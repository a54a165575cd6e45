import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/console-context';
import { formatBytes, formatDateTime } from '../ui/format';
import { FileIcon, fileIconLabel } from './FileIcon';

/**
 * A file or screenshot question's newest files under the screen's filters (issue #19): images as small
 * thumbnails, other files as an icon with their name and size; each opens its feedback whole in the side panel;
 * "More files" pages on. Names are the respondents' and only ever shown as text.
 */
export function FileAnswers({ questionId }: { questionId: string }) {
  const { t, i18n } = useTranslation('console');
  const { results } = useConsole();
  const { fileAnswers } = results;
  const list = useUnit(fileAnswers.$lists)[questionId];
  useEffect(() => {
    fileAnswers.shown(questionId);
  }, [fileAnswers, questionId]);
  const files = (list?.items ?? []).flatMap((answer) => answer.files.map((file, index) => ({ ...file, key: `${answer.feedback_id}:${index}`, feedbackId: answer.feedback_id, at: answer.created_at })));
  return (
    <div className="cv-results-files">
      <div aria-live="polite" aria-busy={list?.pending ?? true}>
        {list?.failed ? <p className="cv-console-muted">{t('results.filesFailed')}</p> : null}
        {list && !list.pending && !list.failed && files.length === 0 ? <p className="cv-console-muted">{t('results.noFiles')}</p> : null}
        {files.length > 0 ? (
          <ul className="cv-results-files__list" aria-label={t('results.latestFiles')}>
            {files.map((file) => {
              const date = formatDateTime(file.at, i18n.language);
              const image = file.url !== null && file.type.startsWith('image/');
              return (
                <li key={file.key} className="cv-results-file">
                  <button type="button" className="cv-results-file__open" onClick={() => results.feedbackOpened(file.feedbackId)} aria-label={t('results.openFileFeedback', { name: file.name, date })}>
                    {image
                      ? <img className="cv-results-file__thumb" src={file.url!} alt={file.name} loading="lazy" decoding="async" width={112} height={84} />
                      : <FileIcon size={32} label={fileIconLabel(file.type)} />}
                  </button>
                  <p className="cv-results-file__meta">
                    <span className="cv-results-file__name" dir="auto" title={file.name}>{file.name}</span>
                    {file.size !== null ? <span>{formatBytes(file.size, i18n.language)}</span> : null}
                    <span>{date}</span>
                  </p>
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
      {list?.nextCursor ? (
        <button type="button" className="cv-button cv-button--secondary cv-results-files__more" disabled={list.pending} onClick={() => fileAnswers.moreRequested(questionId)}>{t('results.moreFiles')}</button>
      ) : null}
    </div>
  );
}
