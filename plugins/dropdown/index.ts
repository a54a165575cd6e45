import { definePlugin } from '../../src/plugin-api/define-plugin';

/** One option picked from a drop-down list. */
export default definePlugin({
  style: 'dropdown',
  answer: 'choice',
  singleChoice: true,
  answersInstantly: true,
  labelling: 'control',
  view: () => import('./View'),
});
