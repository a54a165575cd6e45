import { definePlugin } from '../../src/plugin-api/define-plugin';
import { optionsField, settingsForm } from '../../src/plugin-api/editor-fields';

/** Every visible option put in order, best first. */
export default definePlugin({
  style: 'ranking',
  answer: 'ranking',
  expectedCount: (_question, visibleOptionIds) => visibleOptionIds.length,
  labelling: 'group',
  view: () => import('./View'),
  editor: {
    title: 'Ranking',
    icon: 'M3 21v-7h6v7M9 21V9h6v12M15 21v-5h6v5',
    settingsSchema: settingsForm({ options: optionsField('Options', 'The respondent puts every visible option in order, best first.') }),
  },
});
