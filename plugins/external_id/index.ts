import { definePlugin } from '../../src/plugin-api/define-plugin';
import { placeholderField, responseLengthFields, settingsForm } from '../../src/plugin-api/editor-fields';

/** The respondent's id in the provider's own systems; fills customer.external_id. */
export default definePlugin({
  style: 'external_id',
  answer: 'text',
  customerField: 'external_id',
  labelling: 'control',
  view: () => import('./View'),
  editor: {
    title: 'External ID',
    icon: 'M5 9h14M5 15h14M10 4L8 20M16 4l-2 16',
    settingsSchema: settingsForm({ placeholder: placeholderField, ...responseLengthFields }),
  },
});
