import { definePlugin } from '../../src/plugin-api/define-plugin';

/** A line of free text, within minResponseLength and maxResponseLength when set. */
export default definePlugin({
  style: 'text',
  answer: 'text',
  labelling: 'control',
  view: () => import('./View'),
});
