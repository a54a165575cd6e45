import { definePlugin, message, MESSAGE } from '../../src/plugin-api/define-plugin';
import { isImageOrPdf } from '../../src/plugin-api/helpers';

/** An uploaded image or PDF (SPEC 2.2, 5). */
export default definePlugin({
  style: 'file',
  answer: 'file',
  validate: (value) => (isImageOrPdf(value.type, value.url) ? null : message(MESSAGE.file)),
  labelling: 'control',
  view: () => import('./View'),
});
