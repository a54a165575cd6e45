import { definePlugin } from '../../src/plugin-api/define-plugin';
import { settingsSchema } from './settings';

/** One option; the customer's gender is the chosen option's key (SPEC 5). */
export default definePlugin({
  style: 'gender',
  answer: 'choice',
  singleChoice: true,
  customerField: 'gender',
  answersInstantly: true,
  labelling: 'group',
  limitsOptions: true,
  view: () => import('./View'),
  editor: {
    title: 'Gender',
    icon: 'M12 3a4 4 0 1 0 0 8 4 4 0 1 0 0-8zM4 21a8 8 0 0 1 16 0',
    settingsSchema,
  },
});
