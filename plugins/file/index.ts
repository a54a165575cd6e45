import { definePlugin, message, MESSAGE } from '../../src/plugin-api/define-plugin';
import { settingsForm } from '../../src/plugin-api/editor-fields';
import { isImageOrPdf } from '../../src/plugin-api/helpers';

/** An uploaded image or PDF (SPEC 2.2, 5). */
export default definePlugin({
  style: 'file',
  answer: 'file',
  validate: (value) => (isImageOrPdf(value.type, value.url) ? null : message(MESSAGE.file)),
  labelling: 'control',
  view: () => import('./View'),
  editor: {
    title: 'File upload',
    icon: 'M21 11l-8.5 8.5a5 5 0 0 1-7-7L14 4a3.5 3.5 0 0 1 5 5l-8.5 8.5a2 2 0 0 1-3-3L15 7',
    // SPEC 5: an image or PDF, nothing to set beyond every question's own fields.
    settingsSchema: settingsForm({}),
  },
});
