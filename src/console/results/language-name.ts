/** A flow language by its own name, else by the name of its code in the console's language ("Türkçe", "Turkish"). */
export function languageName(language: { code: string; name?: string }, uiLanguage: string): string {
  if (language.name) return language.name;
  try {
    return new Intl.DisplayNames([uiLanguage], { type: 'language' }).of(language.code) ?? language.code;
  } catch {
    return language.code;
  }
}
