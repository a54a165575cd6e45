// `npm run soak`: the issue #8 reliability checks run longer than the test suite can afford.
//  1. SOAK_CYCLES (default 20) SIGKILL cycles per driver on one database: 50 clients submit, the server is killed
//     at a varying point, restarted, and the unanswered submits retried; at the end every answered submit must be
//     stored exactly once.
//  2. The fuzz suites with FUZZ_RUNS (default 20000) generated requests and documents.
//  3. The database outage suite with a 60 s outage (OUTAGE_MS).
// PostgreSQL runs when TEST_DATABASE_URL is set, as in the tests. Exits 1 on the first failure.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { drivers, type Driver } from '../tests/server/harness';
import { killDuringSubmits, tallyStored } from '../tests/reliability/kill-cycle';
import { createTestDatabase } from '../tests/reliability/test-database';

const ROOT = path.resolve(import.meta.dirname, '..');
const CYCLES = Number(process.env.SOAK_CYCLES ?? 20);
const FUZZ_RUNS = process.env.FUZZ_RUNS ?? '20000';
const OUTAGE_MS = process.env.OUTAGE_MS ?? '60000';

async function killCycles(driver: Driver): Promise<boolean> {
  const database = await createTestDatabase(driver);
  const answered = new Map<string, string>();
  let committedUnanswered = 0;
  let retried = 0;
  try {
    for (let cycle = 1; cycle <= CYCLES; cycle++) {
      // A different moment each cycle: after 50 to 500 acknowledged submits.
      const killAfterAcknowledged = 50 + ((cycle * 97) % 451);
      const run = await killDuringSubmits(database, { clients: 50, killAfterAcknowledged, prefix: `${driver}-${cycle}` });
      await run.server.kill();
      for (const [key, id] of [...run.acknowledged, ...run.retried]) answered.set(key, id);
      committedUnanswered += run.committedUnanswered;
      retried += run.retried.size;
      if (run.refusals.length > 0) console.log(`  cycle ${cycle}: refused answers ${JSON.stringify(run.refusals)}`);
      console.log(`  ${driver} cycle ${cycle}/${CYCLES}: acknowledged ${run.acknowledged.size}, retried ${run.retried.size} (committed before the kill ${run.committedUnanswered})`);
    }
    const tally = await tallyStored(database, answered);
    console.log(`${driver}: ${answered.size} answered submits over ${CYCLES} kills (${retried} retried, ${committedUnanswered} committed but unanswered); rows ${tally.rows}, duplicates ${tally.duplicates}, wrong ${tally.wrong.length}`);
    for (const wrong of tally.wrong.slice(0, 20)) console.log(`  ${JSON.stringify(wrong)}`);
    return tally.wrong.length === 0 && tally.duplicates === 0 && tally.rows === answered.size;
  } finally {
    await database.drop();
  }
}

function vitest(files: string[], env: Record<string, string>): boolean {
  console.log(`vitest ${files.join(' ')} ${JSON.stringify(env)}`);
  const result = spawnSync('npx', ['vitest', 'run', ...files], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

const steps: [string, () => Promise<boolean> | boolean][] = [
  ...drivers.map((driver): [string, () => Promise<boolean>] => [`SIGKILL cycles on ${driver}`, () => killCycles(driver)]),
  ['fuzzing', () => vitest(['tests/reliability/api-fuzz.test.ts', 'tests/reliability/document-fuzz.test.ts'], { FUZZ_RUNS })],
  ['long database outage', () => vitest(['tests/reliability/database-outage.test.ts'], { OUTAGE_MS })],
];

for (const [name, step] of steps) {
  console.log(`\n== ${name}`);
  if (!(await step())) {
    console.log(`\nsoak failed: ${name}`);
    process.exit(1);
  }
}
console.log('\nsoak passed');
