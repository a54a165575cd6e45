import { definePlugin } from '../../src/plugin-api/define-plugin';
import { optionsField, settingsForm } from '../../src/plugin-api/editor-fields';

/** One option from a list the screen shuffles for each respondent. */
export default definePlugin({
  style: 'random',
  answer: 'choice',
  singleChoice: true,
  answersInstantly: true,
  labelling: 'group',
  limitsOptions: true,
  view: () => import('./View'),
  editor: {
    title: 'Shuffled choice',
    icon: 'M3 7h4l10 10h4M3 17h4L17 7h4M18 4l3 3-3 3M18 14l3 3-3 3',
    settingsSchema: settingsForm({ options: optionsField('Options', 'Shown in a new order to each respondent, who picks one. More than 10 are not shown: a dropdown suits long lists.') }),
  },
});
