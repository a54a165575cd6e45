import { describe, expect, it } from 'vitest';
import { browserPhoneCountry, countryOfTyped, defaultPhoneCountry, phoneCountries, withCountryCode } from './phone-country';

describe('phone countries', () => {
  it('names every country in the interface language, sorted as that language sorts', () => {
    const turkish = phoneCountries('tr');
    expect(turkish.find((c) => c.code === 'DE')).toEqual({ code: 'DE', name: 'Almanya', callingCode: '49' });
    expect(turkish.length).toBeGreaterThan(200);
    expect(turkish[0]!.name.localeCompare(turkish[1]!.name, 'tr')).toBeLessThanOrEqual(0);
    // The SPEC's "ir" is Persian.
    expect(phoneCountries('ir').find((c) => c.code === 'IR')?.name).toBe('ایران');
  });

  it("starts with the node's country, else the language's region (SPEC 3.2)", () => {
    expect(defaultPhoneCountry('de', 'tr')).toBe('DE');
    expect(defaultPhoneCountry(undefined, 'tr')).toBe('TR');
    expect(defaultPhoneCountry(undefined, 'fr-ca')).toBe('CA');
    expect(defaultPhoneCountry(undefined, 'ir')).toBe('IR');
    expect(defaultPhoneCountry('XX', 'ja')).toBe('JP');
  });

  it("takes the browser's region for the same language only", () => {
    expect(browserPhoneCountry('en', ['en-GB', 'en-US'])).toBe('GB');
    expect(browserPhoneCountry('en', ['de-DE', 'en'])).toBeUndefined();
  });

  it('picks the country of a calling code typed with "+", keeping a chosen country that shares it', () => {
    expect(countryOfTyped('+44 7911', 'TR')).toBe('GB');
    expect(countryOfTyped('+44 7911', 'JE')).toBe('JE');
    expect(countryOfTyped('+1 416', 'CA')).toBe('CA');
    expect(countryOfTyped('+1 212', 'TR')).toBe('US');
    expect(countryOfTyped('+', 'TR')).toBeUndefined();
    expect(countryOfTyped('0555', 'TR')).toBeUndefined();
  });

  it('rewrites the calling code of a "+" number to the chosen country, and leaves a local number alone', () => {
    expect(withCountryCode('+44 7911 123456', 'TR')).toBe('+90 7911 123456');
    expect(withCountryCode('0555 123', 'GB')).toBe('0555 123');
  });
});
