import type { InterfaceLanguage } from './languages';

type Strings = Record<string, unknown>;

/** One lazy chunk per language (English is bundled); Parcel needs the import paths written out. */
const LOADERS: Record<Exclude<InterfaceLanguage, 'en'>, () => Promise<{ default: Strings }>> = {
  ar: () => import('./locales/ar.json'),
  az: () => import('./locales/az.json'),
  bg: () => import('./locales/bg.json'),
  bn: () => import('./locales/bn.json'),
  bs: () => import('./locales/bs.json'),
  cs: () => import('./locales/cs.json'),
  da: () => import('./locales/da.json'),
  de: () => import('./locales/de.json'),
  el: () => import('./locales/el.json'),
  es: () => import('./locales/es.json'),
  et: () => import('./locales/et.json'),
  fi: () => import('./locales/fi.json'),
  fr: () => import('./locales/fr.json'),
  ga: () => import('./locales/ga.json'),
  he: () => import('./locales/he.json'),
  hi: () => import('./locales/hi.json'),
  hr: () => import('./locales/hr.json'),
  hu: () => import('./locales/hu.json'),
  id: () => import('./locales/id.json'),
  ir: () => import('./locales/ir.json'),
  it: () => import('./locales/it.json'),
  ja: () => import('./locales/ja.json'),
  kk: () => import('./locales/kk.json'),
  ko: () => import('./locales/ko.json'),
  lt: () => import('./locales/lt.json'),
  lv: () => import('./locales/lv.json'),
  mt: () => import('./locales/mt.json'),
  my: () => import('./locales/my.json'),
  nl: () => import('./locales/nl.json'),
  no: () => import('./locales/no.json'),
  pl: () => import('./locales/pl.json'),
  pt: () => import('./locales/pt.json'),
  ro: () => import('./locales/ro.json'),
  ru: () => import('./locales/ru.json'),
  sk: () => import('./locales/sk.json'),
  sl: () => import('./locales/sl.json'),
  sq: () => import('./locales/sq.json'),
  sr: () => import('./locales/sr.json'),
  sv: () => import('./locales/sv.json'),
  tr: () => import('./locales/tr.json'),
  uk: () => import('./locales/uk.json'),
  vi: () => import('./locales/vi.json'),
  'zh-hans': () => import('./locales/zh-hans.json'),
  'zh-tw': () => import('./locales/zh-tw.json'),
  'fr-ca': () => import('./locales/fr-ca.json'),
  'es-es': () => import('./locales/es-es.json'),
};

export async function loadLocale(language: InterfaceLanguage): Promise<Strings | undefined> {
  if (language === 'en') return undefined;
  // Node and Vite wrap a JSON module as { default }; Parcel's built chunk resolves to the object itself (issue #7:
  // without this every built page stayed in English while `lang` and `dir` changed). No locale has a `default` key.
  const loaded: Strings = await LOADERS[language]();
  return (loaded.default as Strings | undefined) ?? loaded;
}
