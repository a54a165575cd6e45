import { definePlugin, message, MESSAGE } from '../../src/plugin-api/define-plugin';
import { isValidEmailList } from '../../src/plugin-api/helpers';
import { placeholderField, responseLengthFields, settingsForm } from '../../src/plugin-api/editor-fields';

/** One or more comma-separated e-mail addresses (SPEC 5 pattern); fills customer.email. */
export default definePlugin({
  style: 'email',
  answer: 'text',
  customerField: 'email',
  validate: (value) => (isValidEmailList(value.trim()) ? null : message(MESSAGE.email)),
  labelling: 'control',
  view: () => import('./View'),
  editor: {
    title: 'Email',
    icon: 'M3 5h18v14H3zM3 6l9 7 9-7',
    settingsSchema: settingsForm({ placeholder: placeholderField, ...responseLengthFields }),
  },
});
