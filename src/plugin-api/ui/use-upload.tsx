import { useRef, useState } from 'react';
import type { FileAnswer } from '../../engine/answer-value';
import { fileNameFromUrl, fileTypeFromUrl, formatFileSize } from '../../lib/file-size';
import { registerPluginMessages, usePluginTranslation } from '../messages';
import './upload.css';

registerPluginMessages('upload', {
  en: { cancel: 'Cancel upload', remove: 'Remove file', uploading: 'Uploading {{percent}}%', failed: 'Your answer could not be validated, please check again.', wrongType: 'Please upload an image or PDF file.', progress: 'Upload progress' },
  tr: { cancel: 'Yüklemeyi iptal et', remove: 'Dosyayı kaldır', uploading: 'Yükleniyor %{{percent}}', failed: 'Yanıtınız doğrulanamadı, lütfen tekrar kontrol edin.', wrongType: 'Lütfen bir görsel ya da PDF dosyası yükleyin.', progress: 'Yükleme durumu' },
});

interface Props {
  value: FileAnswer | null;
  onChange(value: FileAnswer | null): void;
  upload(file: File, onProgress: (percent: number) => void, signal: AbortSignal): Promise<{ url: string; id: string }>;
  accepts(file: File): boolean;
  describedBy: string;
}

/**
 * SPEC 2.2 upload progress view as a hook (the picker differs per style): file name, size, type, a progress bar and a cancel button; an uploaded file
 * shows its name from the URL and its type guessed from the extension. Shared by file and screenshot.
 */
export function useUpload({ value, onChange, upload, accepts, describedBy }: Props) {
  const { t } = usePluginTranslation('upload');
  const [pending, setPending] = useState<{ file: File; percent: number } | null>(null);
  const [problem, setProblem] = useState<'failed' | 'wrongType' | null>(null);
  const abort = useRef<AbortController | null>(null);

  const start = async (file: File) => {
    setProblem(null);
    if (!accepts(file)) return setProblem('wrongType');
    abort.current = new AbortController();
    setPending({ file, percent: 0 });
    try {
      const { url, id } = await upload(file, (percent) => setPending({ file, percent }), abort.current.signal);
      onChange({ url, blobId: id, name: file.name, type: file.type, size: file.size });
    } catch (error) {
      if ((error as Error).message !== 'Request was aborted') setProblem('failed');
    } finally {
      setPending(null);
    }
  };

  const shown = pending
    ? { name: pending.file.name, size: pending.file.size, type: pending.file.type }
    : value
      ? { name: value.name ?? fileNameFromUrl(value.url), size: value.size, type: value.type ?? fileTypeFromUrl(value.url) }
      : null;
  return {
    start,
    element: (
      <div className="cv-upload" aria-describedby={describedBy}>
        {shown ? (
          <div className="cv-upload__file">
            <span className="cv-upload__name">{shown.name}</span>
            <span className="cv-upload__meta">{[shown.size !== undefined ? formatFileSize(shown.size) : null, shown.type].filter(Boolean).join(' · ')}</span>
            {pending ? (
              <>
                <progress max={100} value={pending.percent} aria-label={t('progress')} />
                <span role="status">{t('uploading', { percent: pending.percent })}</span>
                <button type="button" className="cv-button cv-button--link" onClick={() => abort.current?.abort()}>{t('cancel')}</button>
              </>
            ) : (
              <button type="button" className="cv-button cv-button--link" onClick={() => onChange(null)}>{t('remove')}</button>
            )}
          </div>
        ) : null}
        {problem ? <p className="cv-question__error" role="alert">{t(problem)}</p> : null}
      </div>
    ),
  };
}
