import { definePlugin } from '../../src/plugin-api/define-plugin';
import { optionsField, settingsForm } from '../../src/plugin-api/editor-fields';

/** Exactly one option. */
export default definePlugin({
  style: 'radio',
  answer: 'choice',
  singleChoice: true,
  answersInstantly: true,
  labelling: 'group',
  limitsOptions: true,
  view: () => import('./View'),
  editor: {
    title: 'Single choice',
    icon: 'M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18zM12 10a2 2 0 1 0 0 4 2 2 0 1 0 0-4z',
    settingsSchema: settingsForm({ options: optionsField('Options', 'The respondent picks one. More than 10 are not shown: a dropdown suits long lists.') }),
  },
});
