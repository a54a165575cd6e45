import { definePlugin } from '../../src/plugin-api/define-plugin';
import { optionsField, selectionCountFields, settingsForm } from '../../src/plugin-api/editor-fields';

/** Several options may be ticked. */
export default definePlugin({
  style: 'checklist',
  answer: 'choice',
  labelling: 'group',
  limitsOptions: true,
  view: () => import('./View'),
  editor: {
    title: 'Checkboxes',
    icon: 'M4 4h16v16H4zM8 12l3 3 5-6',
    settingsSchema: settingsForm({
      options: optionsField('Options', 'The respondent ticks any number of them. More than 10 are not shown: a dropdown suits long lists.'),
      ...selectionCountFields,
    }),
  },
});
