// Issue #19 "a test proves the two agree after ... a SIGKILL mid-batch": the server is killed while the group
// commit writes batches of concurrent submits (each batch saves its feedbacks and their rollup counts in one
// transaction), started again on the same database, and the counts it kept must equal what
// `canvass results rebuild` recounts from the stored feedbacks (the answer index too); every acknowledged feedback is
// stored.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createStorage } from '../../src/server/storage/create-storage';
import { drivers } from '../server/harness';
import { killDuringSubmits, tallyStored, type KillCycle } from './kill-cycle';
import { createTestDatabase, type TestDatabase } from './test-database';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The rollup rows and the answer index as the database holds them, read by a connection of the test's own. */
async function rollupRows(database: TestDatabase) {
  const storage = await createStorage({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
  try {
    return { counts: await storage.results.rows(), answerSets: await storage.results.answerSetRows() };
  } finally {
    await storage.close();
  }
}

/** `npm run canvass -- results rebuild` on the database, as an operator runs it. */
async function rebuildWithCli(database: TestDatabase): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli.ts', 'results', 'rebuild'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl ?? '', LOG_LEVEL: 'fatal' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`results rebuild exited with ${code}:\n${output}`);
  return output;
}

describe.each(drivers)('results rollups after a SIGKILL during the group commit on %s', { timeout: 180_000 }, (driver) => {
  let database: TestDatabase | undefined;
  let cycle: KillCycle | undefined;
  afterEach(async () => {
    await cycle?.server.kill();
    await database?.drop();
  });

  it('keeps the counts a rebuild makes, and every acknowledged feedback', async () => {
    database = await createTestDatabase(driver);
    cycle = await killDuringSubmits(database, { clients: 40, killAfterAcknowledged: 150, prefix: `rollups-${driver}` });
    expect(cycle.retried.size, 'the kill should land while submits are in flight').toBeGreaterThan(0);
    // The restarted server is stopped before reading: nothing writes while the two counts are taken.
    await cycle.server.stop();

    const tally = await tallyStored(database, new Map([...cycle.acknowledged, ...cycle.retried]));
    expect(tally.wrong).toEqual([]);
    expect(tally.rows).toBe(cycle.acknowledged.size + cycle.retried.size);

    const kept = await rollupRows(database);
    const feedbacksCounted = kept.counts.filter((row) => row.question_id === '$feedbacks').reduce((sum, row) => sum + row.count, 0);
    expect(feedbacksCounted).toBe(tally.rows);
    // The answer index (one set per feedback) was written in the same batches: one row per stored feedback.
    expect(kept.answerSets.length).toBe(tally.rows);
    expect(await rebuildWithCli(database)).toContain(`recounted the rollups of ${tally.rows} feedbacks`);
    expect(await rollupRows(database)).toEqual(kept);

    console.info(`[rollups sigkill ${driver}] acknowledged before the kill: ${cycle.acknowledged.size}; retried: ${cycle.retried.size} ` +
      `(committed by the dead server: ${cycle.committedUnanswered}); rollup rows: ${kept.counts.length}`);
  });
});
