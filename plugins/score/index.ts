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
    icon: 'M3 20v-2M6 20v-4M9 20v-6M12 20v-8M15 20v-10M18 20v-12M21 20V6',
    settingsSchema,
    uiSchema,
  },
});
