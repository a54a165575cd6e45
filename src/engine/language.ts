import { DEFAULT_LANGUAGE } from '../lib/constants';
import type { FlowLanguage, LocalisedText } from '../types/schemas';

export interface LanguageChoice {
  /** The language of the widget that hosts the flow. */
  widget?: string | null;
  /** The `lang` address parameter. */
  requested?: string | null;
  /** The node's default_language_id. */
  nodeDefaultId?: number | null;
}

const byCode = (languages: readonly FlowLanguage[], code: string | null | undefined) =>
  code ? languages.find((l) => l.code.toLowerCase() === code.toLowerCase()) : undefined;

const byId = (languages: readonly FlowLanguage[], id: number | null | undefined) =>
  id === undefined || id === null ? undefined : languages.find((l) => l.id === id);

/**
 * SPEC 4.4: "Language is chosen in order from: the widget language, the given code, the node default, the flow
 * default, the first language." A candidate the flow does not offer is passed over.
 */
export function resolveLanguage(languages: readonly FlowLanguage[], flowDefaultId: number | undefined, choice: LanguageChoice): FlowLanguage {
  const first = languages[0];
  if (!first) throw new Error('A flow needs at least one language');
  return (
    byCode(languages, choice.widget) ??
    byCode(languages, choice.requested) ??
    byId(languages, choice.nodeDefaultId) ??
    byId(languages, flowDefaultId) ??
    // SPEC 3.9: "the default language for the flow is tr".
    byCode(languages, DEFAULT_LANGUAGE.flow) ??
    first
  );
}

export function findLanguage(languages: readonly FlowLanguage[], code: string): FlowLanguage | undefined {
  return byCode(languages, code);
}

/**
 * A localised text in the wanted language; failing that, in English, then in whatever language it has, so an
 * untranslated label still shows something rather than nothing.
 */
export function localise(text: LocalisedText | undefined, code: string): string {
  if (!text) return '';
  // An empty translation counts as missing: editors leave untranslated fields as "".
  const filled = Object.keys(text).filter((k) => text[k] !== '');
  const find = (wanted: string) => filled.find((k) => k.toLowerCase() === wanted);
  const key = find(code.toLowerCase()) ?? find('en') ?? filled[0];
  return key === undefined ? '' : text[key]!;
}
