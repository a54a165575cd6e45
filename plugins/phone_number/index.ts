import { definePlugin, message, MESSAGE } from '../../src/plugin-api/define-plugin';
import { settingsForm } from '../../src/plugin-api/editor-fields';

/** A phone number checked by the screen (libphonenumber); fills customer.phone_number. */
export default definePlugin({
  style: 'phone_number',
  answer: 'phone',
  customerField: 'phone_number',
  validate: (value) => (value.isValid ? null : message(MESSAGE.phone)),
  labelling: 'control',
  view: () => import('./View'),
  editor: {
    title: 'Phone number',
    icon: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z',
    // The country comes from the node (QuestionServices.countryCode), not the question.
    settingsSchema: settingsForm({}),
  },
});
