/** The parts of a report (Sentry's event shape) the filter looks at. */
export interface FilterableReport {
  message?: string;
  exception?: { values?: { type?: string; value?: string; stacktrace?: { frames?: { filename?: string; abs_path?: string }[] } }[] };
}

/** SPEC 9 "noise messages": raised by browsers and extensions, never by a fault of ours a report could fix. */
const IGNORED_MESSAGES: readonly RegExp[] = [
  /ResizeObserver loop/i,
  /Non-Error promise rejection captured/i,
  /Non-Error exception captured/i,
  /^Script error\.?$/i,
  /top\.GLOBALS/,
  /instantSearchSDKJSBridgeClearHighlight/,
];

/** Code injected by browser extensions or the browser itself, not shipped by us. */
const EXTENSION_URL = /^(chrome|moz|safari|safari-web|ms-browser)-extension:|^(chrome|about|webkit-masked-url|edge):/i;

const messagesOf = (event: FilterableReport): string[] => [
  ...(event.message ? [event.message] : []),
  ...(event.exception?.values ?? []).flatMap((e) => [e.value ?? '', e.type && e.value ? `${e.type}: ${e.value}` : '']).filter(Boolean),
];

/** The innermost frame with a real address: where the error was thrown (Sentry's own allowUrls rule). */
function thrownAt(event: FilterableReport): string | undefined {
  const values = event.exception?.values ?? [];
  for (let v = values.length - 1; v >= 0; v--) {
    const frames = values[v]?.stacktrace?.frames ?? [];
    for (let f = frames.length - 1; f >= 0; f--) {
      const address = frames[f]?.abs_path ?? frames[f]?.filename;
      if (address && !/^(<anonymous>|\[native code\]|native)$/.test(address)) return address;
    }
  }
  return undefined;
}

/** A host ("canvass.example.com", subdomains included) or a URL prefix ("https://cdn.example.com/canvass/"). */
export function isAllowedUrl(url: string, allowUrls: readonly string[]): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return allowUrls.some((entry) => (entry.includes('://') ? url.startsWith(entry) : host === entry.toLowerCase() || host.endsWith(`.${entry.toLowerCase()}`)));
}

/**
 * SPEC 9: reports are restricted to the provider's own domains, with noise messages and third-party or extension
 * URLs ignored. An error thrown where no address is known (inline handlers, tests) is kept: it cannot be blamed on
 * someone else.
 */
export function shouldReport(event: FilterableReport, allowUrls: readonly string[]): boolean {
  if (messagesOf(event).some((message) => IGNORED_MESSAGES.some((noise) => noise.test(message)))) return false;
  const address = thrownAt(event);
  if (address === undefined) return true;
  if (EXTENSION_URL.test(address)) return false;
  if (/^https?:/i.test(address)) return isAllowedUrl(address, allowUrls);
  return true;
}
