// Respondents' browsers as the submit queue drives them (src/flow/submit-queue.ts): each completed feedback is sent
// with an Idempotency-Key, and a submit that got no answer is sent again with the same key until one comes.
import { feedbackBody } from '../server/fixtures';

/** What the clients know about their submits: which were answered, and which are still waiting for an answer. */
export interface SubmitLedger {
  /** Idempotency-Key (also the feedback's marker) to the feedback id a 2xx answer gave. */
  acknowledged: Map<string, string>;
  /** Keys sent without an answer (connection lost) or answered with an error: the client still has to send them. */
  unanswered: Set<string>;
  /** Statuses of the non-2xx answers, to show what the server said. */
  refusals: number[];
}

export const newLedger = (): SubmitLedger => ({ acknowledged: new Map(), unanswered: new Set(), refusals: [] });

/** One completed feedback whose text answer is its key, so the stored row can be traced back to the submit. */
export function completedFeedback(key: string): unknown {
  return feedbackBody({ responses: [{ question_id: 'q-mood', option_id: 'o-good' }, { question_id: 'q-text', body: key }] });
}

type Outcome = { kind: 'stored'; id: string } | { kind: 'refused'; status: number } | { kind: 'no-answer' };

export async function submitOnce(url: string, key: string, timeoutMs = 10_000): Promise<Outcome> {
  try {
    const response = await fetch(`${url}/v1/feedbacks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-completed': 'true', 'idempotency-key': key },
      body: JSON.stringify(completedFeedback(key)),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    if (response.status >= 200 && response.status < 300) return { kind: 'stored', id: (JSON.parse(text) as { id: string }).id };
    return { kind: 'refused', status: response.status };
  } catch {
    return { kind: 'no-answer' };
  }
}

/**
 * `clients` loops submitting new feedbacks back to back until `stop()` says so or their connection fails (the
 * server died); a client whose submit got no answer keeps that key for later, as the browser's queue does.
 */
export async function submitUntilStopped(url: string, options: { clients: number; prefix: string; ledger: SubmitLedger; stop: () => boolean }): Promise<void> {
  const { ledger } = options;
  const client = async (id: number) => {
    for (let n = 0; !options.stop(); n++) {
      const key = `${options.prefix}-c${id}-${n}`;
      const outcome = await submitOnce(url, key);
      if (outcome.kind === 'stored') {
        ledger.acknowledged.set(key, outcome.id);
        continue;
      }
      ledger.unanswered.add(key);
      if (outcome.kind === 'refused') ledger.refusals.push(outcome.status);
      else return;
    }
  };
  await Promise.all(Array.from({ length: options.clients }, (_, id) => client(id)));
}

/** Sends each waiting key again (same key, same body) until it is stored; returns key to feedback id. */
export async function retryUnanswered(url: string, keys: Iterable<string>, attempts = 50): Promise<Map<string, string>> {
  const stored = new Map<string, string>();
  await Promise.all(
    [...keys].map(async (key) => {
      for (let attempt = 1; attempt <= attempts; attempt++) {
        const outcome = await submitOnce(url, key);
        if (outcome.kind === 'stored') return void stored.set(key, outcome.id);
        await new Promise((resolve) => setTimeout(resolve, Math.min(2000, 50 * attempt)));
      }
      throw new Error(`submit ${key} was not stored after ${attempts} attempts`);
    }),
  );
  return stored;
}
