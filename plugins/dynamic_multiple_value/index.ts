import { definePlugin } from '../../src/plugin-api/define-plugin';
import { selectionCountFields, settingsForm } from '../../src/plugin-api/editor-fields';

/** Values filled by a dynamic request; left out of partial saves (SPEC 4.3). */
export default definePlugin({
  style: 'dynamic_multiple_value',
  answer: 'choice',
  partialSave: false,
  dynamicOptions: true,
  labelling: 'group',
  view: () => import('./View'),
  editor: {
    title: 'Dynamic values',
    icon: 'M4 6h7a2 2 0 0 1 0 4H4a2 2 0 0 1 0-4zM13 14h7a2 2 0 0 1 0 4h-7a2 2 0 0 1 0-4zM15 6h5M4 16h5',
    // Its options come from a dynamic request's reply (SPEC 7), not the flow: only how many may be chosen.
    settingsSchema: settingsForm(selectionCountFields),
  },
});
