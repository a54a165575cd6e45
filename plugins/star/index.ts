import { definePlugin, rangeLimit } from '../../src/plugin-api/define-plugin';

/** One to five stars (or to max). */
export default definePlugin({
  style: 'star',
  answer: 'number',
  answersInstantly: true,
  labelling: 'group',
  view: () => import('./View'),
  validate: (value, question) => rangeLimit(value, question.min ?? 1, question.max ?? 5),
});
