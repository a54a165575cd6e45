import { registerPluginMessages, usePluginTranslation } from '../../src/plugin-api/messages';
import { useUpload } from '../../src/plugin-api/ui/use-upload';
import type { QuestionViewProps } from '../../src/plugin-api/view';
import { isImageOrPdf } from '../../src/lib/file-types';

registerPluginMessages('file', { en: { choose: 'Choose an image or PDF' }, tr: { choose: 'Bir görsel ya da PDF seçin' } });

/** An image or PDF upload with the progress view (SPEC 2.2). */
export default function FileView({ value, onChange, ids, services, required, invalid }: QuestionViewProps<'file'>) {
  const { t } = usePluginTranslation('file');
  const upload = useUpload({ value, onChange, upload: services.upload, accepts: (file) => isImageOrPdf(file.type || undefined, file.name), describedBy: `${ids.description} ${ids.error}` });
  return (
    <div className="cv-file">
      <input
        id={ids.input}
        type="file"
        accept="image/*,application/pdf"
        className="cv-visually-hidden"
        required={required && !value}
        aria-invalid={invalid || undefined}
        aria-describedby={`${ids.description} ${ids.error}`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void upload.start(file);
        }}
      />
      <label htmlFor={ids.input} className="cv-button cv-button--secondary cv-upload-pick">{t('choose')}</label>
      {upload.element}
    </div>
  );
}
