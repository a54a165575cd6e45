import { INTERFACE_LANGUAGES } from '../../../i18n/languages';
import type { Flow } from '../../../types/schemas';

/** The SPEC's codes that are not BCP 47 ones (SPEC 3.9 writes Persian as `ir`). */
const BCP47: Record<string, string> = { ir: 'fa', 'zh-hans': 'zh-Hans', 'zh-tw': 'zh-Hant-TW' };

/** A language's own name ("Türkçe", "Deutsch"), as flow.schema.json asks `languages[].name` to be. */
export function ownName(code: string): string {
  const tag = BCP47[code.toLowerCase()] ?? code;
  try {
    const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag);
    return name ? name.charAt(0).toLocaleUpperCase(tag) + name.slice(1) : code;
  } catch {
    return code;
  }
}

/** The interface languages (SPEC 3.9) the flow does not have yet: what "Add language" offers. */
export const addableLanguages = (flow: Flow): string[] =>
  INTERFACE_LANGUAGES.filter((code) => !flow.languages.some((l) => l.code.toLowerCase() === code));
