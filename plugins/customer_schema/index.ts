import { definePlugin } from '../../src/plugin-api/define-plugin';

/** A form described by a JSON Schema (extra.customer_schema); its values go to customer.schema by field. */
export default definePlugin({
  style: 'customer_schema',
  answer: 'object',
  customerField: 'schema',
  labelling: 'group',
  view: () => import('./View'),
});
