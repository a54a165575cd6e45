import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database';

describe('openDatabase', () => {
  const folders: string[] = [];
  const tempDir = () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'canvass-db-'));
    folders.push(folder);
    return folder;
  };
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it('keeps the embedded database in <dataDir>/canvass.sqlite, creating the folder', async () => {
    const dataDir = path.join(tempDir(), 'not', 'yet');
    const { db, driver } = openDatabase(undefined, { dataDir });
    expect(driver).toBe('sqlite');
    expect(existsSync(path.join(dataDir, 'canvass.sqlite'))).toBe(true);
    await db.destroy();
  });

  it('opens SQLite so an acknowledged write survives a crash or power loss', async () => {
    const { db } = openDatabase(undefined, { dataDir: tempDir() });
    const pragma = async (name: string) => Object.values((await sql.raw(`pragma ${name}`).execute(db)).rows[0] as object)[0];
    expect(await pragma('journal_mode')).toBe('wal');
    // NORMAL: COMMIT does not wait for the disk; the dialect syncs the log before reporting the write done
    // (sqlite-dialect.test.ts).
    expect(await pragma('synchronous')).toBe(1);
    expect(await pragma('foreign_keys')).toBe(1);
    expect(await pragma('busy_timeout')).toBe(5000);
    await db.destroy();
  });

  it('opens sqlite::memory: and sqlite:<path> for tests', async () => {
    const memory = openDatabase('sqlite::memory:', { dataDir: '/nonexistent' });
    expect((await sql<{ one: number }>`select 1 as one`.execute(memory.db)).rows).toEqual([{ one: 1 }]);
    await memory.db.destroy();

    const file = path.join(tempDir(), 'sub', 'test.sqlite');
    const onDisk = openDatabase(`sqlite:${file}`, { dataDir: '/nonexistent' });
    expect(existsSync(file)).toBe(true);
    await onDisk.db.destroy();
  });

  it('refuses an unknown URL scheme without echoing the rest of the URL', () => {
    expect(() => openDatabase('mysql://admin:hunter2@db/canvass', { dataDir: tempDir() }))
      .toThrow(/^Unsupported database URL scheme "mysql"(?!.*hunter2)/);
  });
});
