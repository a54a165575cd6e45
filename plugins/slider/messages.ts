/** The slider style's interface strings in English (the fallback); translations are in src/i18n/locales. */
export const messages = {
  value: 'Value: {{value}}',
  notAnswered: 'Not answered yet: move the slider',
  clear: 'Clear answer',
};
