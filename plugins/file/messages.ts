import { uploadMessages } from '../../src/plugin-api/ui/upload-messages';

/** The file style's interface strings in English (the fallback); translations are in src/i18n/locales. */
export const messages = {
  choose: 'Choose an image or PDF',
  replace: 'Choose another file',
  ...uploadMessages,
};
