import { definePlugin } from '../../src/plugin-api/define-plugin';
import { selectionCountFields, settingsForm } from '../../src/plugin-api/editor-fields';

/** Options filled by a dynamic request; left out of partial saves (SPEC 4.3). */
export default definePlugin({
  style: 'dynamic_multiple_choice',
  answer: 'choice',
  partialSave: false,
  dynamicOptions: true,
  labelling: 'group',
  view: () => import('./View'),
  editor: {
    title: 'Dynamic choices',
    icon: 'M4 4h6v6H4zM4 14h6v6H4zM14 7h6M14 17h6M5.5 7l1.5 1.5L9.5 6M17 3v8M17 13v8',
    // Its options come from a dynamic request's reply (SPEC 7), not the flow: only how many may be chosen.
    settingsSchema: settingsForm(selectionCountFields),
  },
});
