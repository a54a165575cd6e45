import { interfaceLanguageFor, INTERFACE_LANGUAGES, type InterfaceLanguage } from '../../i18n/languages';

/** Browser tags whose interface language is not their base subtag. */
const ALIASES: Record<string, InterfaceLanguage> = { zh: 'zh-hans', 'zh-cn': 'zh-hans', 'zh-sg': 'zh-hans', 'zh-hant': 'zh-tw', 'zh-hk': 'zh-tw', 'zh-mo': 'zh-tw', nb: 'no', nn: 'no', fa: 'ir' };

/** The interface language of a tag, or null when we have none for it (interfaceLanguageFor would say English). */
function known(tag: string): InterfaceLanguage | null {
  const lower = tag.toLowerCase();
  if ((INTERFACE_LANGUAGES as readonly string[]).includes(lower)) return lower as InterfaceLanguage;
  const alias = ALIASES[lower] ?? ALIASES[lower.split('-').slice(0, 2).join('-')] ?? ALIASES[lower.split('-')[0]!];
  if (alias) return alias;
  const language = interfaceLanguageFor(lower);
  return language !== 'en' || lower.split('-')[0] === 'en' ? language : null;
}

/**
 * The browser's language for a page the server writes itself (the 404 page): the Accept-Language entries by
 * weight, then order, the first one we have, else English.
 */
export function acceptedLanguage(header: string | undefined): InterfaceLanguage {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const q = weight === undefined ? 1 : Number(weight.slice(2));
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const language = known(tag);
    if (language) return language;
  }
  return 'en';
}
