import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { builtFiles } from './built-files';

describe('builtFiles', () => {
  let dir: string;
  let parses: string[];
  let now = 0;
  const read = () => builtFiles((text) => (parses.push(text), text.toUpperCase()), { now: () => now });
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'built-files-'));
    parses = [];
    now = 0;
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads and parses a file once while it is unchanged', async () => {
    const file = path.join(dir, 'page.html');
    writeFileSync(file, 'page');
    const files = read();
    expect(await files(file)).toBe('PAGE');
    expect(await files(file)).toBe('PAGE');
    expect(parses).toEqual(['page']);
  });

  it('serves a rebuilt file without a restart, within a second', async () => {
    const file = path.join(dir, 'page.html');
    writeFileSync(file, 'old');
    const files = read();
    expect(await files(file)).toBe('OLD');
    writeFileSync(file, 'new');
    // Same size: the modification time alone tells the rebuild apart.
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    now = 999;
    expect(await files(file)).toBe('OLD');
    now = 1000;
    expect(await files(file)).toBe('NEW');
  });

  it('gives undefined for a missing file or a folder, and reads it once it appears', async () => {
    const file = path.join(dir, 'later.html');
    const files = read();
    expect(await files(file)).toBeUndefined();
    expect(await files(dir)).toBeUndefined();
    writeFileSync(file, 'here');
    now = 1000;
    expect(await files(file)).toBe('HERE');
  });
});
