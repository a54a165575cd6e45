// Issue #24: .env.example and the README's configuration table list exactly the settings the server reads, with
// their defaults, so neither lags behind src/server (SETTINGS in src/server/settings.ts is the one list).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envExample, SETTINGS } from '../../src/server/settings';

const root = path.resolve(import.meta.dirname, '../..');
const names = SETTINGS.map((s) => s.name);

/** Environment variables named in the server's code: env.NAME, env['NAME'], and integer('NAME' / flag('NAME'. */
function variablesReadBy(folder: string): Set<string> {
  const found = new Set<string>();
  for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    const text = readFileSync(path.join(folder, file), 'utf8');
    for (const match of text.matchAll(/\benv\.([A-Z][A-Z0-9_]+)|\benv\[['"]([A-Z][A-Z0-9_]+)['"]\]|\b(?:integer|flag)\(['"]([A-Z][A-Z0-9_]+)['"]/g)) {
      found.add((match[1] ?? match[2] ?? match[3])!);
    }
  }
  return found;
}

describe('settings (src/server/settings.ts)', () => {
  it('lists every environment variable the server reads', () => {
    const read = [...variablesReadBy(path.join(root, 'src/server'))].sort();
    expect(read.filter((name) => !names.includes(name))).toEqual([]);
    expect(names.filter((name) => !read.includes(name))).toEqual([]);
  });

  it('.env.example is the generated one (npm run env:example)', () => {
    expect(readFileSync(path.join(root, '.env.example'), 'utf8')).toBe(envExample());
  });

  it('the README configuration table has one row per setting, with its default', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('\n## ', readme.indexOf('## Configuration') + 5));
    const rows = new Map([...table.matchAll(/^\| `([A-Z][A-Z0-9_]+)` \| ([^|]*) \|/gm)].map((m) => [m[1]!, m[2]!.trim()]));
    expect([...rows.keys()].sort()).toEqual([...names].sort());
    for (const setting of SETTINGS) {
      const cell = rows.get(setting.name);
      if (setting.fallback) expect(cell, setting.name).toBe(`\`${setting.fallback}\``);
      else expect(cell, setting.name).toMatch(/^(unset|generated)$/);
    }
  });
});
