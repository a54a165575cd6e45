/** The star style's interface strings in English (the fallback); translations are in src/i18n/locales. */
export const messages = {
  star_one: '{{count}} star',
  star_other: '{{count}} stars',
};
