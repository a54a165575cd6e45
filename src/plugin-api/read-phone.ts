import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js';
import type { PhoneAnswer } from '../engine/answer-value';

/**
 * A typed phone number as the answer: E.164 when libphonenumber-js finds it valid, with the node's country as the
 * default region for numbers typed without "+"; otherwise the text as typed, marked invalid (SPEC 5 carries validity
 * with the number). Empty text is no answer. The default (min) metadata checks a number's length for its region,
 * not every digit pattern: the SMS step is what proves a number real.
 */
export function readPhone(text: string, countryCode: string | undefined): PhoneAnswer | null {
  const typed = text.trim();
  if (typed === '') return null;
  const region = countryCode?.toUpperCase();
  const parsed = parsePhoneNumberFromString(typed, region && isSupportedCountry(region) ? region : undefined);
  return parsed?.isValid() ? { number: parsed.number, isValid: true } : { number: typed, isValid: false };
}

/** A number as people read it ("+90 555 123 45 67"), for messages; text that is no number is shown as it is. */
export function displayPhone(number: string): string {
  return parsePhoneNumberFromString(number)?.formatInternational() ?? number;
}
