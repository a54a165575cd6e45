import { definePlugin } from '../../src/plugin-api/define-plugin';
import { placeholderField, responseLengthFields, settingsForm } from '../../src/plugin-api/editor-fields';

/** A single line of free text without formatting. */
export default definePlugin({
  style: 'plain',
  answer: 'text',
  labelling: 'control',
  view: () => import('./View'),
  editor: {
    title: 'Plain text',
    icon: 'M3 8h18v8H3zM7 10v4',
    settingsSchema: settingsForm({ placeholder: placeholderField, ...responseLengthFields }),
  },
});
