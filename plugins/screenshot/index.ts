import { definePlugin, message, MESSAGE } from '../../src/plugin-api/define-plugin';
import { settingsForm } from '../../src/plugin-api/editor-fields';
import { isImage } from '../../src/plugin-api/helpers';

/** A picture of the host page, taken in the respondent's browser and uploaded as an image. */
export default definePlugin({
  style: 'screenshot',
  answer: 'file',
  validate: (value) => (isImage(value.type, value.url) ? null : message(MESSAGE.file)),
  // A group named by the question: a <label for> on the button would replace "Take a screenshot" as its name.
  labelling: 'group',
  view: () => import('./View'),
  editor: {
    title: 'Screenshot',
    icon: 'M3 8V3h5M16 3h5v5M21 16v5h-5M8 21H3v-5M9 9h6v6H9z',
    settingsSchema: settingsForm({}),
  },
});
