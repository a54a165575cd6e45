import type { IncomingHttpHeaders } from 'node:http';

/** SPEC 7 identity headers, in their priority pairs, plus the X-WWID fallback. */
const IDENTITY_HEADERS = ['x-sdi', 'x-sci', 'x-edi', 'x-eci', 'x-ldi', 'x-lci', 'x-wdi', 'x-wci', 'x-pndi', 'x-pnci', 'x-wwid'] as const;

export function identityFromHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const identity: Record<string, string> = {};
  for (const name of IDENTITY_HEADERS) {
    const value = headers[name];
    if (typeof value === 'string' && value !== '') identity[name.slice(2)] = value.slice(0, 256);
  }
  return identity;
}
