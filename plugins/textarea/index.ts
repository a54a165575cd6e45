import { definePlugin } from '../../src/plugin-api/define-plugin';
import { responseLengthFields, settingsForm } from '../../src/plugin-api/editor-fields';

/** Several lines of free text, within minResponseLength and maxResponseLength when set. */
export default definePlugin({
  style: 'textarea',
  answer: 'text',
  labelling: 'control',
  view: () => import('./View'),
  editor: {
    title: 'Long text',
    icon: 'M3 4h18v16H3zM7 8h10M7 12h10M7 16h6',
    // The view shows no placeholder: a multi-line box reads as "write here" by itself.
    settingsSchema: settingsForm(responseLengthFields),
  },
});
