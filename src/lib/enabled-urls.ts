// SPEC 3.1: enabled_urls is a "list of regex strings". SPEC 4.6: "With enabled_urls set, visibility follows whether
// the current page address matches any pattern, case-insensitively."

export interface InvalidPattern {
  index: number;
  pattern: unknown;
  message: string;
}

// Only the `i` flag: admins write patterns for plain JavaScript regexes, and the `u` flag would reject some of
// them (e.g. `\-` outside a class).
const FLAGS = 'i';

function compile(pattern: unknown): RegExp | Error {
  if (typeof pattern !== 'string') return new Error('Pattern is not a string');
  try {
    return new RegExp(pattern, FLAGS);
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/**
 * Whether a pattern, compiled as `compile` does, matches the address; one that does not compile matches nothing.
 * Written apart from `compile` because the loader needs only this (issue #21: it stays within 5 KB gzip), not the
 * engine's message that `compile` keeps for the console.
 */
function matches(pattern: unknown, url: string): boolean {
  try {
    return typeof pattern === 'string' && new RegExp(pattern, FLAGS).test(url);
  } catch {
    return false;
  }
}

/** Why a page address shows the widget or not: the first pattern that matched, or that none did. */
export type EnabledUrlVerdict =
  | { shown: true; reason: 'no-patterns' }
  | { shown: true; reason: 'matched'; index: number; pattern: string }
  | { shown: false; reason: 'no-match' };

/**
 * An empty list shows the widget on every page. A pattern matches anywhere in the address unless the admin anchors
 * it, and an empty pattern, like an empty regex, matches every address. An invalid pattern matches nothing and
 * never throws, so one typo hides the widget on the pages it meant to cover rather than breaking every page. The
 * console's URL tester reads the same verdict, so what it says is what the loader does.
 */
export function enabledUrlVerdict(url: string, patterns: readonly string[]): EnabledUrlVerdict {
  if (patterns.length === 0) return { shown: true, reason: 'no-patterns' };
  const index = patterns.findIndex((pattern) => matches(pattern, url));
  return index < 0 ? { shown: false, reason: 'no-match' } : { shown: true, reason: 'matched', index, pattern: patterns[index]! };
}

/** enabledUrlVerdict's `shown`, on its own: the loader needs only this, and stays small without the verdicts. */
export const matchesEnabledUrls = (url: string, patterns: readonly string[]): boolean =>
  patterns.length === 0 || patterns.some((pattern) => matches(pattern, url));

/** The patterns `matchesEnabledUrls` ignores, with their position and the engine's message, for admins to fix. */
export function invalidPatterns(patterns: readonly unknown[]): InvalidPattern[] {
  return patterns.flatMap((pattern, index) => {
    const regex = compile(pattern);
    return regex instanceof RegExp ? [] : [{ index, pattern, message: regex.message }];
  });
}
