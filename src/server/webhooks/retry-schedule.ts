import type { PostOutcome } from '../services/guarded-post';
import type { DeliveryStep } from '../storage/webhook-repository';

/** Retries stop once the next one would come more than this after the first attempt (or the latest redeliver). */
export const RETRY_WINDOW_MS = 24 * 3_600_000;
/** An endpoint whose attempts have failed without a success for this long is disabled and its owner told. */
export const DISABLE_AFTER_MS = 3 * 24 * 3_600_000;
/** The longest wait between two attempts. */
const MAX_DELAY_MS = 2 * 3_600_000;

/** What is worth trying again: no answer (timeout, connection), a 5xx, and the two 4xx that mean "later" (408, 429). */
function isRetryable(outcome: PostOutcome): boolean {
  if (!outcome.ok) return outcome.reason === 'timeout' || outcome.reason === 'connection';
  return outcome.status >= 500 || outcome.status === 408 || outcome.status === 429;
}

const isSuccess = (outcome: PostOutcome): boolean => outcome.ok && outcome.status >= 200 && outcome.status < 300;

/**
 * After an attempt: delivered on a 2xx; on a retryable failure, again after base·2^(attempt−1) (at most 2 h),
 * of which a random half is jitter so a recovering receiver is not hit by every retry at once; given up on any
 * other answer (a 4xx, a refused address, a redirect) and once the next try would fall outside the 24 h window.
 */
export function nextStep(outcome: PostOutcome, attemptsBefore: number, windowStartedAt: number, now: number, baseMs: number, random: () => number): DeliveryStep {
  if (isSuccess(outcome)) return { status: 'delivered' };
  if (!isRetryable(outcome)) return { status: 'failed' };
  const delay = Math.min(baseMs * 2 ** Math.min(attemptsBefore, 30), MAX_DELAY_MS);
  const nextAttemptAt = now + Math.round(delay / 2 + (delay / 2) * random());
  return nextAttemptAt - windowStartedAt > RETRY_WINDOW_MS ? { status: 'failed' } : { status: 'pending', nextAttemptAt };
}
