import { definePlugin } from '../../src/plugin-api/define-plugin';
import { numberLimitFields, settingsForm } from '../../src/plugin-api/editor-fields';

/** A number, within lowerlimit and upperlimit when set. */
export default definePlugin({
  style: 'numeric',
  answer: 'number',
  labelling: 'control',
  view: () => import('./View'),
  editor: {
    title: 'Number',
    icon: 'M5 8l2-2v12M5 18h4M12 8a2.5 2.5 0 0 1 5 0c0 3-5 5-5 10h5',
    settingsSchema: settingsForm(numberLimitFields()),
  },
});
