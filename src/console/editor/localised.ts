import type { LocalisedText } from '../../types/schemas';

/** The text in the editing language, or else in any language (marked as such by the caller), or ''. */
export function textIn(text: LocalisedText | undefined, language: string): { text: string; translated: boolean } {
  if (!text) return { text: '', translated: true };
  const exact = text[language];
  if (exact !== undefined && exact !== '') return { text: exact, translated: true };
  const other = Object.values(text).find((value) => value !== '');
  return { text: other ?? '', translated: other === undefined };
}

/** The localised text with the editing language's text set; removing the last text removes the object. */
export function withText(text: LocalisedText | undefined, language: string, value: string): LocalisedText | undefined {
  const next: LocalisedText = { ...text };
  if (value === '') delete next[language];
  else next[language] = value;
  return Object.keys(next).length > 0 ? next : undefined;
}
