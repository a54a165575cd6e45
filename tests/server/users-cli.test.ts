// Issue #17: `npm run canvass -- users add|list|reset-password|remove` on the server's data. The commands run in this
// process (usersCommand, what cli.ts calls); one real `npm run canvass` run checks the wiring.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordMatches } from '../../src/server/accounts/passwords';
import { usersCommand } from '../../src/server/accounts/users-cli';
import { createStorage } from '../../src/server/storage/create-storage';
import type { Storage } from '../../src/server/storage/storage';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');

describe('npm run canvass -- users', { timeout: 120_000 }, () => {
  let dir: string;
  let storage: Storage;
  const users = async (args: string[], stdin = '') => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await usersCommand(storage, args, { out: (line) => out.push(line), err: (line) => err.push(line), readStdin: async () => stdin, now: Date.now() });
    return { code, stdout: out.join('\n'), stderr: err.join('\n') };
  };

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'canvass-users-cli-'));
    storage = await createStorage({ databaseUrl: undefined, dataDir: dir });
  });
  afterAll(async () => {
    await storage?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('adds an owner with a generated password printed once, lists, resets the password and removes', async () => {
    const added = await users(['add', 'Boss@Example.com', '--name', 'Big Boss', '--role', 'owner']);
    expect(added.code, added.stderr).toBe(0);
    const generated = /password: (\S+)/.exec(added.stdout)![1]!;
    expect(await passwordMatches((await storage.accounts.users.byEmail('boss@example.com'))?.passwordHash, generated)).toBe(true);

    const typed = await users(['add', 'agent@example.com', '--name', 'Ece', '--role', 'agent', '--password-stdin'], 'typed-agent-passphrase\n');
    expect(typed.code, typed.stderr).toBe(0);
    expect(typed.stdout).not.toContain('typed-agent-passphrase');
    const weak = await users(['add', 'weak@example.com', '--name', 'W', '--role', 'viewer', '--password-stdin'], 'password123\n');
    expect(weak.code).toBe(1);
    expect(weak.stderr).toContain('most common');
    expect((await users(['add', 'agent@example.com', '--name', 'Again', '--role', 'agent'])).code).toBe(1);

    const session = { idHash: 'h', userId: (await storage.accounts.users.byEmail('agent@example.com'))!.id, csrfToken: 'c', now: Date.now(), expiresAt: Date.now() + 60_000 };
    await storage.accounts.sessions.create(session);
    const reset = await users(['reset-password', 'agent@example.com', '--password-stdin'], 'another-agent-passphrase\n');
    expect(reset.code, reset.stderr).toBe(0);
    expect(await passwordMatches((await storage.accounts.users.byEmail('agent@example.com'))?.passwordHash, 'another-agent-passphrase')).toBe(true);
    expect(await storage.accounts.sessions.get('h')).toBeUndefined();

    expect((await users(['remove', 'boss@example.com'])).stderr).toContain('last owner');
    expect((await users(['remove', 'agent@example.com'])).code).toBe(0);
    expect(await storage.accounts.users.byEmail('agent@example.com')).toBeUndefined();
    expect((await users(['add', 'x@example.com', '--role', 'boss'])).code).toBe(2);
    expect((await users(['reset-password', 'nobody@example.com'])).code).toBe(1);
  });

  it('is what `npm run canvass -- users list` runs', async () => {
    const { stdout } = await run('npx', ['tsx', 'src/server/cli.ts', 'users', 'list'], { cwd: root, env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' } });
    expect(stdout).toContain('boss@example.com\towner\tBig Boss');
  });
});
