import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A secret for chat access and the agent console: 32 random bytes, URL-safe. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Compares a presented secret with the stored one in constant time. Both sides are hashed first so that the
 * comparison neither leaks the length nor throws on different lengths.
 */
export function secretsEqual(presented: unknown, stored: string | null | undefined): boolean {
  if (typeof presented !== 'string' || presented === '' || !stored) return false;
  const a = createHash('sha256').update(presented).digest();
  const b = createHash('sha256').update(stored).digest();
  return timingSafeEqual(a, b);
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
