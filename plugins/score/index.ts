import { definePlugin, rangeLimit } from '../../src/plugin-api/define-plugin';
import { settingsSchema, uiSchema } from './settings';

/** A score on a scale: NPS 0 to 10 unless min and max say otherwise. */
export default definePlugin({
  style: 'score',
  answer: 'number',
  answersInstantly: true,
  validate: (value, question) => rangeLimit(value, question.min ?? 0, question.max ?? 10),
  labelling: 'group',
  view: () => import('./View'),
  editor: {
    title: 'Net Promoter Score',
    icon: 'M2 9h20v6H2zM6 9v6M10 9v6M14 9v6M18 9v6',
    settingsSchema,
    uiSchema,
  },
});
