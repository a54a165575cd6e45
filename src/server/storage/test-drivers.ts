import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { StorageOptions } from './create-storage';

/** A place to open storages in for one test file: each `fresh()` is an empty database, all removed by `cleanup()`. */
export interface TestDriver {
  name: 'sqlite' | 'postgres';
  fresh(): Promise<StorageOptions>;
  cleanup(): Promise<void>;
}

/** SQLite through the default path: no URL, the file `<dataDir>/canvass.sqlite` in a new temporary folder. */
export function sqliteTestDriver(): TestDriver {
  const folders: string[] = [];
  return {
    name: 'sqlite',
    async fresh() {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'canvass-storage-'));
      folders.push(dataDir);
      return { databaseUrl: undefined, dataDir };
    },
    async cleanup() {
      for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
    },
  };
}

/**
 * PostgreSQL at `url`, isolated in a new database per `fresh()`: Kysely's migrator lists the tables of every
 * schema of its database, which would race with other suites dropping theirs.
 */
export function postgresTestDriver(url: string): TestDriver {
  const schemas: string[] = [];
  const admin = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  return {
    name: 'postgres',
    async fresh() {
      const database = `canvass_test_${crypto.randomUUID().replaceAll('-', '').slice(0, 20)}`;
      await admin((client) => client.query(`create database ${database}`));
      schemas.push(database);
      const databaseUrl = new URL(url);
      databaseUrl.pathname = `/${database}`;
      return { databaseUrl: databaseUrl.toString(), dataDir: tmpdir() };
    },
    async cleanup() {
      const dropped = schemas.splice(0);
      if (dropped.length === 0) return;
      await admin(async (client) => {
        for (const database of dropped) await client.query(`drop database if exists ${database} with (force)`);
      });
    },
  };
}
