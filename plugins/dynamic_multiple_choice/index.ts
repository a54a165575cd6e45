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
    icon: 'M3 4h6v6H3zM4.5 7l1.5 1.5L8 5.5M3 14h6v6H3zM12 7h9M21 17a4 4 0 1 1-1.2-2.8M20 11v3.2h-3.2',
    // Its options come from a dynamic request's reply (SPEC 7), not the flow: only how many may be chosen.
    settingsSchema: settingsForm(selectionCountFields),
  },
});
