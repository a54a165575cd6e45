import { definePlugin } from '../../src/plugin-api/define-plugin';
import { settingsForm } from '../../src/plugin-api/editor-fields';
import { verificationProblem } from './verification';

/** A phone number confirmed by an SMS code (SPEC 4.5); counts only once verified. */
export default definePlugin({
  style: 'phone_verification',
  answer: 'phone',
  customerField: 'phone_number',
  validate: verificationProblem,
  labelling: 'control',
  view: () => import('./View'),
  editor: {
    title: 'Verified phone number',
    icon: 'M7 2h10v20H7zM11 18h2M9.5 10l2 2 3.5-3.5',
    settingsSchema: settingsForm({}),
  },
});
