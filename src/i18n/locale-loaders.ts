import type { InterfaceLanguage } from './languages';

type Strings = Record<string, unknown>;

/** One lazy chunk per language; Parcel needs the import paths written out. */
const LOADERS: Partial<Record<InterfaceLanguage, () => Promise<{ default: Strings }>>> = {
  tr: () => import('./locales/tr.json'),
};

export async function loadLocale(language: InterfaceLanguage): Promise<Strings | undefined> {
  const load = LOADERS[language];
  return load ? (await load()).default : undefined;
}
