import { performance } from 'node:perf_hooks';
import { EMPTY, Subject, defer, exhaustMap, expand, from, lastValueFrom, merge, mergeMap, takeUntil, timer, toArray, catchError, of } from 'rxjs';
import type { FastifyBaseLogger } from 'fastify';
import type { OwnerNotices } from '../context';
import { guardedPost, type Resolver } from '../services/guarded-post';
import type { ClaimedDelivery } from '../storage/webhook-repository';
import type { Storage } from '../storage/storage';
import { DISABLE_AFTER_MS, nextStep } from './retry-schedule';
import { signedHeaders } from './signature';

/** How often a worker looks for new events and due retries. */
const POLL_MS = 1_000;
/** Deliveries one worker sends at once. */
const CONCURRENCY = 8;
/** Events turned into deliveries, and deliveries taken, per pass. */
const BATCH = 100;
/** The first bytes of an answer kept in the delivery log, and the most of it ever read. */
const SNIPPET_CHARS = 1_000;
const MAX_RESPONSE_BYTES = 64 * 1024;

export interface WebhookWorkerOptions {
  storage: Storage;
  clock: () => number;
  log: FastifyBaseLogger;
  notices: OwnerNotices;
  settings: { allowPrivate: boolean; timeoutMs: number; retryBaseMs: number };
  /** Tests: name resolution, the jitter's randomness, and a shorter poll. */
  resolve?: Resolver;
  random?: () => number;
  pollMs?: number;
}

export interface WebhookWorker {
  /** One pass: dispatch new events, send what is due; resolves with how many deliveries it sent. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Sends the outbox's events to the endpoints (issue #20). A pass dispatches new events into deliveries and sends
 * the due ones, CONCURRENCY at a time; a pass that found work is followed by another at once, else the next poll
 * comes POLL_MS later. Passes never overlap in a process (exhaustMap); across processes on PostgreSQL each
 * delivery is taken by one worker (FOR UPDATE SKIP LOCKED, then a lease longer than any attempt can take).
 */
export function startWebhookWorker(options: WebhookWorkerOptions): WebhookWorker {
  const { storage, clock, log, notices, settings } = options;
  const random = options.random ?? Math.random;
  // The lease outlasts the attempt's timeout with room to record it, so a delivery is never sent twice at once; after
  // a crash, what the dead process held waits this long before another pass takes it.
  const leaseMs = settings.timeoutMs * 2 + 5_000;

  async function deliver(delivery: ClaimedDelivery): Promise<void> {
    const at = clock();
    const body = `{"type":${JSON.stringify(delivery.eventType)},"timestamp":${JSON.stringify(new Date(delivery.eventAt).toISOString())},"data":${delivery.eventData}}`;
    const started = performance.now();
    const outcome = await guardedPost(delivery.url, signedHeaders(delivery.eventId, Math.floor(at / 1000), body, delivery.secret), body, {
      allowPrivate: settings.allowPrivate, timeoutMs: settings.timeoutMs, maxResponseBytes: MAX_RESPONSE_BYTES, resolve: options.resolve,
    });
    const durationMs = Math.round(performance.now() - started);
    const step = nextStep(outcome, delivery.attempts, delivery.windowStartedAt ?? at, at, settings.retryBaseMs, random);
    const { disabled } = await storage.webhooks.recordAttempt(delivery, {
      at,
      statusCode: outcome.ok ? outcome.status : null,
      durationMs,
      error: outcome.ok ? null : outcome.message,
      responseSnippet: outcome.ok ? outcome.body.slice(0, SNIPPET_CHARS) : null,
    }, step, DISABLE_AFTER_MS);
    if (!disabled) return;
    log.warn({ endpointId: disabled.id }, 'a webhook endpoint failed for 3 days and was disabled');
    await storage.accounts.audit.add({
      at, actorId: null, actorName: 'Canvass', action: 'webhook.disabled', targetType: 'webhook', targetId: disabled.id,
      detail: { url: disabled.url, failing_since: new Date(disabled.failingSince ?? at).toISOString() },
    });
    await notices.webhookEndpointDisabled({ endpointId: disabled.id, url: disabled.url, ownerId: disabled.createdBy, failingSince: disabled.failingSince ?? at });
  }

  async function runOnce(): Promise<number> {
    const now = clock();
    await storage.webhooks.dispatch(now, BATCH);
    const claimed = await storage.webhooks.claimDue(now, leaseMs, BATCH);
    if (claimed.length === 0) return 0;
    await lastValueFrom(from(claimed).pipe(
      mergeMap((delivery) => defer(() => deliver(delivery)).pipe(catchError((error: unknown) => {
        // The lease runs out and another pass takes the delivery again.
        log.error({ err: error, deliveryId: delivery.id }, 'a webhook delivery could not be recorded');
        return of(undefined);
      })), CONCURRENCY),
      toArray(),
    ));
    return claimed.length;
  }

  const stopped = new Subject<void>();
  const pass = () => defer(runOnce).pipe(catchError((error: unknown) => {
    log.warn({ err: error }, 'a webhook pass failed; the next poll tries again');
    return of(0);
  }));
  let running: Promise<unknown> = Promise.resolve();
  const subscription = timer(0, options.pollMs ?? POLL_MS).pipe(
    exhaustMap(() => {
      const done = lastValueFrom(pass().pipe(expand((sent) => (sent > 0 ? pass() : EMPTY))), { defaultValue: 0 });
      running = done;
      return from(done);
    }),
    takeUntil(merge(stopped)),
  ).subscribe();

  return {
    runOnce,
    async stop() {
      stopped.next();
      subscription.unsubscribe();
      await running.catch(() => undefined);
    },
  };
}
