/** SPEC 3.9: the interface languages. */
export const INTERFACE_LANGUAGES = [
  'ar', 'az', 'bg', 'bn', 'bs', 'cs', 'da', 'de', 'el', 'en', 'es', 'et', 'fi', 'fr', 'ga', 'he', 'hi', 'hr', 'hu',
  'id', 'ir', 'it', 'ja', 'kk', 'ko', 'lt', 'lv', 'mt', 'my', 'nl', 'no', 'pl', 'pt', 'ro', 'ru', 'sk', 'sl', 'sq',
  'sr', 'sv', 'tr', 'uk', 'vi', 'zh-hans', 'zh-tw', 'fr-ca', 'es-es',
] as const;

export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

/** Written right to left; `ir` is the SPEC's code for Persian. */
const RIGHT_TO_LEFT = new Set(['ar', 'he', 'ir', 'fa']);

export const textDirection = (code: string): 'rtl' | 'ltr' => (RIGHT_TO_LEFT.has(code.toLowerCase().split('-')[0]!) ? 'rtl' : 'ltr');

/** The interface language for a flow language code: exact, then its base (fr-ca → fr), else English. */
export function interfaceLanguageFor(code: string): InterfaceLanguage {
  const lower = code.toLowerCase();
  if ((INTERFACE_LANGUAGES as readonly string[]).includes(lower)) return lower as InterfaceLanguage;
  if (lower === 'fa') return 'ir';
  const base = lower.split('-')[0]!;
  return (INTERFACE_LANGUAGES as readonly string[]).includes(base) ? (base as InterfaceLanguage) : 'en';
}
