import { definePlugin } from '../../src/plugin-api/define-plugin';

/** Exactly one option. */
export default definePlugin({
  style: 'radio',
  answer: 'choice',
  singleChoice: true,
  answersInstantly: true,
  labelling: 'group',
  limitsOptions: true,
  view: () => import('./View'),
});
