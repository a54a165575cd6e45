import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KyselyPlugin, RootOperationNode, Transaction } from 'kysely';
import { openDatabase, type Database, type OpenedDatabase } from './database';
import { migrateToLatest } from './migrations';
import { reusableStatement } from './reusable-statement';
import { postgresTestDriver, sqliteTestDriver, type TestDriver } from './test-drivers';

const postgresUrl = process.env.TEST_DATABASE_URL;
const drivers: TestDriver[] = [sqliteTestDriver(), ...(postgresUrl ? [postgresTestDriver(postgresUrl)] : [])];

// Issue #19: a statement compiled once must still write each run's own values.
describe.each(drivers)('a statement compiled once on $name', (driver) => {
  let opened: OpenedDatabase;
  beforeAll(async () => {
    const options = await driver.fresh();
    opened = openDatabase(options.databaseUrl, { dataDir: options.dataDir });
    await migrateToLatest(opened.db, opened.driver);
  });
  afterAll(async () => {
    await opened.db.destroy();
    await driver.cleanup();
  });
  type Key = { key: string; feedback_id: string; created_at: number };
  /** Runs `work` in a transaction, answers the keys it wrote, and rolls it back (no feedback backs them). */
  const inRolledBack = async (work: (trx: Transaction<Database>) => Promise<void>): Promise<Key[]> => {
    let rows: Key[] = [];
    await opened.db.transaction().execute(async (trx) => {
      await work(trx);
      rows = (await trx.selectFrom('feedback_idempotency_keys').select(['key', 'feedback_id', 'created_at']).orderBy('key').execute())
        .map((row) => ({ ...row, created_at: Number(row.created_at) }));
      throw new Error('roll back');
    }).catch((error: Error) => expect(error.message).toBe('roll back'));
    return rows;
  };

  it('writes each run its own values', async () => {
    const claim = reusableStatement((db, key: string, feedbackId: string, at: number) =>
      db.insertInto('feedback_idempotency_keys').values({ key, feedback_id: feedbackId, created_at: at }));
    const written = await inRolledBack(async (trx) => {
      await claim(trx, 'key-a', 'f-1', 1);
      await claim(trx, 'key-b', 'f-2', 2);
      await claim(trx, 'key-c', 'f-3', 3);
    });
    expect(written).toEqual([{ key: 'key-a', feedback_id: 'f-1', created_at: 1 }, { key: 'key-b', feedback_id: 'f-2', created_at: 2 }, { key: 'key-c', feedback_id: 'f-3', created_at: 3 }]);
  });

  it('compiles again every time a statement holds a parameter of its own, and for a Kysely with plugins', async () => {
    // The feedback id and time are parameters of the statement but not values of the run: kept, the second run would
    // send one value for three placeholders.
    const claim = reusableStatement((db, key: string) => db.insertInto('feedback_idempotency_keys').values({ key, feedback_id: 'f-same', created_at: 7 }));
    expect(await inRolledBack(async (trx) => {
      await claim(trx, 'own-a');
      await claim(trx, 'own-b');
    })).toEqual([{ key: 'own-a', feedback_id: 'f-same', created_at: 7 }, { key: 'own-b', feedback_id: 'f-same', created_at: 7 }]);

    const seen: string[] = [];
    const recorder: KyselyPlugin = {
      transformQuery: ({ node }): RootOperationNode => (seen.push(node.kind), node),
      transformResult: async ({ result }) => result,
    };
    const read = reusableStatement((db, key: string) => db.selectFrom('feedback_idempotency_keys').select('key').where('key', '=', key));
    await read(opened.db, 'x');
    await read(opened.db.withPlugin(recorder), 'y');
    await read(opened.db.withPlugin(recorder), 'z');
    expect(seen).toEqual(['SelectQueryNode', 'SelectQueryNode']);
  });
});
