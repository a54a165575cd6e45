import { defer, from, map, catchError, of, Subject, type Observable } from 'rxjs';
import type { FeedbackCreated, FeedbackPayload } from '../types/schemas';
import { RequestError } from '../net/request';
import { STORE_KEYS, type KeyValueStore } from '../storage/local-store';
import { latestWhileBusy } from './latest-while-busy';

/** One feedback submit (SPEC 7 POST /v1/feedbacks). */
export interface SubmitJob {
  /** Idempotency-Key: a retry of this job never makes a second feedback. */
  key: string;
  nodeId: string;
  flowId: string;
  payload: FeedbackPayload;
  completed: boolean;
  /** Identity headers from the page address (SPEC 7). */
  headers: Record<string, string>;
}

export type SubmitOutcome =
  | { kind: 'sent'; job: SubmitJob; created: FeedbackCreated }
  /** The server refused it (4xx): retrying cannot help. `error.body` holds the server's code. */
  | { kind: 'refused'; job: SubmitJob; error: RequestError }
  /** Offline, timed out or the server failed: kept in FEEDBACK_QUEUE and sent later (completed jobs only). */
  | { kind: 'queued'; job: SubmitJob; error: Error }
  /** A newer job replaced it before it was sent (SPEC 7: only the latest waiting request is kept). */
  | { kind: 'superseded'; job: SubmitJob };

export type SendFeedback = (payload: FeedbackPayload, headers: Record<string, string>) => Promise<FeedbackCreated>;

/**
 * SPEC 3.6 incomplete-survey record. continuationToken is the secret the partial save returned: the server lets only
 * its holder continue the feedback (issue #25 finding 11). A record from before it existed is not continued.
 */
type IncompleteRecord = { feedbackId: string; nodeId: string; flowId: string; continuationToken?: string };

const recordKey = (job: SubmitJob) => `${job.nodeId}|${job.flowId}`;
const retryable = (error: unknown) => !(error instanceof RequestError) || error.kind !== 'http' || error.status >= 500 || error.status === 429;

/**
 * The serialised submit queue. Partial saves and the final submit go through one line; incomplete-survey
 * records (SPEC 3.6, 4.3) are read at send time so a completion always continues the partial feedback (X-FID).
 * A completed submit that cannot reach the server is marked created_offline and kept in local storage until
 * `flush` sends it, exactly once thanks to its idempotency key.
 */
export function createSubmitQueue(send: SendFeedback, store: KeyValueStore) {
  const jobs$ = new Subject<{ job: SubmitJob; done: (outcome: SubmitOutcome) => void }>();
  const records = () => store.get<Record<string, IncompleteRecord>>(STORE_KEYS.incompleteSurveys) ?? {};

  async function sendJob(job: SubmitJob): Promise<FeedbackCreated> {
    const record = records()[recordKey(job)];
    const continues = record?.continuationToken ? record : undefined;
    const headers: Record<string, string> = {
      ...job.headers,
      'X-COMPLETED': String(job.completed),
      'Idempotency-Key': job.key,
      ...(continues ? { 'X-FID': continues.feedbackId, 'X-Continuation-Token': continues.continuationToken! } : {}),
    };
    const created = await send(job.payload, headers);
    const all = records();
    if (!job.completed && !all[recordKey(job)]?.continuationToken && created.continuation_token) {
      all[recordKey(job)] = { feedbackId: created.id, nodeId: job.nodeId, flowId: job.flowId, continuationToken: created.continuation_token };
    }
    if (job.completed) delete all[recordKey(job)];
    store.set(STORE_KEYS.incompleteSurveys, all);
    return created;
  }

  function persist(job: SubmitJob): void {
    const queued = store.get<SubmitJob[]>(STORE_KEYS.feedbackQueue) ?? [];
    if (!queued.some((q) => q.key === job.key)) store.set(STORE_KEYS.feedbackQueue, [...queued, job]);
  }

  const attempt = (job: SubmitJob): Observable<SubmitOutcome> =>
    defer(() => from(sendJob(job))).pipe(
      map((created): SubmitOutcome => ({ kind: 'sent', job, created })),
      catchError((error: unknown) => {
        if (!retryable(error)) return of<SubmitOutcome>({ kind: 'refused', job, error: error as RequestError });
        if (!job.completed) return of<SubmitOutcome>({ kind: 'queued', job, error: error as Error });
        // SPEC 4.4 "Offline: the feedback is marked created_offline ... and saved for later sending."
        const offline = { ...job, payload: { ...job.payload, created_offline: true } };
        persist(offline);
        return of<SubmitOutcome>({ kind: 'queued', job: offline, error: error as Error });
      }),
    );

  jobs$
    .pipe(
      latestWhileBusy(
        ({ job, done }) => attempt(job).pipe(map((outcome) => ({ outcome, done }))),
        ({ job, done }) => done({ kind: 'superseded', job }),
      ),
    )
    .subscribe(({ outcome, done }) => done(outcome));

  let flushing: Promise<number> | null = null;

  return {
    /** Queues a job; resolves with what became of it. */
    submit(job: SubmitJob): Promise<SubmitOutcome> {
      return new Promise((resolve) => jobs$.next({ job, done: resolve }));
    },
    /** Feedbacks waiting in local storage to be sent. */
    pending: (): SubmitJob[] => store.get<SubmitJob[]>(STORE_KEYS.feedbackQueue) ?? [],
    /**
     * Sends the stored offline feedbacks one by one; each leaves the queue once the server accepted or refused
     * it. Resolves with how many were sent. Concurrent calls share one run.
     */
    flush(): Promise<number> {
      flushing ??= (async () => {
        let sent = 0;
        for (const job of store.get<SubmitJob[]>(STORE_KEYS.feedbackQueue) ?? []) {
          try {
            await sendJob(job);
            sent++;
          } catch (error) {
            if (retryable(error)) break;
          }
          store.set(STORE_KEYS.feedbackQueue, (store.get<SubmitJob[]>(STORE_KEYS.feedbackQueue) ?? []).filter((q) => q.key !== job.key));
        }
        return sent;
      })().finally(() => {
        flushing = null;
      });
      return flushing;
    },
  };
}

export type SubmitQueue = ReturnType<typeof createSubmitQueue>;
