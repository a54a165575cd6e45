/** The ranking style's interface strings in English (the fallback); translations are in src/i18n/locales. */
export const messages = {
  up: 'Move {{item}} up',
  down: 'Move {{item}} down',
  moved: '{{item}} is now number {{position}} of {{count}}',
  keep: 'Keep this order',
  kept: 'This order is now your answer.',
  reset: 'Start again',
  cleared: 'Your ranking is cleared and the list is back in its first order.',
};
