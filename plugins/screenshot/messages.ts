/** The screenshot style's interface strings in English (the fallback); translations are in src/i18n/locales. */
export const messages = {
  take: 'Take a screenshot',
  retake: 'Take another screenshot',
  taking: 'Taking the screenshot…',
  preview: 'Your screenshot of this page',
  failed: 'The screenshot could not be taken. Please try again.',
};
