import { AsYouType, getCountries, getCountryCallingCode, isSupportedCountry, type CountryCode } from 'libphonenumber-js';
import metadata from 'libphonenumber-js/min/metadata';
import { languageTag } from '../lib/language-tag';

export interface PhoneCountry {
  code: CountryCode;
  /** The country's name in the interface language, from the browser's own data (Intl.DisplayNames). */
  name: string;
  callingCode: string;
}

const lists = new Map<string, readonly PhoneCountry[]>();

/**
 * Every country libphonenumber-js knows, named in `language` and sorted as that language sorts, so no country name
 * is a string of ours to translate. Built once a language: about 245 names.
 */
export function phoneCountries(language: string): readonly PhoneCountry[] {
  const tag = languageTag(language);
  let list = lists.get(tag);
  if (!list) {
    const names = new Intl.DisplayNames([tag, 'en'], { type: 'region', fallback: 'code' });
    const collator = new Intl.Collator(tag);
    list = getCountries()
      .map((code) => ({ code, name: names.of(code) ?? code, callingCode: getCountryCallingCode(code) }))
      .sort((a, b) => collator.compare(a.name, b.name));
    lists.set(tag, list);
  }
  return list;
}

const supported = (region: string | undefined): CountryCode | undefined => {
  const upper = region?.toUpperCase();
  return upper && isSupportedCountry(upper) ? upper : undefined;
};

/** The region a language is most spoken in ("tr" → TR, "fr-ca" → CA, "ir" → IR), or undefined. */
function regionOfLanguage(language: string): CountryCode | undefined {
  try {
    return supported(new Intl.Locale(languageTag(language)).maximize().region);
  } catch {
    return undefined;
  }
}

/**
 * The country a phone field starts with: the node's country_code (SPEC 3.2), else the region of the visitor's
 * language, else the United States (libphonenumber's main country of +1, and a choice the respondent sees).
 */
export function defaultPhoneCountry(nodeCountry: string | undefined, language: string): CountryCode {
  return supported(nodeCountry) ?? regionOfLanguage(language) ?? 'US';
}

/**
 * The country the browser's languages point to for this interface language ("en" and navigator "en-GB" → GB), to
 * refine the default on the client when the node sets none; undefined when they say nothing more.
 */
export function browserPhoneCountry(language: string, browserLanguages: readonly string[]): CountryCode | undefined {
  const base = languageTag(language).split('-')[0];
  for (const tag of browserLanguages) {
    try {
      const locale = new Intl.Locale(tag);
      if (locale.language === base && locale.region) return supported(locale.region);
    } catch {
      continue;
    }
  }
  return undefined;
}

/** The main country of a calling code (+44 → GB, +1 → US, +7 → RU), as libphonenumber's metadata lists it first. */
function mainCountry(callingCode: string): CountryCode | undefined {
  return supported(metadata.country_calling_codes[callingCode]?.[0]);
}

/**
 * The country a number typed with "+" belongs to, or undefined while it names none (no "+", or too few digits for
 * a calling code). The current country is kept when it shares the typed code (+44 keeps Jersey; +1 keeps Canada).
 */
export function countryOfTyped(text: string, current: CountryCode | undefined): CountryCode | undefined {
  if (!text.trim().startsWith('+')) return undefined;
  const typing = new AsYouType();
  typing.input(text);
  const callingCode = typing.getCallingCode();
  if (!callingCode) return undefined;
  if (current && getCountryCallingCode(current) === callingCode) return current;
  return mainCountry(callingCode);
}

/**
 * Text typed with "+" given another country: its calling code becomes the country's ("+44 7911…" with Türkiye
 * chosen → "+90 7911…"); text without "+" is a local number and stays as it is.
 */
export function withCountryCode(text: string, country: CountryCode): string {
  const trimmed = text.trimStart();
  if (!trimmed.startsWith('+')) return text;
  const typing = new AsYouType();
  typing.input(trimmed);
  const old = typing.getCallingCode();
  return old ? `+${getCountryCallingCode(country)}${trimmed.slice(1 + old.length)}` : text;
}
