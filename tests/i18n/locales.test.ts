import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = path.resolve(import.meta.dirname, '../../src/i18n/locales');
const read = (file: string) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, unknown>;

/** Flattens nested keys: { a: { b: 'x' } } → { 'a.b': 'x' }. */
function flatten(value: Record<string, unknown>, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, inner]) =>
      typeof inner === 'object' && inner !== null ? Object.entries(flatten(inner as Record<string, unknown>, `${prefix}${key}.`)) : [[`${prefix}${key}`, String(inner)]],
    ),
  );
}

/**
 * Texts that are the same in every language (brand names, codes, numbers). Everything else left equal to the
 * English is an untranslated string.
 */
const SAME_AS_ENGLISH = new Set(['errors.notFound', 'common.loading']);
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

const english = flatten(read('en.json'));
const locales = readdirSync(dir).filter((f) => f.endsWith('.json') && f !== 'en.json');

describe('interface languages (issue #7)', () => {
  it.each(locales)('%s has every English key and no other', (file) => {
    const strings = flatten(read(file));
    const keys = new Set(Object.keys(strings).map(base));
    const englishKeys = new Set(Object.keys(english).map(base));
    expect([...englishKeys].filter((k) => !keys.has(k)), 'missing keys').toEqual([]);
    expect([...keys].filter((k) => !englishKeys.has(k)), 'keys English does not have').toEqual([]);
  });

  it.each(locales)('%s translates every text and keeps its placeholders', (file) => {
    const strings = flatten(read(file));
    const untranslated = Object.entries(strings).filter(([key, text]) => english[key] === text && !SAME_AS_ENGLISH.has(base(key)) && /[A-Za-z]{3}/.test(text));
    expect(untranslated.map(([key]) => key), 'left in English').toEqual([]);
    for (const [key, text] of Object.entries(strings)) {
      const englishText = english[key] ?? english[`${base(key)}_other`] ?? english[base(key)];
      if (englishText !== undefined) expect(placeholders(text), `${file} ${key}`).toEqual(placeholders(englishText));
    }
  });
});
