import { definePlugin } from '../../src/plugin-api/define-plugin';

/** A value picked on a slider between min and max. */
export default definePlugin({
  style: 'slider',
  answer: 'number',
  labelling: 'control',
  view: () => import('./View'),
});
