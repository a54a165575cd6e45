import { readFileSync } from 'node:fs';
import path from 'node:path';
import { interfaceLanguageFor } from '../../i18n/languages';
import { runningFromSource } from '../runtime';

// The compiled server carries a copy of the locale files beside it (scripts/build-server.mjs).
const localesDir = runningFromSource ? path.resolve(import.meta.dirname, '../../i18n/locales') : path.resolve(import.meta.dirname, 'locales');
const loaded = new Map<string, Record<string, unknown>>();

/**
 * An interface string of the browser app's locale files, for the few texts the server hands out before any of the
 * app has loaded (the widget launcher's name on a host page). The language is resolved as in the browser (exact,
 * then its base, else English), so only known locale files are ever read.
 */
export function interfaceText(code: string, key: string): string {
  const language = interfaceLanguageFor(code);
  return lookup(strings(language), key) ?? lookup(strings('en'), key) ?? key;
}

function strings(language: string): Record<string, unknown> {
  let found = loaded.get(language);
  if (!found) {
    found = JSON.parse(readFileSync(path.join(localesDir, `${language}.json`), 'utf8')) as Record<string, unknown>;
    loaded.set(language, found);
  }
  return found;
}

function lookup(strings: Record<string, unknown>, key: string): string | undefined {
  const value = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), strings);
  return typeof value === 'string' ? value : undefined;
}
