import { describe, it, expect } from 'vitest';
import { hostMatches, isDomainAllowed, normaliseHost } from './domain';

// SPEC 5: "Domain check: the page host must equal or end with one of enabled_domains, or the product's own host,
// or the list must be empty; otherwise the error 'Domain Not Allowed' is raised."
describe('isDomainAllowed', () => {
  const product = ['canvass.app'];

  it('allows every host when enabled_domains is empty', () => {
    expect(isDomainAllowed('anything.example', [], product)).toBe(true);
    expect(isDomainAllowed('', [], [])).toBe(true);
  });

  it('allows a host equal to an enabled domain', () => {
    expect(isDomainAllowed('example.com', ['example.com'], product)).toBe(true);
  });

  it('allows subdomains of an enabled domain', () => {
    expect(isDomainAllowed('shop.example.com', ['example.com'], product)).toBe(true);
    expect(isDomainAllowed('a.b.example.com', ['example.com'], product)).toBe(true);
  });

  it('does not let a look-alike domain pass on a plain string suffix', () => {
    expect(isDomainAllowed('evilexample.com', ['example.com'], product)).toBe(false);
    expect(isDomainAllowed('notexample.com', ['example.com'], product)).toBe(false);
  });

  it('does not allow the enabled domain used as a prefix of another domain', () => {
    expect(isDomainAllowed('example.com.evil.org', ['example.com'], product)).toBe(false);
    expect(isDomainAllowed('example.co', ['example.com'], product)).toBe(false);
  });

  it('does not allow a parent domain of an enabled subdomain', () => {
    expect(isDomainAllowed('example.com', ['shop.example.com'], product)).toBe(false);
  });

  it("allows the product's own host and its subdomains even when not listed", () => {
    expect(isDomainAllowed('canvass.app', ['example.com'], product)).toBe(true);
    expect(isDomainAllowed('eu.canvass.app', ['example.com'], product)).toBe(true);
    expect(isDomainAllowed('evilcanvass.app', ['example.com'], product)).toBe(false);
  });

  it('compares case-insensitively', () => {
    expect(isDomainAllowed('Shop.EXAMPLE.com', ['Example.Com'], product)).toBe(true);
  });

  it('ignores a port on the page host and on the entry', () => {
    expect(isDomainAllowed('example.com:8080', ['example.com'], product)).toBe(true);
    expect(isDomainAllowed('example.com', ['example.com:443'], product)).toBe(true);
  });

  it('ignores a trailing dot on either side', () => {
    expect(isDomainAllowed('example.com.', ['example.com'], product)).toBe(true);
    expect(isDomainAllowed('shop.example.com', ['example.com.'], product)).toBe(true);
  });

  it('normalises entries typed with a scheme, path, query or wildcard', () => {
    for (const entry of ['https://example.com/', 'http://example.com/shop?x=1', '//example.com', '*.example.com', ' example.com ']) {
      expect(isDomainAllowed('shop.example.com', [entry], product)).toBe(true);
    }
  });

  it('does not let user-info in an entry smuggle in another host', () => {
    expect(isDomainAllowed('example.com', ['https://example.com@evil.org/'], product)).toBe(false);
    expect(isDomainAllowed('evil.org', ['https://example.com@evil.org/'], product)).toBe(true);
  });

  it('fails closed when every entry is unusable', () => {
    expect(isDomainAllowed('example.com', [''], [])).toBe(false);
    expect(isDomainAllowed('example.com', ['https://', '   ', 'exa mple.com'], [])).toBe(false);
  });

  it('matches internationalised names typed in Unicode against the punycode host the browser reports', () => {
    expect(isDomainAllowed('xn--bcher-kva.de', ['bücher.de'], product)).toBe(true);
  });

  it('matches IP addresses only exactly', () => {
    expect(isDomainAllowed('10.0.0.1', ['10.0.0.1'], product)).toBe(true);
    expect(isDomainAllowed('10.0.0.1', ['0.0.1'], product)).toBe(false);
  });

  it('rejects an empty page host when a list is set', () => {
    expect(isDomainAllowed('', ['example.com'], product)).toBe(false);
  });
});

describe('normaliseHost', () => {
  it('reduces a full address to its lower-case hostname', () => {
    expect(normaliseHost('HTTPS://User:pw@Shop.Example.COM:8443/a/b?c#d')).toBe('shop.example.com');
  });

  it('returns an empty string for non-hosts', () => {
    expect(normaliseHost('')).toBe('');
    expect(normaliseHost('http://')).toBe('');
    expect(normaliseHost('exa mple.com')).toBe('');
  });
});

describe('hostMatches', () => {
  it('never matches empty names', () => {
    expect(hostMatches('', '')).toBe(false);
    expect(hostMatches('example.com', '')).toBe(false);
  });

  it('matches IPv6 literals only exactly', () => {
    expect(hostMatches('[::1]', '[::1]')).toBe(true);
    expect(hostMatches('a.[::1]', '[::1]')).toBe(false);
  });
});
