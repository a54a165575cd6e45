import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import { loadLocale } from './locale-loaders';
import { interfaceLanguageFor, textDirection } from './languages';
import { languageTag } from '../lib/language-tag';

/**
 * The one i18next instance of the browser app. English is bundled (the fallback); every other interface language
 * is a separate chunk loaded when chosen, so a respondent downloads one language.
 */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false }, // React escapes; double escaping would show &amp; to respondents.
  initAsync: false,
});

/**
 * A locale file holds the core strings and, under `plugins`, the built-in question styles' strings, so one chunk
 * carries a language whole; each style's strings go to its own namespace (see plugin-api/messages).
 */
function addLocale(language: string, { plugins, ...core }: Record<string, unknown>): void {
  i18n.addResourceBundle(language, 'translation', core, true, true);
  for (const [style, strings] of Object.entries((plugins ?? {}) as Record<string, Record<string, string>>)) {
    i18n.addResourceBundle(language, `plugin.${style}`, strings, true, true);
  }
}

/**
 * Fetches an interface language's strings without switching to it (a page starts this as soon as its address
 * names a language, so they travel with the page's own code); resolves with the interface language used for `code`.
 */
export async function preloadLanguage(code: string): Promise<string> {
  const language = interfaceLanguageFor(code);
  if (!i18n.hasResourceBundle(language, 'translation')) {
    const strings = await loadLocale(language);
    if (strings) addLocale(language, strings);
  }
  return language;
}

/**
 * Switches the interface language: loads its strings, then sets `lang` (lower-cased, SPEC 2.3; `ir` as `fa`) and `dir` on the
 * document so right-to-left languages lay out right to left.
 */
export async function setInterfaceLanguage(code: string, root: HTMLElement | undefined = globalThis.document?.documentElement): Promise<void> {
  const language = await preloadLanguage(code);
  await i18n.changeLanguage(language);
  if (root) {
    root.lang = languageTag(code);
    root.dir = textDirection(language);
  }
}
