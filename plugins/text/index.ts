import { definePlugin } from '../../src/plugin-api/define-plugin';
import { placeholderField, responseLengthFields, settingsForm } from '../../src/plugin-api/editor-fields';

/** A line of free text, within minResponseLength and maxResponseLength when set. */
export default definePlugin({
  style: 'text',
  answer: 'text',
  labelling: 'control',
  view: () => import('./View'),
  editor: {
    title: 'Short text',
    icon: 'M4 7V5h16v2M12 5v14M9 19h6',
    settingsSchema: settingsForm({ placeholder: placeholderField, ...responseLengthFields }),
  },
});
