import { definePlugin, message, MESSAGE } from '../../src/plugin-api/define-plugin';
import { fileTypeFromUrl } from '../../src/lib/file-size';

const isImageOrPdf = (type: string) => type === 'application/pdf' || type.startsWith('image/');

/** An uploaded image or PDF (SPEC 2.2, 5). */
export default definePlugin({
  style: 'file',
  answer: 'file',
  validate: (value) => (isImageOrPdf(value.type ?? fileTypeFromUrl(value.url)) ? null : message(MESSAGE.file)),
});
