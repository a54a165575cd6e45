import { definePlugin } from '../../src/plugin-api/define-plugin';
import { settingsSchema, uiSchema } from './settings';

/** An answer the server sends to the flow's request endpoint to fill other questions (SPEC 7). */
export default definePlugin({
  style: 'dynamic_request',
  answer: 'text',
  labelling: 'control',
  view: () => import('./View'),
  editor: {
    title: 'Dynamic request',
    icon: 'M4 8h14l-3-3M20 16H6l3 3',
    settingsSchema,
    uiSchema,
  },
});
