import { definePlugin } from '../../src/plugin-api/define-plugin';

/** One option from a list the screen shuffles for each respondent. */
export default definePlugin({
  style: 'random',
  answer: 'choice',
  singleChoice: true,
  answersInstantly: true,
  labelling: 'group',
  limitsOptions: true,
  view: () => import('./View'),
});
