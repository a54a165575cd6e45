import { definePlugin, rangeLimit } from '../../src/plugin-api/define-plugin';
import { settingsForm } from '../../src/plugin-api/editor-fields';

/** One to five stars (or to max). */
export default definePlugin({
  style: 'star',
  answer: 'number',
  answersInstantly: true,
  labelling: 'group',
  view: () => import('./View'),
  validate: (value, question) => rangeLimit(value, question.min ?? 1, question.max ?? 5),
  editor: {
    title: 'Star rating',
    icon: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2-5.6-2.9-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z',
    // The view draws one star a whole number from min to max, so both are integers here.
    settingsSchema: settingsForm({
      min: { type: 'integer', minimum: 0, maximum: 1, default: 1, title: 'Value of the first star', description: '1 for the usual rating; 0 counts from zero (one star more).' },
      max: { type: 'integer', minimum: 2, maximum: 10, default: 5, title: 'Value of the last star', description: 'The number of stars, when the first is worth 1.' },
    }),
  },
});
