import { definePlugin } from '../../src/plugin-api/define-plugin';
import { extraField, settingsForm } from '../../src/plugin-api/editor-fields';

/** A form described by a JSON Schema (extra.customer_schema); its values go to customer.schema by field. */
export default definePlugin({
  style: 'customer_schema',
  answer: 'object',
  customerField: 'schema',
  labelling: 'group',
  view: () => import('./View'),
  editor: {
    title: 'Customer form',
    icon: 'M8 3H7a2 2 0 0 0-2 2v4a2 2 0 0 1-2 2 2 2 0 0 1 2 2v4a2 2 0 0 0 2 2h1M16 3h1a2 2 0 0 1 2 2v4a2 2 0 0 0 2 2 2 2 0 0 0-2 2v4a2 2 0 0 1-2 2h-1',
    settingsSchema: settingsForm({
      extra: extraField({
        customer_schema: {
          type: 'object',
          additionalProperties: true,
          default: { type: 'object', properties: {} },
          title: 'Form',
          description: 'A JSON Schema (draft-07) of the fields to ask; each answer is stored on the customer under its field name.',
        },
      }),
    }),
  },
});
