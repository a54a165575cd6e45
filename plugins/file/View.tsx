import { useRef } from 'react';
import { fileNameFromUrl, isImageOrPdf } from '../../src/plugin-api/helpers';
import { registerPluginMessages, usePluginTranslation } from '../../src/plugin-api/messages';
import type { QuestionViewProps } from '../../src/plugin-api/view';
import { UploadView } from '../../src/plugin-api/ui/UploadView';
import { useFileUpload } from '../../src/plugin-api/ui/use-file-upload';
import { messages } from './messages';
import './file.css';

registerPluginMessages('file', { en: messages });

// SPEC 5: "Flow file questions accept an image or PDF". The type is checked again on the server.
const acceptsImageOrPdf = (file: File) => isImageOrPdf(file.type || undefined, file.name);

/**
 * An image or PDF: a real file input (so Tab, Space and Enter open the system picker) behind a label styled as a
 * button, then the SPEC 2.2 progress view. An answer given earlier shows the name and type read from its URL.
 */
export default function FileView({ value, onChange, ids, invalid, required, services }: QuestionViewProps<'file'>) {
  const { t } = usePluginTranslation('file');
  const input = useRef<HTMLInputElement>(null);
  const upload = useFileUpload({ upload: services.upload, onChange, accepts: acceptsImageOrPdf });
  const problemId = `${ids.input}-problem`;
  const uploadedName = value ? value.name || fileNameFromUrl(value.url) : '';
  const backToPicker = (action: () => void) => () => {
    action();
    input.current?.focus();
  };

  return (
    <div className="cv-file">
      <input
        ref={input}
        id={ids.input}
        type="file"
        accept="image/*,application/pdf"
        className="cv-file__input"
        required={required && value === null}
        aria-invalid={invalid || upload.outcome === 'wrongType' || upload.outcome === 'failed' || undefined}
        aria-describedby={`${ids.description} ${ids.error} ${problemId}`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Emptied so that choosing the same file again (after a cancel or failure) is a change too.
          event.target.value = '';
          if (file) void upload.start(file);
        }}
      />
      <label htmlFor={ids.input} className="cv-file__pick">
        {value ? t('replace') : t('choose')}
      </label>
      <UploadView upload={upload} value={value} uploadedName={uploadedName} problemId={problemId} after={backToPicker} />
    </div>
  );
}
