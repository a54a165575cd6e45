/** The numeric style's interface strings in English (the fallback); translations are in src/i18n/locales. */
export const messages = {
  notANumber: 'Please type a number, for example 42 or 3.5.',
  notAWholeNumber: 'Please type a whole number, for example 42.',
};
