import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { openDatabase, type OpenedDatabase } from './database';
import { postgresTestDriver } from './test-drivers';

const postgresUrl = process.env.TEST_DATABASE_URL;

/** The statements prepared on the connection `db` runs on (one connection: Kysely's `connection()`). */
const preparedOn = async (db: Kysely<unknown>) =>
  (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db)).rows.map((row) => row.statement);

// Issues #19 and #21: the writes a connection sends again and again are prepared there once (prepared-statements.ts).
describe.skipIf(!postgresUrl)('prepared recurring writes on PostgreSQL', () => {
  const driver = postgresTestDriver(postgresUrl!);
  let prepared: OpenedDatabase;
  let unprepared: OpenedDatabase;
  beforeAll(async () => {
    const { databaseUrl, dataDir } = await driver.fresh();
    prepared = openDatabase(databaseUrl, { dataDir });
    unprepared = openDatabase(databaseUrl, { dataDir, preparedStatements: false });
    await sql`create table notes (id integer primary key, body text not null)`.execute(prepared.db);
  });
  afterAll(async () => {
    await prepared.db.destroy();
    await unprepared.db.destroy();
    await driver.cleanup();
  });
  const db = (opened: OpenedDatabase) => opened.db as unknown as Kysely<unknown>;

  it('prepares an insert sent a third time, and every insert still writes its own row', async () => {
    await db(prepared).connection().execute(async (connection) => {
      for (let id = 1; id <= 6; id++) await sql`insert into notes (id, body) values (${id}, ${`note ${id}`})`.execute(connection);
      expect((await preparedOn(connection)).filter((statement) => statement.startsWith('insert into notes'))).toEqual(['insert into notes (id, body) values ($1, $2)']);
    });
    const rows = await sql<{ id: number; body: string }>`select id, body from notes where id <= 6 order by id`.execute(db(prepared));
    expect(rows.rows).toEqual([1, 2, 3, 4, 5, 6].map((id) => ({ id, body: `note ${id}` })));
  });

  it('leaves reads and `returning *` unprepared, so a column added later shows in their answers', async () => {
    await db(prepared).connection().execute(async (connection) => {
      for (let id = 10; id < 14; id++) {
        await sql`insert into notes (id, body) values (${id}, 'x') returning *`.execute(connection);
        await sql`select * from notes where id = ${id}`.execute(connection);
      }
      expect((await preparedOn(connection)).some((statement) => statement.includes('returning *') || statement.startsWith('select'))).toBe(false);
      // Another process of a rolling upgrade migrates: a prepared `returning *` would now fail its next run.
      await sql`alter table notes add column mood text`.execute(connection);
      const added = await sql<Record<string, unknown>>`insert into notes (id, body) values (${20}, 'y') returning *`.execute(connection);
      expect(added.rows[0]).toEqual({ id: 20, body: 'y', mood: null });
      await sql`alter table notes drop column mood`.execute(connection);
    });
  });

  it('prepares at most 64 statements on a connection, however many texts recur, and writes them all', async () => {
    await db(prepared).connection().execute(async (connection) => {
      for (let table = 0; table < 80; table++) {
        for (let time = 0; time < 3; time++) await sql`insert into notes (id, body) values (${1000 + table * 3 + time}, ${sql.lit(`text ${table}`)})`.execute(connection);
      }
      expect((await preparedOn(connection)).length).toBeLessThanOrEqual(64);
    });
    const count = await sql<{ count: string }>`select count(*) from notes where id >= 1000`.execute(db(prepared));
    expect(Number(count.rows[0]!.count)).toBe(240);
  });

  it('prepares nothing with DATABASE_PREPARED_STATEMENTS=false (a pooler that cannot keep them)', async () => {
    await db(unprepared).connection().execute(async (connection) => {
      for (let id = 100; id < 106; id++) await sql`insert into notes (id, body) values (${id}, 'z')`.execute(connection);
      expect(await preparedOn(connection)).toEqual([]);
    });
  });
});
