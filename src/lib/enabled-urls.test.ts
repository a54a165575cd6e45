import { describe, it, expect } from 'vitest';
import { enabledUrlVerdict, invalidPatterns, matchesEnabledUrls } from './enabled-urls';

// SPEC 4.6: "With enabled_urls set, visibility follows whether the current page address matches any pattern,
// case-insensitively." SPEC 3.1: enabled_urls is a "list of regex strings".
describe('matchesEnabledUrls', () => {
  const url = 'https://shop.example.com/Checkout/step-2?ref=mail';

  it('shows the widget on every page when the list is empty', () => {
    expect(matchesEnabledUrls(url, [])).toBe(true);
  });

  it('matches when any pattern matches', () => {
    expect(matchesEnabledUrls(url, ['/blog/', '/checkout/'])).toBe(true);
  });

  it('does not match when no pattern matches', () => {
    expect(matchesEnabledUrls(url, ['/blog/', '^http://'])).toBe(false);
  });

  it('compares case-insensitively', () => {
    expect(matchesEnabledUrls(url, ['CHECKOUT/STEP-\\d'])).toBe(true);
  });

  it('treats patterns as regexes, not plain text', () => {
    expect(matchesEnabledUrls(url, ['^https://[a-z]+\\.example\\.com/checkout'])).toBe(true);
    expect(matchesEnabledUrls('https://shopXexample.com/', ['shop.example.com'])).toBe(true);
    expect(matchesEnabledUrls('https://shopXexample.com/', ['shop\\.example\\.com'])).toBe(false);
  });

  it('lets anchors restrict a pattern to the whole address', () => {
    expect(matchesEnabledUrls(url, ['^https://shop\\.example\\.com/$'])).toBe(false);
    expect(matchesEnabledUrls('https://shop.example.com/', ['^https://shop\\.example\\.com/$'])).toBe(true);
  });

  it('never throws on an invalid pattern and lets it match nothing', () => {
    expect(() => matchesEnabledUrls(url, ['(checkout'])).not.toThrow();
    expect(matchesEnabledUrls(url, ['(checkout'])).toBe(false);
    expect(matchesEnabledUrls(url, ['(checkout', 'checkout'])).toBe(true);
  });

  it('ignores entries that are not strings', () => {
    const hostile = [null, 42, { source: '.*' }] as unknown as string[];
    expect(matchesEnabledUrls(url, hostile)).toBe(false);
  });

  it('matches every address with an empty pattern, as an empty regex does', () => {
    expect(matchesEnabledUrls(url, [''])).toBe(true);
  });
});

describe('invalidPatterns', () => {
  it('lists nothing for valid patterns', () => {
    expect(invalidPatterns(['^https://', '/checkout/', ''])).toEqual([]);
  });

  it('lists each invalid pattern with its index and a message', () => {
    const result = invalidPatterns(['ok', '(unclosed', '[z-a]', '*start']);
    expect(result.map((r) => [r.index, r.pattern])).toEqual([[1, '(unclosed'], [2, '[z-a]'], [3, '*start']]);
    for (const r of result) expect(r.message).not.toBe('');
  });

  it('reports non-string entries', () => {
    expect(invalidPatterns([7])).toEqual([{ index: 0, pattern: 7, message: 'Pattern is not a string' }]);
  });
});

describe('enabledUrlVerdict (the console\'s URL tester)', () => {
  it('names the first pattern that matched, skips an invalid one, and says when none did', () => {
    const url = 'https://shop.example.com/checkout';
    expect(enabledUrlVerdict(url, [])).toEqual({ shown: true, reason: 'no-patterns' });
    expect(enabledUrlVerdict(url, ['(', '/blog/', 'CHECKOUT', 'shop'])).toEqual({ shown: true, reason: 'matched', index: 2, pattern: 'CHECKOUT' });
    expect(enabledUrlVerdict(url, ['(', '/blog/'])).toEqual({ shown: false, reason: 'no-match' });
  });
});
