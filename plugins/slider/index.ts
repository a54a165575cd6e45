import { definePlugin } from '../../src/plugin-api/define-plugin';
import { settingsSchema, uiSchema } from './settings';

/** A value picked on a slider between min and max. */
export default definePlugin({
  style: 'slider',
  answer: 'number',
  labelling: 'control',
  view: () => import('./View'),
  editor: {
    title: 'Slider',
    icon: 'M3 12h6M15 12h6M12 9a3 3 0 1 0 0 6 3 3 0 1 0 0-6z',
    settingsSchema,
    uiSchema,
  },
});
