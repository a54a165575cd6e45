// Issue #8 "Nothing lost": a server killed with SIGKILL in the middle of a submit storm loses no acknowledged
// feedback, and the clients' retries (same Idempotency-Key) store every unanswered one exactly once.
// scripts/soak.ts repeats the cycle many times (npm run soak).
import { afterEach, describe, expect, it } from 'vitest';
import { drivers } from '../server/harness';
import { killDuringSubmits, tallyStored, type KillCycle } from './kill-cycle';
import { createTestDatabase, type TestDatabase } from './test-database';

const CLIENTS = 50;
/** The kill comes once this many submits were acknowledged, so it lands while every client has one in flight. */
const ACKNOWLEDGED_BEFORE_KILL = 200;

describe.each(drivers)('SIGKILL during 50 concurrent submits on %s', { timeout: 120_000 }, (driver) => {
  let database: TestDatabase | undefined;
  let cycle: KillCycle | undefined;
  afterEach(async () => {
    await cycle?.server.kill();
    await database?.drop();
  });

  it('keeps every acknowledged feedback, and retries store each unanswered one exactly once', async () => {
    database = await createTestDatabase(driver);
    cycle = await killDuringSubmits(database, { clients: CLIENTS, killAfterAcknowledged: ACKNOWLEDGED_BEFORE_KILL, prefix: driver });
    const { acknowledged, retried } = cycle;
    expect(retried.size, 'the kill should land while submits are in flight').toBeGreaterThan(0);

    const tally = await tallyStored(database, new Map([...acknowledged, ...retried]));
    expect(tally.wrong).toEqual([]);
    expect(tally.duplicates).toBe(0);
    // Nothing stored that no client sent: every row is one of the acknowledged or retried submits.
    expect(tally.rows).toBe(acknowledged.size + retried.size);
    expect(cycle.refusals).toEqual([]);

    console.info(`[sigkill ${driver}] acknowledged before the kill: ${acknowledged.size}; unanswered, then retried and stored: ${retried.size} ` +
      `(of which the dead server had committed ${cycle.committedUnanswered}); rows: ${tally.rows}; duplicates: ${tally.duplicates}`);
  });
});
