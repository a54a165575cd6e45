import { definePlugin, message, MESSAGE } from '../../src/plugin-api/define-plugin';

/** A phone number checked by the screen (libphonenumber); fills customer.phone_number. */
export default definePlugin({
  style: 'phone_number',
  answer: 'phone',
  customerField: 'phone_number',
  validate: (value) => (value.isValid ? null : message(MESSAGE.phone)),
  labelling: 'control',
  view: () => import('./View'),
});
