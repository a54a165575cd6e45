import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase } from './database';
import { migrateToLatest } from './migrations';
import { postgresTestDriver, sqliteTestDriver, type TestDriver } from './test-drivers';

const postgresUrl = process.env.TEST_DATABASE_URL;
const drivers: TestDriver[] = [sqliteTestDriver(), ...(postgresUrl ? [postgresTestDriver(postgresUrl)] : [])];
afterAll(async () => {
  for (const driver of drivers) await driver.cleanup();
});

// Issue #19: migration 0099 drops the (flow, created_at) index that (flow, created_at, id) made redundant; a flow's
// feedbacks by date still read through an index, and each new feedback pays one index entry less.
describe.each(drivers)('the feedbacks\' indexes on $name', (driver) => {
  it('keep one index led by flow and time, which a flow\'s feedbacks by date read through', async () => {
    const options = await driver.fresh();
    const { db, driver: kind } = openDatabase(options.databaseUrl, options);
    try {
      await migrateToLatest(db, kind);
      const names = kind === 'sqlite'
        ? (await sql<{ name: string }>`select name from pragma_index_list('feedbacks')`.execute(db)).rows.map((row) => row.name)
        : (await sql<{ name: string }>`select indexname as name from pg_indexes where tablename = 'feedbacks' and schemaname = current_schema()`.execute(db)).rows.map((row) => row.name);
      expect(names).toContain('feedbacks_flow_created_at_id');
      expect(names).not.toContain('feedbacks_flow_created_at');
      if (kind === 'sqlite') {
        const plan = await sql<{ detail: string }>`explain query plan select id from feedbacks where flow_id = 'flow-1' and created_at between 0 and 1000`.execute(db);
        expect(plan.rows.map((row) => row.detail).join(' ')).toContain('feedbacks_flow_created_at_id');
      }
    } finally {
      await db.destroy();
    }
  });
});
