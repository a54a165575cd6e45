import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackPayload } from '../../../types/schemas';

/** Where the preview's submit goes instead of the network: the payload, as POST /v1/feedbacks would receive it. */
export function PayloadSink({ payload, onClose }: { payload: FeedbackPayload; onClose(): void }) {
  const { t } = useTranslation('console');
  const headingId = useId();
  return (
    <section className="cv-preview__sink" aria-labelledby={headingId}>
      <h2 id={headingId} className="cv-preview__sink-title">{t('editor.preview.sink.title')}</h2>
      <p className="cv-preview__hint">{t('editor.preview.sink.notSent')}</p>
      <pre className="cv-preview__payload" tabIndex={0} aria-label={t('editor.preview.sink.payload')}>{JSON.stringify(payload, null, 2)}</pre>
      <button type="button" className="cv-button cv-button--secondary" onClick={onClose}>{t('editor.preview.sink.close')}</button>
    </section>
  );
}
