/**
 * Left-to-right fragments inside text that may be laid out right to left (issue #7). In an Arabic, Hebrew or Persian
 * sentence the Unicode bidi algorithm reorders runs of digits separated by spaces: "اتصل على 0555 123 45 67" would
 * show its groups in reverse, "+90" would lose its plus to the far end, and a URL's trailing slash jumps to its
 * front. Such fragments are returned as their own segments for the screen to isolate with `dir="ltr"` (an element
 * with `dir` is bidi-isolated), which changes nothing in a left-to-right page.
 */
export interface TextSegment {
  text: string;
  /** A fragment that reads left to right in every language. */
  ltr: boolean;
}

const URL = String.raw`(?:https?:\/\/|www\.)[^\s<>"]+[^\s<>".,;:!?'")\]]`;
const EMAIL = String.raw`[\w.+-]+@[\w-]+(?:\.[\w-]+)+`;
// A plus, digits and the separators phone numbers, dates and codes use; counted below, so "12 / 40" stays text.
const NUMBER_GROUPS = String.raw`\+?\(?\d[\d \u00a0().\/-]*\d`;
const PERCENT = String.raw`\d+(?:[.,]\d+)?\u00a0?%`;
const FRAGMENT = new RegExp(`${URL}|${EMAIL}|${PERCENT}|${NUMBER_GROUPS}`, 'g');

/** Phone numbers and dates have at least 6 digits; fewer is a count or a score the bidi algorithm keeps as it is. */
const MIN_DIGITS_IN_GROUPS = 6;

const isFragment = (match: string) => !/^\+?\(?\d/.test(match) || match.endsWith('%') || (match.match(/\d/g)?.length ?? 0) >= MIN_DIGITS_IN_GROUPS;

/** `text` cut into plain segments and left-to-right fragments (URLs, e-mail addresses, phone numbers, dates, percentages). */
export function splitLeftToRight(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let from = 0;
  for (const match of text.matchAll(FRAGMENT)) {
    const fragment = match[0];
    if (!isFragment(fragment)) continue;
    if (match.index > from) segments.push({ text: text.slice(from, match.index), ltr: false });
    segments.push({ text: fragment, ltr: true });
    from = match.index + fragment.length;
  }
  if (from < text.length) segments.push({ text: text.slice(from), ltr: false });
  return segments;
}
