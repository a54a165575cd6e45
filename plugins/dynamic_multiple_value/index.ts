import { definePlugin } from '../../src/plugin-api/define-plugin';

/** Values filled by a dynamic request; left out of partial saves (SPEC 4.3). */
export default definePlugin({
  style: 'dynamic_multiple_value',
  answer: 'choice',
  partialSave: false,
  dynamicOptions: true,
  labelling: 'group',
  view: () => import('./View'),
});
