import { definePlugin } from '../../src/plugin-api/define-plugin';

/** One option; the customer's gender is the chosen option's key (SPEC 5). */
export default definePlugin({
  style: 'gender',
  answer: 'choice',
  singleChoice: true,
  customerField: 'gender',
  answersInstantly: true,
  labelling: 'group',
  limitsOptions: true,
  view: () => import('./View'),
});
