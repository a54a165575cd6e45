import { LINK_TRUNCATE_LENGTH } from './constants';

// SPEC 5: "Messages are split into lines; links are auto-linked with text truncated to 25 characters, default
// protocol https, opening in a new tab, marked nofollow." These helpers return data; the screen renders it (with
// target=_blank and rel="nofollow noopener noreferrer") so no HTML string is ever built from a message.

export { isEmojiOnly } from './emoji';

export type MessageSegment = { kind: 'text'; text: string } | { kind: 'link'; href: string; text: string };
export type MessageLine = MessageSegment[];

// Characters a link may contain: no whitespace, no quotes or angle brackets, and no invisible bidi or zero-width
// controls that could make the shown text differ from the target.
const URL_CHAR = '[^\\s<>"`\\u200B-\\u200F\\u202A-\\u202E\\u2066-\\u2069]';
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]{0,61}[\\p{L}\\p{N}])?';
// A bare domain needs a known top-level part, so "node.js", "file.txt" and "e.g." stay text: the country codes
// that exist (linkify-it's generated list) plus the common generic ones.
const COUNTRY_TLD = 'a[cdefgilmnoqrstuwxz]|b[abdefghijmnorstvwyz]|c[acdfghiklmnoruvwxyz]|d[ejkmoz]|e[cegrstu]|'
  + 'f[ijkmor]|g[abdefghilmnpqrstuwy]|h[kmnrtu]|i[delmnoqrst]|j[emop]|k[eghimnprwyz]|l[abcikrstuvy]|'
  + 'm[acdeghklmnopqrstuvwxyz]|n[acefgilopruz]|om|p[aefghklmnrstwy]|qa|r[eosuw]|s[abcdeghijklmnortuvxyz]|'
  + 't[cdfghjklmnortvwz]|u[agksyz]|v[aceginu]|w[fs]|y[et]|z[amw]';
const GENERIC_TLD = 'com|net|org|edu|gov|mil|int|info|biz|name|pro|aero|asia|coop|museum|mobi|jobs|travel|app|dev|'
  + 'page|shop|store|online|site|tech|blog|cloud|xyz|email|link|live|news|website|space|digital|agency|company|global';
const BARE_TLD = `(?:${GENERIC_TLD}|${COUNTRY_TLD})(?![\\p{L}\\p{N}_-])`;
// Bounded repetitions (64-character local part, at most 10 labels before the top level) keep matching linear on
// hostile input such as "a.a.a.a..." thousands of characters long.
const DOMAIN = `(?:${LABEL}\\.){1,10}`;
const PORT_AND_PATH = `(?::\\d{1,5})?(?:[/?#]${URL_CHAR}*)?`;

const LINK = new RegExp([
  `(?<scheme>https?://${URL_CHAR}+)`,
  `(?<mailto>mailto:${URL_CHAR}+)`,
  `(?<email>[\\p{L}\\p{N}._%+-]{1,64}@${DOMAIN}\\p{L}{2,63})`,
  `(?<bare>${DOMAIN}${BARE_TLD}${PORT_AND_PATH})`,
].join('|'), 'giu');

// A link glued to a word, a path, another scheme or an invisible control ("javascript://example.com",
// "@example.com") is not a link.
const GLUED = /[\p{L}\p{N}_@./:\u200B-\u200F\u202A-\u202E\u2066-\u2069-]/u;
const TRAILING_PUNCTUATION = '.,;:!?\'"*';
const CLOSERS: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

/** Drops sentence punctuation and unbalanced closing brackets: "(see example.com/a_(b))." keeps "/a_(b)". */
function trimTrailing(candidate: string): string {
  const open: Record<string, number> = {};
  const close: Record<string, number> = {};
  for (const [closer, opener] of Object.entries(CLOSERS)) {
    open[opener] = count(candidate, opener);
    close[closer] = count(candidate, closer);
  }
  let end = candidate.length;
  for (;;) {
    const last = candidate[end - 1];
    if (last === undefined) break;
    const opener = CLOSERS[last];
    const unbalanced = opener !== undefined && (open[opener] ?? 0) < (close[last] ?? 0);
    if (!TRAILING_PUNCTUATION.includes(last) && !unbalanced) break;
    if (opener !== undefined) close[last] = (close[last] ?? 0) - 1;
    end -= 1;
  }
  return candidate.slice(0, end);
}

/** Only http, https (with a host) and mailto (with an address) targets are ever produced. */
export function isSafeHref(href: string): boolean {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return false;
  }
  if (url.protocol === 'http:' || url.protocol === 'https:') return url.hostname !== '';
  return url.protocol === 'mailto:' && url.pathname.includes('@');
}

/**
 * Shortens link text to at most `max` characters, the ellipsis included ("truncated to 25 characters" is read as
 * what the respondent sees), counting code points so an emoji is never cut in half.
 */
export function truncateLinkText(text: string, max: number = LINK_TRUNCATE_LENGTH): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, Math.max(0, max - 1)).join('')}…`;
}

function hrefFor(match: RegExpMatchArray, text: string): string {
  if (match.groups?.email !== undefined) return `mailto:${text}`;
  if (match.groups?.bare !== undefined) return `https://${text}`;
  return text;
}

function splitLine(line: string): MessageLine {
  const segments: MessageLine = [];
  let textStart = 0;
  for (const match of line.matchAll(LINK)) {
    const start = match.index ?? 0;
    const before = line[start - 1];
    if (before !== undefined && GLUED.test(before)) continue;
    const text = trimTrailing(match[0]);
    const href = hrefFor(match, text);
    if (!isSafeHref(href)) continue;
    if (start > textStart) segments.push({ kind: 'text', text: line.slice(textStart, start) });
    segments.push({ kind: 'link', href, text: truncateLinkText(text) });
    textStart = start + text.length;
  }
  if (textStart < line.length) segments.push({ kind: 'text', text: line.slice(textStart) });
  return segments;
}

/**
 * One entry per line (an empty line is an empty list, so blank lines survive); each line is text and links in
 * order. Bare domains get https://, bare e-mail addresses mailto:; anything else that looks like a link
 * (javascript:, data:, vbscript:) stays text.
 */
export function splitMessage(text: string): MessageLine[] {
  if (typeof text !== 'string') return [];
  return text.split(/\r\n|\r|\n/).map(splitLine);
}
