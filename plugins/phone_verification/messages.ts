/** The phone_verification style's interface strings in English (the fallback); translations are in src/i18n/locales. */
export const messages = {
  send: 'Send code',
  sending: 'Sending the code…',
  sent: 'We sent a code to {{number}}.',
  sentAgain: 'We sent a new code to {{number}}.',
  sendFailed: 'The code could not be sent. Please try again.',
  enterNumber: 'Please type your phone number first.',
  code: 'Code from the SMS',
  codeHint: '6 digits',
  enterCode: 'Please type the 6-digit code from the SMS.',
  verify: 'Verify',
  verifying: 'Checking the code…',
  verifyFailed: 'The code could not be checked. Please try again.',
  verified: '{{number}} is verified.',
  again: 'Send again',
  change: 'Change number',
};
