import { definePlugin, rangeLimit } from '../../src/plugin-api/define-plugin';

/** Customer effort score: one point on a scale, 1 to 7 unless min and max say otherwise. */
export default definePlugin({
  style: 'ces',
  answer: 'number',
  answersInstantly: true,
  validate: (value, question) => rangeLimit(value, question.min ?? 1, question.max ?? 7),
  labelling: 'group',
  view: () => import('./View'),
});
