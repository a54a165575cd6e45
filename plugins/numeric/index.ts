import { definePlugin } from '../../src/plugin-api/define-plugin';

/** A number, within lowerlimit and upperlimit when set. */
export default definePlugin({
  style: 'numeric',
  answer: 'number',
  labelling: 'control',
  view: () => import('./View'),
});
