// `npm run canvass -- users ...`: accounts from the server's shell, for when the console is out of reach.
import { randomBytes } from 'node:crypto';
import type { Storage } from '../storage/storage';
import { hashPassword, passwordProblem } from './passwords';
import { isRole } from './roles';

export const USERS_USAGE = `  npm run canvass -- users list
  npm run canvass -- users add <email> --name "<display name>" --role owner|editor|agent|viewer [--password-stdin]
  npm run canvass -- users reset-password <email> [--password-stdin]
  npm run canvass -- users remove <email>
  (without --password-stdin a password is generated and printed once)`;

interface Io {
  out(line: string): void;
  err(line: string): void;
  readStdin(): Promise<string>;
  now: number;
}

const option = (args: string[], name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);

/** A new password: typed on standard input (one line), or 18 random bytes printed once. */
async function newPassword(args: string[], io: Io): Promise<{ password: string; generated: boolean } | { problem: string }> {
  if (!args.includes('--password-stdin')) return { password: randomBytes(18).toString('base64url'), generated: true };
  const password = (await io.readStdin()).split(/\r?\n/)[0] ?? '';
  const problem = await passwordProblem(password);
  return problem ? { problem } : { password, generated: false };
}

/** Runs one users command; returns the exit status. */
export async function usersCommand(storage: Storage, args: string[], io: Io): Promise<number> {
  const [action, email] = args;
  const users = storage.accounts.users;
  if (action === 'list') {
    for (const user of await users.list()) io.out(`${user.email}\t${user.role}\t${user.displayName}`);
    return 0;
  }
  if (!email || !['add', 'reset-password', 'remove'].includes(action ?? '')) {
    io.err(`Usage:\n${USERS_USAGE}`);
    return 2;
  }
  if (action === 'add') {
    const role = option(args, '--role');
    const name = option(args, '--name')?.trim();
    if (!isRole(role) || !name) {
      io.err('users add needs --name "<display name>" and --role owner|editor|agent|viewer');
      return 2;
    }
    const chosen = await newPassword(args, io);
    if ('problem' in chosen) return fail(io, chosen.problem);
    const created = await users.create({ email, displayName: name, role, passwordHash: await hashPassword(chosen.password), now: io.now });
    if (created === 'email-taken') return fail(io, `An account with ${email} exists`);
    await storage.accounts.audit.add({ at: io.now, actorId: null, actorName: 'command line', action: 'user.created', targetType: 'user', targetId: created.id, detail: { role } });
    io.out(`Added ${created.email} (${role})${chosen.generated ? `; password: ${chosen.password}` : ''}`);
    return 0;
  }
  const user = await users.byEmail(email);
  if (!user) return fail(io, `No account has the email ${email}`);
  if (action === 'reset-password') {
    const chosen = await newPassword(args, io);
    if ('problem' in chosen) return fail(io, chosen.problem);
    await users.update(user.id, { passwordHash: await hashPassword(chosen.password) }, undefined, io.now);
    // A reset password is usually a lost or leaked one: every session of the account ends with it.
    await storage.accounts.sessions.removeForUser(user.id);
    await storage.accounts.signInLimits.clear(`account:${user.email}`);
    await storage.accounts.audit.add({ at: io.now, actorId: null, actorName: 'command line', action: 'user.password_reset', targetType: 'user', targetId: user.id, detail: null });
    io.out(`Password of ${user.email} reset; its sessions ended${chosen.generated ? `; new password: ${chosen.password}` : ''}`);
    return 0;
  }
  if (user.role === 'owner' && (await users.countOwners()) <= 1) return fail(io, 'The last owner cannot be removed');
  await users.remove(user.id);
  await storage.accounts.audit.add({ at: io.now, actorId: null, actorName: 'command line', action: 'user.removed', targetType: 'user', targetId: user.id, detail: { email: user.email } });
  io.out(`Removed ${user.email}; its sessions and API tokens ended`);
  return 0;
}

function fail(io: Io, message: string): number {
  io.err(message);
  return 1;
}
