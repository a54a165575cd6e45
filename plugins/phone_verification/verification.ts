import { message, MESSAGE, type PhoneAnswer, type ValidationMessage } from '../../src/plugin-api/define-plugin';

/**
 * SPEC 5: "Phone verification: needs a valid number and address, else the answer is marked invalid; code entry
 * needs a token, else a required error", and a refused code shows the SMS message. Until the server confirmed
 * the code, the answer holds the respondent back with the generic message.
 */
export function verificationProblem(value: PhoneAnswer): ValidationMessage | null {
  if (!value.isValid) return message(MESSAGE.phone);
  if (value.verified === true) return null;
  if (value.verified === false) return message(MESSAGE.smsCode);
  if (value.verificationId !== undefined && !value.token?.trim()) return message(MESSAGE.required);
  return message(MESSAGE.generic);
}
