import { definePlugin, message, MESSAGE } from '../../src/plugin-api/define-plugin';
import { numberLimitFields, settingsForm } from '../../src/plugin-api/editor-fields';

/** Age in years; the customer's birth year is the current year minus it (SPEC 5). */
export default definePlugin({
  style: 'age',
  answer: 'number',
  customerField: 'birth_year',
  // Whole years a person can have; limits set on the question (lowerlimit/upperlimit) apply on top.
  validate: (value) => (Number.isInteger(value) && value >= 0 && value <= 150 ? null : message(MESSAGE.generic)),
  labelling: 'control',
  view: () => import('./View'),
  editor: {
    title: 'Age',
    icon: 'M4 21v-8h16v8zM4 17c2.7 2 5.3-2 8 0s5.3 2 8 0M12 13V9M12 6v.01',
    // Limits outside 0 to 150 years would never apply: the style accepts no other age.
    settingsSchema: settingsForm(numberLimitFields(0, 150)),
  },
});
