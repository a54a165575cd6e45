import { describe, expect, it } from 'vitest';
import { nextStep, RETRY_WINDOW_MS } from './retry-schedule';

const BASE = 10_000;
const answered = (status: number) => ({ ok: true as const, status, body: '' });

describe('the webhook retry schedule (issue #20)', () => {
  it('is done on a 2xx and gives up at once on a 4xx, a redirect or a refused address', () => {
    expect(nextStep(answered(204), 0, 0, 0, BASE, () => 0.5)).toEqual({ status: 'delivered' });
    for (const status of [400, 401, 404, 410, 301]) expect(nextStep(answered(status), 0, 0, 0, BASE, () => 0.5)).toEqual({ status: 'failed' });
    expect(nextStep({ ok: false, reason: 'refused_address', message: '' }, 0, 0, 0, BASE, () => 0.5)).toEqual({ status: 'failed' });
  });

  it('tries again after timeouts, connection errors, 5xx, 408 and 429, waiting twice as long each time, with jitter', () => {
    const failures = [{ ok: false as const, reason: 'timeout' as const, message: '' }, { ok: false as const, reason: 'connection' as const, message: '' }, answered(500), answered(503), answered(408), answered(429)];
    for (const failure of failures) expect(nextStep(failure, 0, 0, 0, BASE, () => 1)).toEqual({ status: 'pending', nextAttemptAt: BASE });
    const waits = [0, 1, 2, 3].map((attempts) => (nextStep(answered(500), attempts, 0, 0, BASE, () => 1) as { nextAttemptAt: number }).nextAttemptAt);
    expect(waits).toEqual([BASE, 2 * BASE, 4 * BASE, 8 * BASE]);
    // The jitter takes up to half of the wait off, so retries of many deliveries spread out.
    expect(nextStep(answered(500), 3, 0, 0, BASE, () => 0)).toEqual({ status: 'pending', nextAttemptAt: 4 * BASE });
    // Never more than two hours apart.
    expect(nextStep(answered(500), 25, 0, 0, BASE, () => 1)).toEqual({ status: 'pending', nextAttemptAt: 2 * 3_600_000 });
  });

  it('keeps retrying for 24 hours after the first attempt and then gives up', () => {
    let now = 0;
    let attempts = 0;
    for (;;) {
      const step = nextStep(answered(502), attempts, 0, now, BASE, () => 1);
      if (step.status !== 'pending') break;
      now = step.nextAttemptAt;
      attempts += 1;
    }
    expect(now).toBeLessThanOrEqual(RETRY_WINDOW_MS);
    expect(now).toBeGreaterThan(RETRY_WINDOW_MS - 2 * 3_600_000);
    expect(attempts).toBeGreaterThan(15);
  });
});
