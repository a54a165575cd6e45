import { definePlugin } from '../../src/plugin-api/define-plugin';

/** The respondent's id in the provider's own systems; fills customer.external_id. */
export default definePlugin({
  style: 'external_id',
  answer: 'text',
  customerField: 'external_id',
  labelling: 'control',
  view: () => import('./View'),
});
