import { definePlugin } from '../../src/plugin-api/define-plugin';
import { placeholderField, responseLengthFields, settingsForm } from '../../src/plugin-api/editor-fields';

/** The respondent's name; fills customer.name. */
export default definePlugin({
  style: 'naming',
  answer: 'text',
  customerField: 'name',
  labelling: 'control',
  view: () => import('./View'),
  editor: {
    title: 'Name',
    icon: 'M3 5h18v14H3zM7 10a2 2 0 1 0 4 0 2 2 0 1 0-4 0M6 16a3 3 0 0 1 6 0M14 10h4M14 14h4',
    settingsSchema: settingsForm({ placeholder: placeholderField, ...responseLengthFields }),
  },
});
