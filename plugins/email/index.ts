import { definePlugin, message, MESSAGE } from '../../src/plugin-api/define-plugin';
import { isValidEmailList } from '../../src/plugin-api/helpers';

/** One or more comma-separated e-mail addresses (SPEC 5 pattern); fills customer.email. */
export default definePlugin({
  style: 'email',
  answer: 'text',
  customerField: 'email',
  validate: (value) => (isValidEmailList(value.trim()) ? null : message(MESSAGE.email)),
  labelling: 'control',
  view: () => import('./View'),
});
