/** The agreement style's interface strings in English (the fallback); translations are in src/i18n/locales. */
export const messages = {
  agree: 'I agree',
  read: 'Read the contract',
  close: 'Close',
  contract: 'Contract',
  platformOnly: 'The contract text can only be viewed on the platform.',
};
