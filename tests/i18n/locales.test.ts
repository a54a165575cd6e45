import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INTERFACE_LANGUAGES } from '../../src/i18n/languages';

const root = path.resolve(import.meta.dirname, '../..');
const localeDir = path.join(root, 'src/i18n/locales');
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

/** Flattens nested keys: { a: { b: 'x' } } → { 'a.b': 'x' }. */
function flatten(value: Record<string, unknown>, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, inner]) =>
      typeof inner === 'object' && inner !== null ? Object.entries(flatten(inner as Record<string, unknown>, `${prefix}${key}.`)) : [[`${prefix}${key}`, String(inner)]],
    ),
  );
}

/**
 * The English reference: the core strings plus each built-in style's own English (plugins/<style>/messages.ts),
 * which a locale file translates under `plugins.<style>`.
 */
async function englishStrings(): Promise<Record<string, string>> {
  const plugins: Record<string, unknown> = {};
  for (const style of readdirSync(path.join(root, 'plugins'))) {
    const file = path.join(root, 'plugins', style, 'messages.ts');
    try {
      readFileSync(file);
    } catch {
      continue;
    }
    plugins[style] = ((await import(file)) as { messages: Record<string, string> }).messages;
  }
  return flatten({ ...read(path.join(localeDir, 'en.json')), plugins });
}

/**
 * Texts that may stay as in English: brand names, codes, numbers and formats. Everything else left equal to the
 * English is an untranslated string.
 */
const SAME_AS_ENGLISH = new Set(['errors.notFound', 'common.loading', 'plugins.datepicker.placeholder', 'plugins.file.percent']);
const PLURAL = /_(zero|one|two|few|many|other)$/;
const base = (key: string) => key.replace(PLURAL, '');
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]))].sort();
/** i18next's locale code for a SPEC language code (`ir` is the SPEC's code for Persian). */
const pluralLocale = (language: string) => (language === 'ir' ? 'fa' : language);

const english = await englishStrings();
const englishKeys = new Set(Object.keys(english).map(base));
const pluralKeys = [...new Set(Object.keys(english).filter((key) => PLURAL.test(key)).map(base))];
const locales = INTERFACE_LANGUAGES.filter((language) => language !== 'en');

describe('interface languages (issue #7)', () => {
  it('has a locale file for every interface language of SPEC 3.9 and no other', () => {
    const files = readdirSync(localeDir).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, ''));
    expect(files.sort()).toEqual([...INTERFACE_LANGUAGES].sort());
  });

  it('loads every language as its own chunk', () => {
    const loaders = readFileSync(path.join(root, 'src/i18n/locale-loaders.ts'), 'utf8');
    const missing = locales.filter((language) => !loaders.includes(`import('./locales/${language}.json')`));
    expect(missing).toEqual([]);
  });

  describe.each(locales)('%s', (language) => {
    const stringsOf = () => flatten(read(path.join(localeDir, `${language}.json`)));

    it('has every English key and no other', () => {
      const strings = stringsOf();
      const keys = new Set(Object.keys(strings).map(base));
      expect([...englishKeys].filter((k) => !keys.has(k)), 'missing keys').toEqual([]);
      expect([...keys].filter((k) => !englishKeys.has(k)), 'keys English does not have').toEqual([]);
    });

    it('translates every text and keeps its placeholders', () => {
      const strings = stringsOf();
      const untranslated = Object.entries(strings).filter(([key, text]) => english[key] === text && !SAME_AS_ENGLISH.has(base(key)) && /\p{L}{3}/u.test(text.replace(/\{\{[^}]*\}\}/g, '')));
      expect(untranslated.map(([key]) => key), 'left in English').toEqual([]);
      for (const [key, text] of Object.entries(strings)) {
        const englishText = english[key] ?? english[`${base(key)}_other`] ?? english[base(key)];
        if (englishText !== undefined) expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(englishText));
      }
    });

    it("has each plural form the language's plural rules ask for", () => {
      const strings = stringsOf();
      const categories = new Intl.PluralRules(pluralLocale(language)).resolvedOptions().pluralCategories;
      const missing = pluralKeys.flatMap((key) => categories.filter((category) => !(`${key}_${category}` in strings)).map((category) => `${key}_${category}`));
      expect(missing).toEqual([]);
    });
  });
});
