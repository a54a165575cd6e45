import type { TFunction } from 'i18next';
import type { ApiFailure } from '../api/api-failure';

/** Error names of the API (src/server/api-error.ts) with a sentence of their own in the console's locales. */
const KNOWN = new Set([
  'network', 'sign_in_failed', 'account_locked', 'rate_limited', 'weak_password', 'email_taken', 'setup_link_invalid',
  'invitation_invalid', 'precondition_failed', 'last_owner', 'csrf_failed', 'forbidden', 'not_found', 'unavailable', 'invalid_request',
]);

/**
 * What to tell a person about a failed call, in their language. The API answers with a name (its `error`) that
 * picks the sentence; the API's own message is added only where it carries the reason (a weak password, a refused
 * value), since the console cannot know it.
 */
export function failureText(t: TFunction<'console'>, failure: ApiFailure): string {
  const minutes = Math.max(1, Math.ceil((failure.retryAfterSeconds ?? 60) / 60));
  if (failure.status === 429 && failure.code !== 'account_locked') return t('errors.rate_limited', { count: minutes });
  if (KNOWN.has(failure.code)) return t(`errors.${failure.code}`, { count: minutes, reason: failure.message });
  return t('errors.unexpected', { status: failure.status });
}
