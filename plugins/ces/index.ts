import { definePlugin, rangeLimit } from '../../src/plugin-api/define-plugin';
import { settingsSchema, uiSchema } from './settings';

/** Customer effort score: one point on a scale, 1 to 7 unless min and max say otherwise. */
export default definePlugin({
  style: 'ces',
  answer: 'number',
  answersInstantly: true,
  validate: (value, question) => rangeLimit(value, question.min ?? 1, question.max ?? 7),
  labelling: 'group',
  view: () => import('./View'),
  editor: {
    title: 'Customer effort score',
    icon: 'M4 17a8 8 0 0 1 16 0M12 17l4-5M3 21h18',
    settingsSchema,
    uiSchema,
  },
});
