import { definePlugin } from '../../src/plugin-api/define-plugin';
import { optionsField, settingsForm } from '../../src/plugin-api/editor-fields';

/** One option picked from a drop-down list. */
export default definePlugin({
  style: 'dropdown',
  answer: 'choice',
  singleChoice: true,
  answersInstantly: true,
  labelling: 'control',
  view: () => import('./View'),
  editor: {
    title: 'Dropdown',
    icon: 'M3 6h18v12H3zM14 11l2 2 2-2',
    settingsSchema: settingsForm({ options: optionsField('Options', 'The respondent picks one from a list; long lists suit it.') }),
  },
});
