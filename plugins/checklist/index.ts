import { definePlugin } from '../../src/plugin-api/define-plugin';

/** Several options may be ticked. */
export default definePlugin({
  style: 'checklist',
  answer: 'choice',
  labelling: 'group',
  limitsOptions: true,
  view: () => import('./View'),
});
