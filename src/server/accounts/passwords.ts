import { hash, verify } from '@node-rs/argon2';

const MIN_PASSWORD_LENGTH = 10;
const MAX_PASSWORD_LENGTH = 256;

/**
 * The ~49,000 commonest passwords, from zxcvbn-ts's frequency list (leaked-password corpora, most frequent first),
 * read once on first use.
 */
let common: Set<string> | undefined;
async function commonPasswords(): Promise<Set<string>> {
  if (!common) {
    const { dictionary } = await import('@zxcvbn-ts/language-common');
    common = new Set(dictionary['passwords-common'] as string[]);
  }
  return common;
}

/** Why a new password is refused, for people; undefined when it is acceptable. */
export async function passwordProblem(password: unknown): Promise<string | undefined> {
  if (typeof password !== 'string' || password.length < MIN_PASSWORD_LENGTH) return `A password has at least ${MIN_PASSWORD_LENGTH} characters`;
  if (password.length > MAX_PASSWORD_LENGTH) return `A password has at most ${MAX_PASSWORD_LENGTH} characters`;
  if ((await commonPasswords()).has(password.toLowerCase())) return 'This password is one of the most common ones; choose another';
  return undefined;
}

/** argon2id, the library's default algorithm, with its defaults (19 MiB, 2 passes: OWASP's recommended minimum). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Verified when no account has the email, so a wrong address takes as long as a wrong password.
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$cFV/VBs4jG3mrBY1htXYJA$0TX2m4Stnp2QuxV+D7xtYW1uffA9skw9iFusUJbGnB0';

export async function passwordMatches(storedHash: string | undefined, password: unknown): Promise<boolean> {
  if (typeof password !== 'string' || password.length > MAX_PASSWORD_LENGTH) return false;
  try {
    const matches = await verify(storedHash ?? DUMMY_HASH, password);
    return storedHash !== undefined && matches;
  } catch {
    return false;
  }
}
