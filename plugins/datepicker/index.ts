import { definePlugin, message, MESSAGE } from '../../src/plugin-api/define-plugin';
import { settingsForm } from '../../src/plugin-api/editor-fields';
import { isCalendarDate } from './calendar-date';

/** A calendar date, stored as YYYY-MM-DD and shown as DD/MM/YYYY (SPEC 2.2). */
export default definePlugin({
  style: 'datepicker',
  answer: 'text',
  validate: (value) => (isCalendarDate(value) ? null : message(MESSAGE.generic)),
  labelling: 'control',
  view: () => import('./View'),
  editor: {
    title: 'Date',
    icon: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4',
    // SPEC 2.2: the placeholder is the fixed DD/MM/YYYY, so nothing beyond every question's own fields.
    settingsSchema: settingsForm({}),
  },
});
