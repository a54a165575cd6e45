// One SIGKILL cycle, shared by sigkill-durability.test.ts (one cycle) and scripts/soak.ts (many): clients submit
// as fast as they can, the server is killed mid-run and started again on the same database, and every submit that
// got no answer is sent again under its key.
import { startServerProcess, type ServerProcess } from './server-process';
import { newLedger, retryUnanswered, submitUntilStopped } from './submit-clients';
import { countByMarker, markerOf, type TestDatabase } from './test-database';

export interface KillCycle {
  /** The server started after the kill; the caller stops it. */
  server: ServerProcess;
  /** Key to feedback id of the submits answered 2xx before the kill. */
  acknowledged: Map<string, string>;
  /** Key to feedback id of the unanswered submits, after their retry. */
  retried: Map<string, string>;
  /** Unanswered submits the dead server had committed anyway: their retry must find them, not store them again. */
  committedUnanswered: number;
  /** Statuses of non-2xx answers during the run (none expected). */
  refusals: number[];
}

/** `env`: settings both server processes start with (the webhook test's WEBHOOK_* settings). */
export async function killDuringSubmits(database: TestDatabase, options: { clients: number; killAfterAcknowledged: number; prefix: string; env?: Record<string, string> }): Promise<KillCycle> {
  const first = await startServerProcess({ dataDir: database.dataDir, databaseUrl: database.databaseUrl, env: options.env });
  const ledger = newLedger();
  let killed = false;
  const storm = submitUntilStopped(first.url, { clients: options.clients, prefix: options.prefix, ledger, stop: () => killed });
  for (const deadline = Date.now() + 60_000; ledger.acknowledged.size < options.killAfterAcknowledged; await new Promise((resolve) => setTimeout(resolve, 2))) {
    if (Date.now() > deadline) throw new Error(`only ${ledger.acknowledged.size} submits acknowledged in 60 s:\n${first.stderr()}`);
  }
  await first.kill();
  killed = true;
  await storm;

  const afterKill = countByMarker(await database.feedbacks());
  const committedUnanswered = [...ledger.unanswered].filter((key) => afterKill.has(key)).length;
  const server = await startServerProcess({ dataDir: database.dataDir, databaseUrl: database.databaseUrl, port: first.port, env: options.env });
  const retried = await retryUnanswered(server.url, ledger.unanswered);
  return { server, acknowledged: ledger.acknowledged, retried, committedUnanswered, refusals: ledger.refusals };
}

export interface Tally {
  /** Submits whose feedback is not stored exactly once under the id its answer gave: key, count, ids. */
  wrong: { key: string; count: number; storedId: string | undefined; answeredId: string }[];
  duplicates: number;
  rows: number;
}

/** Checks that each answered submit (before the kill or on retry) is stored exactly once, under the id it was given. */
export async function tallyStored(database: TestDatabase, answered: ReadonlyMap<string, string>): Promise<Tally> {
  const stored = await database.feedbacks();
  const counts = countByMarker(stored);
  const idOf = new Map(stored.map((feedback) => [markerOf(feedback), feedback.id]));
  const wrong = [...answered]
    .map(([key, answeredId]) => ({ key, count: counts.get(key) ?? 0, storedId: idOf.get(key), answeredId }))
    .filter((entry) => entry.count !== 1 || entry.storedId !== entry.answeredId);
  const duplicates = [...counts.values()].reduce((sum, n) => sum + n - 1, 0);
  return { wrong, duplicates, rows: stored.length };
}
