import type { Storage } from '../storage/storage';
import { newSecret, sha256 } from '../services/tokens';

const SETUP_LINK_VALID_MS = 24 * 3_600_000;

/**
 * First run (issue #17): while no owner exists, a one-time link to create the first one, valid for 24 hours.
 * Each start makes a new link and the previous one stops working; only its SHA-256 is stored.
 */
export async function setupLinkIfNoOwner(storage: Storage, publicUrl: string, now: number): Promise<string | undefined> {
  if ((await storage.accounts.users.countOwners()) > 0) return undefined;
  const token = newSecret();
  await storage.accounts.setupTokens.replace({ tokenHash: sha256(token), expiresAt: now + SETUP_LINK_VALID_MS, now });
  return `${publicUrl}/console/setup?token=${token}`;
}
