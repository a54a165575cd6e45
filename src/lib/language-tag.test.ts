import { describe, expect, it } from 'vitest';
import { INTERFACE_LANGUAGES } from '../i18n/languages';
import { languageTag } from './language-tag';

// BCP 47 as the SPEC 3.9 codes use it: a 2-3 letter language, then an optional script (4 letters) or region (2 letters).
const BCP47 = /^[a-z]{2,3}(-[a-z]{4})?(-[a-z]{2})?$/;
const ISO_639_1_OF_SPEC = new Set(['ar', 'az', 'bg', 'bn', 'bs', 'cs', 'da', 'de', 'el', 'en', 'es', 'et', 'fa', 'fi', 'fr', 'ga', 'he', 'hi', 'hr', 'hu', 'id', 'it', 'ja', 'kk', 'ko', 'lt', 'lv', 'mt', 'my', 'nl', 'no', 'pl', 'pt', 'ro', 'ru', 'sk', 'sl', 'sq', 'sr', 'sv', 'tr', 'uk', 'vi', 'zh']);

describe('languageTag', () => {
  it('lower-cases the code (SPEC 2.3)', () => {
    expect(languageTag('TR')).toBe('tr');
    expect(languageTag('zh-Hans')).toBe('zh-hans');
    expect(languageTag(' FR-CA ')).toBe('fr-ca');
  });

  it('writes the SPEC code ir (Persian) as its language tag fa', () => {
    expect(languageTag('ir')).toBe('fa');
    expect(languageTag('IR')).toBe('fa');
  });

  it('gives a valid language tag for every SPEC 3.9 interface language', () => {
    for (const code of INTERFACE_LANGUAGES) {
      const tag = languageTag(code);
      expect(tag, code).toMatch(BCP47);
      expect(ISO_639_1_OF_SPEC.has(tag.split('-')[0]!), code).toBe(true);
    }
  });
});
