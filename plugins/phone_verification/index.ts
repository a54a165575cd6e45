import { definePlugin } from '../../src/plugin-api/define-plugin';
import { verificationProblem } from './verification';

/** A phone number confirmed by an SMS code (SPEC 4.5); counts only once verified. */
export default definePlugin({
  style: 'phone_verification',
  answer: 'phone',
  customerField: 'phone_number',
  validate: verificationProblem,
  labelling: 'control',
  view: () => import('./View'),
});
