import { definePlugin, rangeLimit } from '../../src/plugin-api/define-plugin';

/** A score on a scale: NPS 0 to 10 unless min and max say otherwise. */
export default definePlugin({
  style: 'score',
  answer: 'number',
  answersInstantly: true,
  validate: (value, question) => rangeLimit(value, question.min ?? 0, question.max ?? 10),
  labelling: 'group',
  view: () => import('./View'),
});
