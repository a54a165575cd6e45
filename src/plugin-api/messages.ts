import { useContext } from 'react';
import { I18nContext, useTranslation } from 'react-i18next';
import { i18n } from '../i18n/i18n';

/** A plugin's own interface strings by language; English is required and is the fallback. */
export type PluginMessages<M extends Record<string, string>> = { en: M } & Partial<Record<string, Partial<M>>>;

const namespace = (style: string) => `plugin.${style}`;

/**
 * Registers a plugin's strings with i18next under its own namespace, so a style carries its texts in its own
 * folder (and chunk) and adding one touches no core locale file. The built-in styles register English only: their
 * translations travel in the language's locale chunk (`plugins.<style>` in src/i18n/locales/<lang>.json), so a
 * respondent fetches one file per language and translators work in one file per language. A third-party style may
 * pass its own translations here; they never overwrite strings already loaded from a locale file.
 */
export function registerPluginMessages<M extends Record<string, string>>(style: string, messages: PluginMessages<M>): void {
  for (const [language, strings] of Object.entries(messages)) {
    if (strings) i18n.addResourceBundle(language, namespace(style), strings, true, false);
  }
}

/**
 * `t` for a plugin's namespace, following the interface language: the provider's instance where there is one (the
 * editor's preview gives a clone that speaks the flow's language while the console keeps its own), else the app's.
 */
export function usePluginTranslation(style: string) {
  const provided = useContext(I18nContext)?.i18n;
  return useTranslation(namespace(style), { i18n: provided ?? i18n });
}
