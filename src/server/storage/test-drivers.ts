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

/** PostgreSQL at `url`, isolated in a new schema per `fresh()` (chosen through the connection's search_path). */
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
      const schema = `canvass_test_${crypto.randomUUID().replaceAll('-', '')}`;
      await admin((client) => client.query(`create schema ${schema}`));
      schemas.push(schema);
      const databaseUrl = new URL(url);
      databaseUrl.searchParams.set('options', `-c search_path=${schema}`);
      return { databaseUrl: databaseUrl.toString(), dataDir: tmpdir() };
    },
    async cleanup() {
      const dropped = schemas.splice(0);
      if (dropped.length === 0) return;
      await admin(async (client) => {
        for (const schema of dropped) await client.query(`drop schema if exists ${schema} cascade`);
      });
    },
  };
}
