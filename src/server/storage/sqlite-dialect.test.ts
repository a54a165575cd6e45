import { createRequire } from 'node:module';
import { Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { CanvassSqliteDialect, withStatementCache, type BetterSqliteDatabase } from './sqlite-dialect';

interface Tables {
  notes: { id: number; text: string };
}

/** A database whose log flushes are recorded and finish only when the test says so. */
function openWithControlledFlush() {
  const BetterSqlite3 = createRequire(import.meta.url)('better-sqlite3') as new (file: string) => BetterSqliteDatabase;
  const events: string[] = [];
  let finishFlush: () => void = () => {};
  const flushLog = () => {
    events.push('flush started');
    return new Promise<void>((resolve) => {
      finishFlush = () => {
        events.push('flush done');
        resolve();
      };
    });
  };
  const db = new Kysely<Tables>({ dialect: new CanvassSqliteDialect({ database: withStatementCache(new BetterSqlite3(':memory:')), log: { flush: flushLog, close: async () => {} } }) });
  return { db, events, finish: () => finishFlush() };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

async function createNotes(db: Kysely<Tables>, finish: () => void): Promise<void> {
  const created = sql`create table notes (id integer primary key, text text)`.execute(db);
  await settle();
  finish();
  await created;
}

describe('SQLite dialect durability', () => {
  it('reports a write outside a transaction done only after the log is flushed', async () => {
    const { db, events, finish } = openWithControlledFlush();
    await createNotes(db, finish);
    events.length = 0;
    const insert = db.insertInto('notes').values({ id: 1, text: 'kept' }).execute().then(() => events.push('insert done'));
    await settle();
    expect(events).toEqual(['flush started']);
    finish();
    await insert;
    expect(events).toEqual(['flush started', 'flush done', 'insert done']);
    await db.destroy();
  });

  it('flushes a transaction once, at its commit, and never for reads', async () => {
    const { db, events, finish } = openWithControlledFlush();
    await createNotes(db, finish);
    events.length = 0;

    const transaction = db.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ id: 1, text: 'a' }).execute();
      await trx.insertInto('notes').values({ id: 2, text: 'b' }).returning('id').execute();
      events.push('statements done');
    }).then(() => events.push('transaction done'));
    await settle();
    expect(events).toEqual(['statements done', 'flush started']);
    finish();
    await transaction;
    expect(events.at(-1)).toBe('transaction done');

    events.length = 0;
    expect(await db.selectFrom('notes').select('text').orderBy('id').execute()).toEqual([{ text: 'a' }, { text: 'b' }]);
    expect(events).toEqual([]);
    await db.destroy();
  });
});
