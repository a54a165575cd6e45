import type { ReactNode } from 'react';
import { fileTypeFromUrl } from '../../lib/file-size';
import type { FileAnswer } from '../define-plugin';
import { registerPluginMessages } from '../messages';
import { FileCard } from './FileCard';
import { UploadStatus } from './UploadStatus';
import { UPLOAD_MESSAGES, uploadMessages } from './upload-messages';
import type { useFileUpload } from './use-file-upload';

registerPluginMessages(UPLOAD_MESSAGES, { en: uploadMessages });

interface Props {
  upload: ReturnType<typeof useFileUpload>;
  value: FileAnswer | null;
  uploadedName: string;
  problemId: string;
  /** Wraps cancel and remove, e.g. to put focus back on the control that starts the next upload. */
  after: (action: () => void) => () => void;
  /** Shown above the uploaded file's card (the screenshot style's picture). */
  preview?: ReactNode;
}

/**
 * SPEC 2.2/4.5 upload view shared by the file and screenshot styles: the card of the file being uploaded (with
 * progress and cancel) or of the uploaded one (with remove), and the status read out to screen readers.
 */
export function UploadView({ upload, value, uploadedName, problemId, after, preview }: Props) {
  return (
    <>
      {upload.inProgress ? (
        <FileCard
          name={upload.inProgress.file.name}
          size={upload.inProgress.file.size}
          type={upload.inProgress.file.type}
          percent={upload.inProgress.percent}
          onCancel={after(upload.cancel)}
          onRemove={after(upload.remove)}
        />
      ) : value ? (
        <>
          {preview}
          <FileCard
            name={uploadedName}
            size={value.size}
            type={value.type || fileTypeFromUrl(value.url)}
            percent={null}
            onCancel={after(upload.cancel)}
            onRemove={after(upload.remove)}
          />
        </>
      ) : null}
      <UploadStatus problemId={problemId} inProgress={upload.inProgress} outcome={upload.outcome} uploadedName={uploadedName} />
    </>
  );
}
