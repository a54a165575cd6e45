import { definePlugin, message, MESSAGE } from '../../src/plugin-api/define-plugin';
import { isCalendarDate } from './calendar-date';

/** A calendar date, stored as YYYY-MM-DD and shown as DD/MM/YYYY (SPEC 2.2). */
export default definePlugin({
  style: 'datepicker',
  answer: 'text',
  validate: (value) => (isCalendarDate(value) ? null : message(MESSAGE.generic)),
  labelling: 'control',
  view: () => import('./View'),
});
