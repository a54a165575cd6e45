import { ApiError } from '../api-error';
import type { ServerContext } from '../context';

/** Per account: 5 wrong passwords within 15 minutes lock it for 15 minutes. Per address: 20, then 15 minutes. */
const ACCOUNT_LIMIT = { max: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };
const ADDRESS_LIMIT = { max: 20, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };

const accountKey = (email: string) => `account:${email.toLowerCase()}`;
const addressKey = (address: string) => `address:${address}`;
const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

function lockedError(kind: 'account' | 'address', lockedUntil: number, now: number): ApiError {
  const wait = minutes(lockedUntil - now);
  const error = kind === 'account'
    ? new ApiError(429, 'account_locked', `This account is locked after too many failed sign-ins; try again in ${wait} minute${wait === 1 ? '' : 's'}`)
    : new ApiError(429, 'rate_limited', `Too many failed sign-ins from this address; try again in ${wait} minute${wait === 1 ? '' : 's'}`);
  error.retryAfterSeconds = Math.ceil((lockedUntil - now) / 1000);
  return error;
}

/** Refuses before the password is even checked while the account or the address is locked. */
export async function refuseIfLocked(context: ServerContext, email: string, address: string): Promise<void> {
  const now = context.clock();
  const limits = context.storage.accounts.signInLimits;
  const [account, byAddress] = await Promise.all([limits.get(accountKey(email)), limits.get(addressKey(address))]);
  if (account?.lockedUntil && account.lockedUntil > now) throw lockedError('account', account.lockedUntil, now);
  if (byAddress?.lockedUntil && byAddress.lockedUntil > now) throw lockedError('address', byAddress.lockedUntil, now);
}

/** Counts a failed sign-in against both; the answer says when this failure locked the account. */
export async function recordFailedSignIn(context: ServerContext, email: string, address: string): Promise<ApiError> {
  const now = context.clock();
  const limits = context.storage.accounts.signInLimits;
  const account = await limits.recordFailure(accountKey(email), { now, ...ACCOUNT_LIMIT });
  const byAddress = await limits.recordFailure(addressKey(address), { now, ...ADDRESS_LIMIT });
  if (account.lockedUntil && account.lockedUntil > now) return lockedError('account', account.lockedUntil, now);
  if (byAddress.lockedUntil && byAddress.lockedUntil > now) return lockedError('address', byAddress.lockedUntil, now);
  return new ApiError(401, 'sign_in_failed', 'The email or the password is wrong');
}

export async function clearAccountLimit(context: ServerContext, email: string): Promise<void> {
  await context.storage.accounts.signInLimits.clear(accountKey(email));
}
