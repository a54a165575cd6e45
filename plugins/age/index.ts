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
    icon: 'M3 21h18M5 21v-9h14v9M5 16c2.3 1.6 4.7-1.6 7 0s4.7 1.6 7 0M12 12V8M12 4v1',
    // Limits outside 0 to 150 years would never apply: the style accepts no other age.
    settingsSchema: settingsForm(numberLimitFields(0, 150)),
  },
});
