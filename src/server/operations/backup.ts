// `canvass backup <file>` / `canvass restore <file>` (README "Back up and restore").
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import type { ServerConfig } from '../config';
import { CANVASS_VERSION } from '../../lib/version';

const DATABASE_FILE = 'canvass.sqlite';
const MANIFEST = 'backup.json';

interface Manifest {
  canvass: string;
  createdAt: string;
  /** What the archive holds: the SQLite database (absent on PostgreSQL, backed up by pg_dump) and the uploads folder. */
  database: boolean;
  uploads: boolean;
}

interface BackupConnection {
  backup(destination: string, options: { progress(info: { totalPages: number; remainingPages: number }): number }): Promise<unknown>;
  close(): void;
}

/** Shell-quotes a value for the printed command lines. */
const quoted = (value: string) => `'${value.replaceAll("'", `'\\''`)}'`;

/**
 * Writes a gzip tar: the SQLite database through SQLite's online backup API (a consistent copy, page by page,
 * while the server keeps writing), then the uploads folder. Uploads go second: a file is in place before the row
 * naming it is committed, so every upload the copied database names is already on disk.
 * Returns the lines to print (what else the operator must do: pg_dump, the S3 bucket).
 */
export async function backup(config: ServerConfig, file: string): Promise<string[]> {
  const notes: string[] = [];
  const staging = mkdtempSync(path.join(os.tmpdir(), 'canvass-backup-'));
  try {
    const database = !config.databaseUrl;
    if (database) {
      const source = path.join(config.dataDir, DATABASE_FILE);
      if (!existsSync(source)) throw new Error(`No database at ${source}: is DATA_DIR right?`);
      const Sqlite = createRequire(import.meta.url)('better-sqlite3') as new (file: string, options: { fileMustExist: boolean }) => BackupConnection;
      const connection = new Sqlite(source, { fileMustExist: true });
      try {
        // After the first step, the rest in one step: a write by the server between steps restarts an online
        // backup from the start, which under steady traffic could go on for ever. One step is one read
        // transaction, which in WAL mode does not hold up the server's writes.
        await connection.backup(path.join(staging, DATABASE_FILE), { progress: ({ totalPages }) => Math.max(totalPages, 100) });
      } finally {
        connection.close();
      }
    } else {
      notes.push('The database is PostgreSQL: back it up with pg_dump (the archive holds the uploads only):');
      notes.push(`  pg_dump --format=custom --file=${quoted(`${file}.pgdump`)} "$DATABASE_URL"`);
    }
    const uploadsDir = path.join(config.dataDir, 'uploads');
    const uploads = !config.s3 && existsSync(uploadsDir);
    if (uploads) {
      mkdirSync(path.join(staging, 'uploads'));
      for (const name of readdirSync(uploadsDir)) {
        // Files still being received are not uploads yet.
        if (!name.startsWith('.incoming-')) cpSync(path.join(uploadsDir, name), path.join(staging, 'uploads', name));
      }
    }
    if (config.s3) notes.push(`Uploads live in s3://${config.s3.bucket}/${config.s3.prefix}: back the bucket up with the store's own tools (e.g. mc mirror, aws s3 sync).`);
    const manifest: Manifest = { canvass: CANVASS_VERSION, createdAt: new Date().toISOString(), database, uploads };
    writeFileSync(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    await tar.create({ gzip: true, file, cwd: staging, portable: true }, readdirSync(staging));
    notes.unshift(`Backed up ${[database && 'the database', uploads && 'the uploads'].filter(Boolean).join(' and ') || 'nothing but the manifest'} to ${file}.`);
    return notes;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Unpacks a backup into DATA_DIR, which must not hold a database yet (restoring over a live database would mix
 * two histories). Start the server on that DATA_DIR afterwards; it migrates an older backup at start.
 */
export async function restore(config: ServerConfig, file: string): Promise<string[]> {
  if (!existsSync(file)) throw new Error(`No backup at ${file}`);
  const target = path.join(config.dataDir, DATABASE_FILE);
  if (!config.databaseUrl && existsSync(target)) throw new Error(`${target} exists: restore into an empty DATA_DIR (move the old one away first)`);
  const staging = mkdtempSync(path.join(os.tmpdir(), 'canvass-restore-'));
  try {
    await tar.extract({ file, cwd: staging });
    const manifest = JSON.parse(readFileSync(path.join(staging, MANIFEST), 'utf8')) as Manifest;
    const notes = [`Restoring a backup of Canvass ${manifest.canvass} taken ${manifest.createdAt}.`];
    mkdirSync(config.dataDir, { recursive: true });
    if (manifest.database) {
      if (config.databaseUrl) throw new Error('This backup holds a SQLite database, but DATABASE_URL is set: unset it to restore into DATA_DIR');
      cpSync(path.join(staging, DATABASE_FILE), target);
      notes.push(`Database restored to ${target}.`);
    } else if (config.databaseUrl) {
      notes.push('Restore the PostgreSQL database from its pg_dump file:');
      notes.push(`  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" ${quoted(`${file}.pgdump`)}`);
    }
    if (manifest.uploads) {
      if (config.s3) notes.push(`The backup's uploads are files; copy them into s3://${config.s3.bucket}/${config.s3.prefix} with the store's tools.`);
      else {
        cpSync(path.join(staging, 'uploads'), path.join(config.dataDir, 'uploads'), { recursive: true });
        notes.push(`Uploads restored to ${path.join(config.dataDir, 'uploads')}.`);
      }
    }
    return notes;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
