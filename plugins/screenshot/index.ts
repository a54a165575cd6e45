import { definePlugin, message, MESSAGE } from '../../src/plugin-api/define-plugin';
import { isImage } from '../../src/plugin-api/helpers';

/** A picture of the host page, taken in the respondent's browser and uploaded as an image. */
export default definePlugin({
  style: 'screenshot',
  answer: 'file',
  validate: (value) => (isImage(value.type, value.url) ? null : message(MESSAGE.file)),
  // A group named by the question: a <label for> on the button would replace "Take a screenshot" as its name.
  labelling: 'group',
  view: () => import('./View'),
});
