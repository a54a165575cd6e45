import { definePlugin } from '../../src/plugin-api/define-plugin';

/** An answer the server sends to the flow's request endpoint to fill other questions (SPEC 7). */
export default definePlugin({
  style: 'dynamic_request',
  answer: 'text',
  labelling: 'control',
  view: () => import('./View'),
});
