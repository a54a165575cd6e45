/** The numeric style's interface strings in English (the fallback); translations are in src/i18n/locales. */
export { numberInputMessages as messages } from '../../src/plugin-api/ui/number-input-messages';
