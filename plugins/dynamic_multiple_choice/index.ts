import { definePlugin } from '../../src/plugin-api/define-plugin';

/** Options filled by a dynamic request; left out of partial saves (SPEC 4.3). */
export default definePlugin({
  style: 'dynamic_multiple_choice',
  answer: 'choice',
  partialSave: false,
  dynamicOptions: true,
  labelling: 'group',
  view: () => import('./View'),
});
