import { definePlugin } from '../../src/plugin-api/define-plugin';

/** A consent checkbox with an optional contract text; a required agreement must be accepted. */
export default definePlugin({
  style: 'agreement',
  answer: 'boolean',
  // Not accepting is no answer: a required agreement blocks until it is ticked.
  isEmpty: (value) => value === false,
  labelling: 'control',
  view: () => import('./View'),
});
