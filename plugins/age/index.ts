import { definePlugin, message, MESSAGE } from '../../src/plugin-api/define-plugin';

/** Age in years; the customer's birth year is the current year minus it (SPEC 5). */
export default definePlugin({
  style: 'age',
  answer: 'number',
  customerField: 'birth_year',
  // Whole years a person can have; limits set on the question (lowerlimit/upperlimit) apply on top.
  validate: (value) => (Number.isInteger(value) && value >= 0 && value <= 150 ? null : message(MESSAGE.generic)),
  labelling: 'control',
  view: () => import('./View'),
});
