import { DATE_FORMAT_PLACEHOLDER } from '../../src/plugin-api/helpers';

/** The datepicker style's interface strings in English (the fallback); translations are in src/i18n/locales. */
export const messages = {
  format: 'Format: {{format}}',
  placeholder: DATE_FORMAT_PLACEHOLDER,
  calendar: 'Open calendar',
};
