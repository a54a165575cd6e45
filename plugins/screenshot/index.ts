import { definePlugin, message, MESSAGE } from '../../src/plugin-api/define-plugin';
import { fileTypeFromUrl } from '../../src/lib/file-size';

/** A picture of the host page, taken in the respondent's browser and uploaded as an image. */
export default definePlugin({
  style: 'screenshot',
  answer: 'file',
  validate: (value) => ((value.type ?? fileTypeFromUrl(value.url)).startsWith('image/') ? null : message(MESSAGE.file)),
});
