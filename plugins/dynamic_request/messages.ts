/** The dynamic_request style's interface strings in English (the fallback); translations are in src/i18n/locales. */
export const messages = {
  lookUp: 'Look up',
  busy: 'Looking up…',
  failed: 'Your answer could not be validated, please check again.',
  done: 'Filled in from your answer.',
};
