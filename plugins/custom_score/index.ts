import { definePlugin } from '../../src/plugin-api/define-plugin';
import { optionsField, settingsForm } from '../../src/plugin-api/editor-fields';

/** A scale of the author's own options (labels with values); one is picked. */
export default definePlugin({
  style: 'custom_score',
  answer: 'choice',
  singleChoice: true,
  answersInstantly: true,
  labelling: 'group',
  limitsOptions: true,
  view: () => import('./View'),
  editor: {
    title: 'Custom scale',
    icon: 'M3 8h5v8H3zM9.5 8h5v8h-5zM16 8h5v8h-5z',
    settingsSchema: settingsForm({
      options: optionsField('Points of the scale', 'Lowest first, each a button with its text; the respondent picks one. More than 10 are not shown: a dropdown suits long lists.', { value: true }),
    }),
  },
});
