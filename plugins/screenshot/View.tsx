import { useRef, useState } from 'react';
import { fileNameFromUrl } from '../../src/plugin-api/helpers';
import { registerPluginMessages, usePluginTranslation } from '../../src/plugin-api/messages';
import { messages } from './messages';
import type { QuestionViewProps } from '../../src/plugin-api/view';
// The upload progress view is the file style's (SPEC 2.2 names one view for both).
import { UploadView } from '../../src/plugin-api/ui/UploadView';
import { useFileUpload } from '../../src/plugin-api/ui/use-file-upload';
import { pngFileFromDataUrl } from './png-file';
import './screenshot.css';

registerPluginMessages('screenshot', { en: messages });

const isPng = (file: File) => file.type === 'image/png';

/**
 * A picture of the page taken in the browser and uploaded as PNG with the file style's progress view. The
 * screenshot library is imported inside the click handler, so respondents who never press the button never
 * download it.
 */
export default function ScreenshotView({ value, onChange, ids, services }: QuestionViewProps<'file'>) {
  const { t } = usePluginTranslation('screenshot');
  const [taking, setTaking] = useState(false);
  const [captureFailed, setCaptureFailed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const upload = useFileUpload({ upload: services.upload, onChange, accepts: isPng });
  const problemId = `${ids.input}-problem`;
  const uploadedName = value ? value.name || fileNameFromUrl(value.url) : '';

  const take = async () => {
    if (taking) return;
    setTaking(true);
    setCaptureFailed(false);
    let file: File;
    try {
      const { toPng } = await import('html-to-image');
      // One CSS pixel a pixel: enough to see the page, and a phone's 3x screen would triple the upload twice over.
      const dataUrl = await toPng(document.body, { pixelRatio: 1, cacheBust: true });
      file = pngFileFromDataUrl(dataUrl, `screenshot-${new Date().toISOString().replace(/[:.]/g, '-')}.png`);
    } catch {
      setCaptureFailed(true);
      return;
    } finally {
      setTaking(false);
    }
    await upload.start(file);
  };
  const backToButton = (action: () => void) => () => {
    action();
    button.current?.focus();
  };

  return (
    <div id={ids.input} role="group" className="cv-screenshot" aria-labelledby={ids.label} aria-describedby={`${ids.description} ${ids.error}`}>
      <button
        ref={button}
        type="button"
        className="cv-screenshot__take"
        // Not disabled while busy, so focus stays on the button; a second press is ignored instead.
        aria-disabled={taking || undefined}
        aria-describedby={`${ids.input}-capture ${problemId}`}
        onClick={take}
      >
        {taking ? t('taking') : value ? t('retake') : t('take')}
      </button>
      <p id={`${ids.input}-capture`} className="cv-screenshot__problem" role="alert">
        {captureFailed ? t('failed') : ''}
      </p>
      <UploadView
        upload={upload}
        value={value}
        uploadedName={uploadedName}
        problemId={problemId}
        after={backToButton}
        preview={value ? <img className="cv-screenshot__preview" src={value.url} alt={t('preview')} /> : null}
      />
    </div>
  );
}
