import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Storage } from '../storage/storage';

/** How long /readyz waits for the database before calling it unreachable. */
const READINESS_TIMEOUT_MS = 2000;

export type Readiness = { ready: true } | { ready: false; reason: 'unreachable' | 'locked' };

interface ProbeConnection {
  exec(sql: string): void;
  pragma(source: string): unknown;
  close(): void;
}

/**
 * The SQLite file the server writes to, or undefined when there is none to probe (PostgreSQL, in-memory). Mirrors
 * openDatabase's reading of DATABASE_URL.
 */
export function sqliteFileOf(databaseUrl: string | undefined, dataDir: string): string | undefined {
  if (!databaseUrl) return path.join(dataDir, 'canvass.sqlite');
  if (databaseUrl === 'sqlite::memory:' || !databaseUrl.startsWith('sqlite:')) return undefined;
  return databaseUrl.slice('sqlite:'.length).replace(/^\/\//, '');
}

const timeout = (ms: number) => new Promise<false>((resolve) => setTimeout(() => resolve(false), ms).unref());

/**
 * Readiness (GET /readyz): the storage answers its ping (PostgreSQL: a query over the pool, which fails while the
 * database is away) within READINESS_TIMEOUT_MS. SQLite lives in this process, so `select 1` always answers; what
 * can keep it from serving is another process holding the write lock (a backup, a long CLI import): then every
 * submit waits and fails with SQLITE_BUSY. A second connection checks for that by taking the write lock without
 * waiting and giving it back. better-sqlite3 is synchronous, so our own transactions begin and commit within one
 * event-loop turn and the probe (run between turns) never meets them: a refusal is another process's lock.
 */
export function createReadinessCheck(storage: Storage, sqliteFile: string | undefined) {
  if (storage.driver !== 'sqlite') sqliteFile = undefined;
  let probe: ProbeConnection | undefined;
  const writeLockFree = (): boolean => {
    // No file (a storage handed in by a test, say): nothing another process could lock.
    if (!sqliteFile || !existsSync(sqliteFile)) return true;
    try {
      if (!probe) {
        const Database = createRequire(import.meta.url)('better-sqlite3') as new (file: string, options: { fileMustExist: boolean }) => ProbeConnection;
        probe = new Database(sqliteFile, { fileMustExist: true });
        probe.pragma('busy_timeout = 0');
      }
      probe.exec('BEGIN IMMEDIATE');
      probe.exec('ROLLBACK');
      return true;
    } catch {
      return false;
    }
  };
  return {
    async check(): Promise<Readiness> {
      const answered = await Promise.race([storage.ping(), timeout(READINESS_TIMEOUT_MS)]);
      if (!answered) return { ready: false, reason: 'unreachable' };
      return writeLockFree() ? { ready: true } : { ready: false, reason: 'locked' };
    },
    close(): void {
      probe?.close();
      probe = undefined;
    },
  };
}
