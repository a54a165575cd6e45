import { definePlugin } from '../../src/plugin-api/define-plugin';

/** The respondent's name; fills customer.name. */
export default definePlugin({
  style: 'naming',
  answer: 'text',
  customerField: 'name',
  labelling: 'control',
  view: () => import('./View'),
});
