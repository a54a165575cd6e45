import { useState } from 'react';
import { registerPluginMessages, usePluginTranslation } from '../../src/plugin-api/messages';
import { useUpload } from '../../src/plugin-api/ui/use-upload';
import type { QuestionViewProps } from '../../src/plugin-api/view';

registerPluginMessages('screenshot', {
  en: { take: 'Take a screenshot', taking: 'Taking the screenshot…', preview: 'Screenshot of the page', failed: 'The screenshot could not be taken.' },
  tr: { take: 'Ekran görüntüsü al', taking: 'Ekran görüntüsü alınıyor…', preview: 'Sayfanın ekran görüntüsü', failed: 'Ekran görüntüsü alınamadı.' },
});

/** A picture of the page, taken in the browser (html-to-image, loaded only on use) and uploaded as PNG. */
export default function ScreenshotView({ value, onChange, ids, services }: QuestionViewProps<'file'>) {
  const { t } = usePluginTranslation('screenshot');
  const [state, setState] = useState<'idle' | 'taking' | 'failed'>('idle');
  const upload = useUpload({ value, onChange, upload: services.upload, accepts: (file) => file.type.startsWith('image/'), describedBy: `${ids.description} ${ids.error}` });
  const take = async () => {
    setState('taking');
    try {
      const { toBlob } = await import('html-to-image');
      const blob = await toBlob(document.body, { cacheBust: true, pixelRatio: 1 });
      if (!blob) throw new Error('empty screenshot');
      setState('idle');
      await upload.start(new File([blob], 'screenshot.png', { type: 'image/png' }));
    } catch {
      setState('failed');
    }
  };
  return (
    <div className="cv-screenshot">
      <button id={ids.input} type="button" className="cv-button cv-button--secondary" aria-describedby={`${ids.description} ${ids.error}`} disabled={state === 'taking'} onClick={take}>
        {state === 'taking' ? t('taking') : t('take')}
      </button>
      {state === 'failed' ? <p className="cv-question__error" role="alert">{t('failed')}</p> : null}
      {value ? <img className="cv-screenshot__preview" src={value.url} alt={t('preview')} style={{ maxInlineSize: '100%', maxBlockSize: 200 }} /> : null}
      {upload.element}
    </div>
  );
}
