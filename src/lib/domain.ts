// SPEC 5: "Domain check: the page host must equal or end with one of enabled_domains, or the product's own host,
// or the list must be empty; otherwise the error 'Domain Not Allowed' is raised."

const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/**
 * Reduces a host or a carelessly typed entry ("https://Shop.Example.com:8443/path", "*.example.com.") to a bare,
 * lower-case hostname ("shop.example.com"). The WHATWG URL parser does the lower-casing, punycode for
 * internationalised names, port and user-info removal, so we agree with what `location.hostname` reports.
 * Returns '' for anything that is not a host.
 */
export function normaliseHost(entry: string): string {
  let rest = entry.trim().replace(SCHEME, '').replace(/^\/\//, '');
  // A wildcard or leading dot means "this domain and its subdomains", which is what every entry means already.
  rest = rest.replace(/^\*?\./, '');
  if (rest === '') return '';
  let hostname: string;
  try {
    hostname = new URL(`http://${rest}`).hostname;
  } catch {
    return '';
  }
  return hostname.replace(/\.+$/, '');
}

function isIpLiteral(host: string): boolean {
  return host.startsWith('[') || IPV4.test(host);
}

/**
 * "Ends with" is read on a label boundary: `shop.example.com` ends with `example.com`, `evilexample.com` does not,
 * because a plain string suffix would let anyone register a look-alike domain. IP addresses only match exactly,
 * since `10.0.0.1` must not pass for `0.0.1`. No public-suffix list is consulted: an admin who enters a bare `com`
 * allows every .com site.
 */
export function hostMatches(host: string, allowed: string): boolean {
  if (host === '' || allowed === '') return false;
  if (host === allowed) return true;
  if (isIpLiteral(host) || isIpLiteral(allowed)) return false;
  return host.endsWith(`.${allowed}`);
}

/**
 * `host` may be `location.host` (a port is ignored) or `location.hostname`. Only a truly empty enabled_domains list
 * allows every host: an entry that normalises to nothing (a blank row, "https://") matches nothing, so a broken
 * configuration fails closed rather than opening the widget to every site.
 */
export function isDomainAllowed(
  host: string,
  enabledDomains: readonly string[],
  productHosts: readonly string[],
): boolean {
  if (enabledDomains.length === 0) return true;
  const pageHost = normaliseHost(host);
  const matches = (allowed: string) => hostMatches(pageHost, allowed);
  return normalisedList(enabledDomains).some(matches) || normalisedList(productHosts).some(matches);
}

/**
 * A list's entries normalised, once per list object: the server's read cache hands out one widget object (and so
 * one enabled_domains array) until the widget changes, and every widget call and frame checks its host (issue #21:
 * a URL parse per entry per request).
 */
function normalisedList(entries: readonly string[]): readonly string[] {
  let normalised = normalisedLists.get(entries);
  if (!normalised) normalisedLists.set(entries, (normalised = entries.map((entry) => (typeof entry === 'string' ? normaliseHost(entry) : ''))));
  return normalised;
}
const normalisedLists = new WeakMap<readonly string[], readonly string[]>();
