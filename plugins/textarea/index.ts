import { definePlugin } from '../../src/plugin-api/define-plugin';

/** Several lines of free text, within minResponseLength and maxResponseLength when set. */
export default definePlugin({
  style: 'textarea',
  answer: 'text',
  labelling: 'control',
  view: () => import('./View'),
});
