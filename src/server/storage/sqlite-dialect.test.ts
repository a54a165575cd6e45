import { createRequire } from 'node:module';
import { Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { CanvassSqliteDialect, eachRowQuery, withStatementCache, type BetterSqliteDatabase } from './sqlite-dialect';

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

describe('row-wise statements (eachRowQuery)', () => {
  const open = async () => {
    const { db, finish } = openWithControlledFlush();
    const created = createNotes(db, finish);
    // Every commit waits for the log: let each flush finish as soon as it starts.
    const releasing = setInterval(finish, 1);
    await created;
    return { db, stop: async () => (clearInterval(releasing), await db.destroy()) };
  };

  it('runs one row\'s statement once per row, inside the transaction, and reports the rows written', async () => {
    const { db, stop } = await open();
    const result = await db.transaction().execute((trx) => trx.executeQuery(eachRowQuery('insert into notes (id, text) values (?, ?)', [[1, 'a'], [2, 'b'], [3, 'c']])));
    expect(result.numAffectedRows).toBe(3n);
    expect(await db.selectFrom('notes').selectAll().orderBy('id').execute()).toEqual([{ id: 1, text: 'a' }, { id: 2, text: 'b' }, { id: 3, text: 'c' }]);
    await stop();
  });

  it('leaves nothing behind when a row fails: the transaction it runs in rolls back whole', async () => {
    const { db, stop } = await open();
    const failing = db.transaction().execute((trx) => trx.executeQuery(eachRowQuery('insert into notes (id, text) values (?, ?)', [[1, 'a'], [1, 'again']])));
    await expect(failing).rejects.toThrow(/UNIQUE/);
    expect(await db.selectFrom('notes').selectAll().execute()).toEqual([]);
    await stop();
  });

  it('refuses to run outside a transaction, where each row would commit alone', async () => {
    const { db, stop } = await open();
    await expect(db.executeQuery(eachRowQuery('insert into notes (id, text) values (?, ?)', [[1, 'a']]))).rejects.toThrow(/inside a transaction/);
    expect(await db.selectFrom('notes').selectAll().execute()).toEqual([]);
    await stop();
  });
});
