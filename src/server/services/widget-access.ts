import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { isDomainAllowed } from '../../lib/domain';
import type { WidgetConfig } from '../../types/schemas';
import { ApiError } from '../api-error';
import { secretsEqual } from './tokens';

/** The host page's host, from Origin (CORS calls) or Referer (frame loads); undefined when neither is sent. */
function requestingHost(request: FastifyRequest): string | undefined {
  for (const value of [request.headers.origin, request.headers.referer]) {
    if (typeof value !== 'string' || value === 'null') continue;
    try {
      return new URL(value).host;
    } catch {
      // An unparsable header names no host.
    }
  }
  return undefined;
}

/**
 * SPEC 5/8 domain check of a widget call. `Origin: null` (a sandboxed frame, a file: page, a data: URL) names no
 * host that could be checked, so it is refused wherever a domain list applies rather than waved through.
 */
function hostAllowed(request: FastifyRequest, enabledDomains: readonly string[], productHosts: readonly string[]): boolean {
  if (enabledDomains.length === 0) return true;
  if (request.headers.origin === 'null') return false;
  const host = requestingHost(request);
  return host === undefined || isDomainAllowed(host, enabledDomains, productHosts);
}

/** The checks of every widget call: the host page's domain, then secure_mode's token. Throws the API's refusal. */
export function checkWidgetAccess(request: FastifyRequest, widget: WidgetConfig, securityToken: unknown, productHosts: readonly string[]): void {
  if (!hostAllowed(request, widget.enabled_domains ?? [], productHosts)) throw new ApiError(403, 'domain_not_allowed', 'Domain Not Allowed');
  if (widget.secure_mode && !secretsEqual(securityToken, widget.security_token)) {
    throw new ApiError(403, 'invalid_security_token', 'This widget needs a valid security token');
  }
}

/** What the provider's backend computes for a customer (SECURITY.md): hex HMAC-SHA256 of the id under the widget's secret. */
export function identityHash(secret: string, id: string): string {
  return createHmac('sha256', secret).update(id, 'utf8').digest('hex');
}

/** True when `hash` is the identity hash of the visit's external_id (or, without one, its user_id). */
export function identityVerified(widget: WidgetConfig, id: string | null, hash: unknown): boolean {
  if (!id || !widget.identity_secret || typeof hash !== 'string') return false;
  return secretsEqual(hash.toLowerCase(), identityHash(widget.identity_secret, id));
}

/** A widget configuration as a browser may see it: without its secrets. */
export function publicWidget(widget: WidgetConfig): Omit<WidgetConfig, 'security_token' | 'identity_secret'> {
  const { security_token: _token, identity_secret: _secret, ...visible } = widget;
  return visible;
}
