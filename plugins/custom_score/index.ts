import { definePlugin } from '../../src/plugin-api/define-plugin';

/** A scale of the author's own options (labels with values); one is picked. */
export default definePlugin({
  style: 'custom_score',
  answer: 'choice',
  singleChoice: true,
  answersInstantly: true,
  labelling: 'group',
  limitsOptions: true,
  view: () => import('./View'),
});
