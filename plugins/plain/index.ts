import { definePlugin } from '../../src/plugin-api/define-plugin';

/** A single line of free text without formatting. */
export default definePlugin({
  style: 'plain',
  answer: 'text',
  labelling: 'control',
  view: () => import('./View'),
});
