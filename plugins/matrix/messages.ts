/** The matrix style's interface strings in English (the fallback); translations are in src/i18n/locales. */
export const messages = {
  most: 'Most',
  least: 'Least',
  clear: 'Clear answers',
  cleared: 'Answers cleared.',
  rowCleared: 'Answer for “{{statement}}” cleared.',
  taken: '“{{statement}}” is no longer marked “{{column}}”.',
};
