import { definePlugin, message, MESSAGE } from '../../src/plugin-api/define-plugin';
import { isImage } from '../../src/lib/file-types';

/** A picture of the host page, taken in the respondent's browser and uploaded as an image. */
export default definePlugin({
  style: 'screenshot',
  answer: 'file',
  validate: (value) => (isImage(value.type, value.url) ? null : message(MESSAGE.file)),
  labelling: 'control',
  view: () => import('./View'),
});
